import TableChartIcon from '@mui/icons-material/TableChart';
import { lazy } from 'react';
import { definePage } from '../../schema';

export const weeklyPage = definePage({
  name: 'weekly',
  route: '/WeeklyData',
  icon: TableChartIcon,
  menuLabel: 'app.menu.weeklyData',
  menu: { group: 'more', order: 2 },
  component: lazy(() => import('./WeeklyDataPage').then((m) => ({ default: m.WeeklyDataPage }))),
});
