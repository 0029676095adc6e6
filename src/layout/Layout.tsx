import { styled, type Theme } from '@mui/material/styles';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import {
  AppBar,
  AppBarClasses,
  LayoutClasses,
  Loading,
  LoadingIndicator,
  Sidebar,
  SkipNavigationButton,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleLogout, SessionWatch } from '../auth/SessionControls';
import { ErrorBoundary, ErrorFallback } from '../components/ErrorBoundary';
import { LocaleMenuButton } from '../i18n/LocaleMenuButton';
import { useTranslate } from '../i18n/useTranslate';
import { useBarReady } from '../lib/fast/barAfterRows';
import { releaseFrameBar } from '../lib/fast/firstFrameRelease';
import { AppBarJournal } from '../pages/journal/AppBarJournal';
import { Menu, SidebarMarker } from './Menu';
import { MainItemsContext } from './navItems';
import { mainItems } from './navigation';
import { AppBarSearch, SearchShortcut } from './search/AppBarSearch';

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
    <AppBarJournal />
    <LocaleMenuButton compactOnPhone />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/**
 * On a phone the page's name keeps its room in the app bar: a smaller title that may take two
 * lines (then an ellipsis), the language button as its icon alone (see LocaleMenuButton) and
 * the bar's icon buttons a little tighter.
 */
const phoneBar = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    [`& .${AppBarClasses.title}`]: {
      minWidth: 0,
      fontSize: '1rem',
      lineHeight: 1.25,
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
    [`& .${AppBarClasses.toolbar} .MuiIconButton-root`]: { padding: theme.spacing(0.75) },
  },
});

const ConsoleAppBar = () => {
  // In place: the first frame's own bar, left there while this one waited for a list's rows.
  useLayoutEffect(releaseFrameBar, []);
  return <AppBar userMenu={<NamedUserMenu />} toolbar={toolbar} sx={phoneBar} />;
};

/** The app bar, once a page load's list has shown its first rows (lib/fast/barAfterRows.ts). */
const AppBarAfterRows = ({ children }: { children: ReactNode }) => (useBarReady() ? children : null);

/** Retry reloads the screen. */
const screenError = () => <ErrorFallback resetErrorBoundary={() => window.location.reload()} />;

/**
 * react-admin's layout frame and classes (RaLayout-appFrame, -contentWithSidebar, -content),
 * with no minimum width: react-admin's grows to its widest content (min-width: fit-content), so
 * a wide grid scrolled the whole page sideways and cut the heading off. Wide tables scroll inside
 * their own container instead, at every width.
 */
const Frame = styled('div', { name: 'RaLayout' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/** The screen's error boundary, cleared by a route change (its own component: only it follows the location). */
const ScreenBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={screenError}>
      {children}
    </ErrorBoundary>
  );
};

// Made once: react-admin's router renders the layout again whenever its routes are read again
// (on mount, and when the permissions settle), and a new element for each of these would render
// the app bar, its tooltips and the menu again with it, in one blocking task of the first screen.
// The same element is skipped; what they read from a context (the language, the route) still
// reaches them.
const skipLink = <SkipNavigationButton />;
const appBar = (
  <AppBarAfterRows>
    <ConsoleAppBar />
  </AppBarAfterRows>
);
const sidebar = (
  <Sidebar>
    <Menu />
  </Sidebar>
);

/**
 * react-admin's <Layout> (skip link, app bar, sidebar, the screen under an error boundary and a
 * Suspense), composed here without its preferences Inspector: the console has no configurable
 * components, and the Inspector read the page's width on every render of the layout (a forced
 * layout on each navigation) and weighed on the first load (see docs/performance.md). The
 * error boundary resets when the route changes, as react-admin's does; Retry reloads the screen.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <MainItemsContext.Provider value={mainItems}>
    <SearchShortcut>
      <Frame className="layout">
        {skipLink}
        <div className={LayoutClasses.appFrame}>
          {appBar}
          <main className={LayoutClasses.contentWithSidebar}>
            {sidebar}
            <div id="main-content" className={LayoutClasses.content}>
              <ScreenBoundary>
                <Suspense fallback={<Loading />}>
                  <SessionWatch />
                  <SidebarMarker />
                  {children}
                </Suspense>
              </ScreenBoundary>
            </div>
          </main>
        </div>
      </Frame>
    </SearchShortcut>
  </MainItemsContext.Provider>
);
