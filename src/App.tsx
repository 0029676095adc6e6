import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider, authRoutes, LoginPage } from './auth';
import { isAdminLoggedIn } from './auth/session';
import { i18nProvider } from './i18n';
import { AppTitle } from './i18n/DocumentTitle';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { pageRoutes } from './pages/routes';
import { dataProvider, resourceElements, resourceRoutes, resources } from './resources';
import { preloadResourcePage } from './schema';

// The resource page the address opens starts loading (its list's code, and a signed-in admin's
// records) before the first render, beside it rather than after it. Not the custom pages: on the
// dashboard that made Lighthouse's LCP later (2.9 → 3.25 s; its page code then joined the first
// render).
if (typeof window !== 'undefined')
  preloadResourcePage(window.location.pathname, resources, dataProvider, isAdminLoggedIn());

/** Wiring only: providers, resources from the registry, the spec's custom routes. */
export const App = () => (
  <BrowserRouter>
    <Admin
      title={<AppTitle />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {resourceElements}
      <CustomRoutes noLayout>{authRoutes}</CustomRoutes>
      <CustomRoutes>
        {pageRoutes}
        {resourceRoutes}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
