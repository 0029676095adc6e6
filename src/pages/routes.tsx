import { Route } from 'react-router-dom';
import { Placeholder } from './Placeholder';

/** Screens not tied to one resource, rendered inside the layout. */
export const pageRoutes = [
  <Route key="dashboard" path="/DashboardHome" element={<Placeholder titleKey="app.menu.dashboard" />} />,
  <Route key="feeds" path="/Data" element={<Placeholder titleKey="app.menu.feeds" />} />,
  <Route key="weekly" path="/WeeklyData" element={<Placeholder titleKey="app.menu.weeklyData" />} />,
  <Route key="csv" path="/UploadData" element={<Placeholder titleKey="app.menu.csvUpload" />} />,
  <Route key="uploads" path="/BusinessUploads" element={<Placeholder titleKey="app.menu.uploads" />} />,
  <Route key="sidebar" path="/Sidebar" element={<Placeholder titleKey="app.menu.sidebar" />} />,
];
