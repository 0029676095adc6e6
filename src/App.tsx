import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider, authRoutes, LoginPage } from './auth';
import { i18nProvider } from './i18n';
import { AppTitle } from './i18n/DocumentTitle';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { pageRoutes } from './pages/routes';
import { dataProvider, resourceElements, resourceRoutes } from './resources';

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
