import { type ComponentType, lazy, Suspense } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';

// Each screen is its own chunk so /login's first load stays small.
const DashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const FlaggedFeedsPage = lazy(() =>
  import('./feeds/FlaggedFeedsPage').then((m) => ({ default: m.FlaggedFeedsPage })),
);
const WeeklyDataPage = lazy(() =>
  import('./weekly/WeeklyDataPage').then((m) => ({ default: m.WeeklyDataPage })),
);
const UploadDataPage = lazy(() =>
  import('./uploads/UploadDataPage').then((m) => ({ default: m.UploadDataPage })),
);
const BusinessUploadsPage = lazy(() =>
  import('./uploads/BusinessUploadsPage').then((m) => ({ default: m.BusinessUploadsPage })),
);
const SidebarPage = lazy(() => import('./sidebar/SidebarPage').then((m) => ({ default: m.SidebarPage })));

/** The spec gates every admin screen on the stored username: react-admin's checkAuth → /login. */
export const guarded = (Page: ComponentType) => (
  <Authenticated loading={<Loading />}>
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  </Authenticated>
);

/** Screens not tied to one resource, rendered inside the layout; spec routes are exact (case too). */
export const pageRoutes = [
  <Route caseSensitive key="dashboard" path="/DashboardHome" element={guarded(DashboardPage)} />,
  <Route caseSensitive key="feeds" path="/Data" element={guarded(FlaggedFeedsPage)} />,
  <Route caseSensitive key="weekly" path="/WeeklyData" element={guarded(WeeklyDataPage)} />,
  <Route caseSensitive key="csv" path="/UploadData" element={guarded(UploadDataPage)} />,
  <Route caseSensitive key="uploads" path="/BusinessUploads" element={guarded(BusinessUploadsPage)} />,
  <Route caseSensitive key="sidebar" path="/Sidebar" element={guarded(SidebarPage)} />,
];
