import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import { definePage } from '../../schema';

export const dashboardPage = definePage({
  name: 'dashboard',
  route: '/DashboardHome',
  icon: DashboardIcon,
  menuLabel: 'app.menu.dashboard',
  menu: { group: 'main', order: 0, marker: 0 },
  component: lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage }))),
});
