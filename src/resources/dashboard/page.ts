import DashboardIcon from '@mui/icons-material/Dashboard';
import { definePage, lazyScreen } from '../../engine';

export const dashboardPage = definePage({
  name: 'dashboard',
  route: '/DashboardHome',
  titleKey: 'app.dashboard.title',
  icon: DashboardIcon,
  menuLabel: 'app.menu.dashboard',
  menu: { group: 'main', order: 0, marker: 0 },
  // Its first render (layout, counters, date fields) was its load's longest task: the bar after it.
  barAfterData: true,
  component: lazyScreen(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage }))),
});
