import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { startTypeAhead } from './typeAhead';

// The dialog, its index and the phone library load on the first open (or a hover of the button),
// never with the first page.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * The app bar's search button (loaded with the layout, see ./AppBarSearch, which listens for
 * Ctrl/⌘+K and counts the presses); the dialog (./SearchDialog) comes when first asked for.
 */
export const SearchButton = ({ shortcutPresses = 0 }: { shortcutPresses?: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const apple = isApple();

  // Each press of the shortcut opens it, one made before this button loaded included.
  useEffect(() => {
    if (shortcutPresses === 0) return;
    setWanted(true);
    setOpen(true);
  }, [shortcutPresses]);

  return (
    <>
      <Tooltip title={translate(apple ? 'app.search.tooltip_mac' : 'app.search.tooltip')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.search.open')}
          aria-haspopup="dialog"
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          onClick={() => {
            startTypeAhead();
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
