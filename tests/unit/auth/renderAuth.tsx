import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { authProvider as realAuthProvider } from '../../../src/auth/authProvider';
import { authRoutes, LoginPage } from '../../../src/auth/routes';
import { i18nProvider } from '../../../src/i18n';

export const API = 'http://api.test/v1';

// Lazy screens and MUI under a full parallel run can take over the default 1 s to appear.
configure({ asyncUtilTimeout: 5000 });

/** Stand-ins for the screens the account flows lead to, outside this area. */
const Landmark = ({ text }: { text: string }) => <p data-testid="landmark">{text}</p>;

/**
 * Renders the account routes as the app does (noLayout routes, /login as the loginPage) in a
 * memory router at `path`, with the real English messages and react-admin's notifications.
 */
export function renderAuth(path: string, options: { authProvider?: AuthProvider; extra?: ReactNode } = {}) {
  const seen: { location?: Location } = {};
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext
        authProvider={options.authProvider ?? realAuthProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          {authRoutes}
          <Route path="/login" element={<LoginPage />} />
          <Route path="/DashboardHome" element={<Landmark text="dashboard" />} />
        </Routes>
        {options.extra}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...utils,
    /** Current path with its query, e.g. '/account_verification?email=a@b.co'. */
    path: () => `${seen.location?.pathname ?? ''}${seen.location?.search ?? ''}`,
  };
}
