import { Box } from '@mui/material';
import { lazyScreen } from '../../engine/views/lazyScreen';

/**
 * The app bar's way into the journal (./JournalButton.tsx), in its own small chunk once the
 * layout shows; its place is kept while it loads (none below 600 px, where it is hidden), so
 * nothing moves. The login page's first load holds only this module.
 */
export const AppBarJournal = lazyScreen(
  () => import('./JournalButton'),
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-block' }, width: 40 }} />,
);
