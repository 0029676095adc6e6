/**
 * The spec's sidebar: items, their routes and the stored marker number of each
 * (0 dashboard, 1 user listing, 4 stores, 6 coupons, 7 agents, 8 uploads).
 */
export interface SidebarItem {
  to: string;
  labelKey: string;
  marker?: number;
}

export const SIDEBAR_MARKER_KEY = 'sidebarActive';

export const sidebarItems: SidebarItem[] = [
  { to: '/DashboardHome', labelKey: 'app.menu.dashboard', marker: 0 },
  { to: '/DataListing', labelKey: 'app.menu.users', marker: 1 },
  { to: '/Stores', labelKey: 'app.menu.stores', marker: 4 },
  { to: '/allCoupons', labelKey: 'app.menu.coupons', marker: 6 },
  { to: '/CreateAgent', labelKey: 'app.menu.agents', marker: 7 },
  { to: '/BusinessUploads', labelKey: 'app.menu.uploads', marker: 8 },
];

/** Screens of the spec that its sidebar does not list, reachable under "More". */
export const moreItems: SidebarItem[] = [
  { to: '/CreateCoupon', labelKey: 'app.menu.adminCoupons' },
  { to: '/Data', labelKey: 'app.menu.feeds' },
  { to: '/WeeklyData', labelKey: 'app.menu.weeklyData' },
  { to: '/UploadData', labelKey: 'app.menu.csvUpload' },
];

export function markerFor(pathname: string): number | undefined {
  const path = pathname.toLowerCase();
  return sidebarItems.find(
    (item) => path === item.to.toLowerCase() || path.startsWith(`${item.to.toLowerCase()}/`),
  )?.marker;
}
