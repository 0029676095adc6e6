import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { lazyScreen } from '../../engine/views/lazyScreen';
import { isSearchShortcut } from './shortcut';
import { startTypeAhead } from './typeAhead';

// The button and its tooltip come in their own small chunk once the layout shows; its place is
// kept while it loads, so nothing moves. The login page's first load holds only this module
// (tests/e2e/first-load.e2e.ts).
const SearchButton = lazyScreen<{ shortcutPresses: number }>(
  () => import('./SearchButton'),
  // The button's width: 40 px, 36 px on a phone (the app bar's tighter icon buttons, see Layout).
  <Box component="span" sx={{ display: 'inline-block', width: { xs: 36, sm: 40 } }} />,
);

/**
 * The app bar's search, Ctrl/⌘+K from anywhere in the console. The shortcut is listened for
 * here, with the layout: a press that comes before the button's code (a cold load of a list,
 * whose first render now holds the list too) is kept, and opens the search once it is there.
 */
export const AppBarSearch = () => {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      // The keys that follow at once belong to the search box, even before it exists.
      startTypeAhead();
      setPresses((count) => count + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <SearchButton shortcutPresses={presses} />;
};
