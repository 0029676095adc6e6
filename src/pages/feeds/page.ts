import FlagIcon from '@mui/icons-material/Flag';
import { lazy } from 'react';
import { definePage } from '../../schema';

export const feedsPage = definePage({
  name: 'feeds',
  route: '/Data',
  icon: FlagIcon,
  menuLabel: 'app.menu.feeds',
  menu: { group: 'more', order: 1 },
  component: lazy(() => import('./FlaggedFeedsPage').then((m) => ({ default: m.FlaggedFeedsPage }))),
});
