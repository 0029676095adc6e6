import { Box } from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { lazyScreen } from '../../engine/views/lazyScreen';
import { releaseBar } from '../../lib/fast/barAfterRows';
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

const ShortcutPresses = createContext(0);

/**
 * Ctrl/⌘+K from anywhere in the console, listened for with the layout (not in the app bar, which
 * waits for a list's first rows on a page load: src/lib/fast/barAfterRows.ts). A press that comes
 * before the app bar, or before the button's code, is kept and opens the search once it is there;
 * a press brings a waiting app bar at once.
 */
export const SearchShortcut = ({ children }: { children: ReactNode }) => {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      // The keys that follow at once belong to the search box, even before it exists.
      startTypeAhead();
      releaseBar();
      setPresses((count) => count + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <ShortcutPresses.Provider value={presses}>{children}</ShortcutPresses.Provider>;
};

/** The app bar's search button; the presses of the shortcut (SearchShortcut, with the layout) open it. */
export const AppBarSearch = () => <SearchButton shortcutPresses={useContext(ShortcutPresses)} />;
