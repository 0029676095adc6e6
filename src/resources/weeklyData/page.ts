import TableChartIcon from '@mui/icons-material/TableChart';
import { definePage, lazyScreen } from '../../engine';
import { WEEKLY_KEYS } from './weeklyStorage';

export const weeklyPage = definePage({
  name: 'weekly',
  route: '/WeeklyData',
  titleKey: 'app.weekly.title',
  icon: TableChartIcon,
  menuLabel: 'app.menu.weeklyData',
  menu: { group: 'more', order: 2 },
  // Its first frame is the empty state (no sheet yet), for an admin with nothing stored.
  frameUnlessStored: Object.values(WEEKLY_KEYS),
  component: lazyScreen(() => import('./WeeklyDataPage').then((m) => ({ default: m.WeeklyDataPage }))),
});
