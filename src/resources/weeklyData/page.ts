import TableChartIcon from '@mui/icons-material/TableChart';
import { definePage, lazyScreen } from '../../engine';

export const weeklyPage = definePage({
  name: 'weekly',
  route: '/WeeklyData',
  titleKey: 'app.weekly.title',
  icon: TableChartIcon,
  menuLabel: 'app.menu.weeklyData',
  menu: { group: 'more', order: 2 },
  component: lazyScreen(() => import('./WeeklyDataPage').then((m) => ({ default: m.WeeklyDataPage }))),
});
