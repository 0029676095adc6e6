import type { ReactNode } from 'react';
import {
  AppBar,
  LoadingIndicator,
  Layout as RaLayout,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
} from 'react-admin';
import { ConsoleLogout, SessionExpiryRedirect } from '../auth/SessionControls';
import { ErrorFallback } from '../components/ErrorBoundary';
import { LocaleMenuButton } from '../i18n/LocaleMenuButton';
import { useTranslate } from '../i18n/useTranslate';
import { Menu, SidebarMarker } from './Menu';
import { AppBarSearch } from './search/AppBarSearch';

/** The user button shows the admin's name, so its accessible name must contain it (WCAG 2.5.3). */
const NamedUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName ?? '';
  return (
    <UserMenu label={name ? translate('app.layout.user_menu', { name }) : 'ra.auth.user_menu'}>
      <ConsoleLogout />
    </UserMenu>
  );
};

/**
 * react-admin's default toolbar, with the console's search (Ctrl/⌘+K, see search/)
 * and locale switcher (see LocaleMenuButton).
 */
const toolbar = (
  <>
    <AppBarSearch />
    <LocaleMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

const ConsoleAppBar = () => <AppBar userMenu={<NamedUserMenu />} toolbar={toolbar} />;

/** react-admin's layout boundary resets when the route changes; Retry reloads the screen. */
const ScreenError = () => <ErrorFallback resetErrorBoundary={() => window.location.reload()} />;

/**
 * react-admin's layout with the spec's sidebar, an error boundary with Retry for the unexpected,
 * and no minimum width (wide grids scroll inside their own container).
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout
    menu={Menu}
    appBar={ConsoleAppBar}
    error={ScreenError}
    sx={{
      // react-admin's layout grows to its widest content (min-width: fit-content): a wide grid
      // then scrolls the whole page sideways and cuts the heading off. Wide tables scroll
      // inside their own container instead, at every width.
      minWidth: 0,
      '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 },
    }}
  >
    <SessionExpiryRedirect />
    <SidebarMarker />
    {children}
  </RaLayout>
);
