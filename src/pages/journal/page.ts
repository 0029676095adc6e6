import HistoryIcon from '@mui/icons-material/History';
import { definePage, lazyScreen } from '../../engine';

/** "Your changes": the admin's own journal of this session (docs/journal.md). */
export const journalPage = definePage({
  name: 'journal',
  route: '/YourChanges',
  titleKey: 'app.journal.title',
  icon: HistoryIcon,
  menuLabel: 'app.journal.title',
  menu: { group: 'more', order: 9 },
  component: lazyScreen(() => import('./YourChangesPage').then((m) => ({ default: m.YourChangesPage }))),
});
