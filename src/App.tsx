import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  type CatchAllComponent,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
  ResourceDefinitionContext,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider, authRoutes, LoginPage } from './auth';
import { routerBasename } from './config';
import { i18nProvider } from './i18n';
import { AppTitle } from './i18n/DocumentTitle';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { queryClient, store } from './lib/appCaches';
import { pageRoutes } from './pages/routes';
import { dataProvider, resourceDefinitions, resourceElements, resourceRoutes } from './resources';

/**
 * Wiring only: providers, resources from the registry, the spec's custom routes.
 *
 * react-admin's <Admin> is <AdminContext> and <AdminUI>; AdminUI is spelled out here with the
 * console's own pages, because its defaults (react-admin's login page, its layout and that
 * layout's preferences Inspector) were in the first load of every screen although none of them
 * is ever shown.
 */
export const App = () => (
  <BrowserRouter basename={routerBasename || undefined}>
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        {/* react-admin's resource definitions, known from the start and kept (src/engine/views/routes.tsx). */}
        <ResourceDefinitionContext.Provider value={resourceDefinitions}>
          <CoreAdminUI
            title={<AppTitle />}
            layout={Layout}
            loginPage={LoginPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            // As <AdminUI> passes it (NotFound's title is narrower than the route's).
            catchAll={NotFound as CatchAllComponent}
            error={ErrorPage}
            loading={LoadingPage}
            disableTelemetry
          >
            {resourceElements}
            <CustomRoutes noLayout>{authRoutes}</CustomRoutes>
            <CustomRoutes>
              {pageRoutes}
              {resourceRoutes}
            </CustomRoutes>
          </CoreAdminUI>
        </ResourceDefinitionContext.Provider>
        <Notification />
      </CssBaseline>
    </AdminContext>
  </BrowserRouter>
);
