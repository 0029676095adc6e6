import FlagIcon from '@mui/icons-material/Flag';
import { definePage, lazyScreen } from '../../engine';

export const feedsPage = definePage({
  name: 'feeds',
  route: '/Data',
  titleKey: 'app.feeds.title',
  icon: FlagIcon,
  menuLabel: 'app.menu.feeds',
  menu: { group: 'more', order: 1 },
  // As the dashboard: on a page load the app bar renders after the first feeds, not before them.
  barAfterData: true,
  component: lazyScreen(() => import('./FlaggedFeedsPage').then((m) => ({ default: m.FlaggedFeedsPage }))),
});
