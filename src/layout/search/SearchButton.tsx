import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';

// The dialog, its index and the phone library load on the first open (or a hover of the button),
// never with the first page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K, or ⌘+K on Apple keyboards; Shift and Alt combinations are left to others. */
export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The app bar's search button and its shortcut, Ctrl/⌘+K from anywhere in the console (loaded
 * with the layout, see ./AppBarSearch); the dialog (./SearchDialog) comes when first asked for.
 */
export const SearchButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const apple = isApple();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Tooltip title={translate(apple ? 'app.search.tooltip_mac' : 'app.search.tooltip')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.search.open')}
          aria-haspopup="dialog"
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} query={query} onQueryChange={setQuery} />
        </Suspense>
      )}
    </>
  );
};

export default SearchButton;
