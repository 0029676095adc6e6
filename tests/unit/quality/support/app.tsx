import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  defaultLightTheme,
  memoryStore,
  Notification,
  type RaThemeOptions,
  TestMemoryRouter,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { MockDb } from '../../../../mocks/db';
import { createMockServer } from '../../../../mocks/node';
import { createHttpClient } from '../../../../src/api/http';
import { authRoutes, createAuthProvider, LoginPage } from '../../../../src/auth';
import { SessionExpiryRedirect } from '../../../../src/auth/SessionControls';
import { USERNAME_KEY } from '../../../../src/auth/session';
import { expireSession } from '../../../../src/auth/sessionExpiry';
import { ErrorBoundary } from '../../../../src/components/ErrorBoundary';
import { i18nProvider } from '../../../../src/i18n';
import { pageRoutes } from '../../../../src/pages/routes';
import { createAppDataProvider, resourceRoutes } from '../../../../src/resources';

// Screens render react-admin, MUI and a seeded platform on a shared 2-core machine.
configure({ asyncUtilTimeout: 8000 });

export const API = 'http://api.test/v1';

/** The default theme without animations or ripples: dozens of toasts and dialogs per file. */
const instant: RaThemeOptions = {
  ...defaultLightTheme,
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { ...defaultLightTheme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
};
export const WEEKLY = 'http://weekly.test';

export interface Seen {
  method: string;
  path: string;
}

/**
 * The embedded mock platform (fresh seed per test) with every request recorded, so a test can
 * count what a screen sent; failures are injected with `server.use(...)` over it.
 */
export function platform() {
  const state = {
    db: undefined as unknown as MockDb,
    server: undefined as unknown as SetupServer,
    seen: [] as Seen[],
  };
  beforeAll(() => {
    const mock = createMockServer();
    state.server = mock.server;
    state.db = mock.db;
    mock.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      state.seen.push({ method: request.method, path: url.pathname.replace(/^\/v1/, '') });
    });
    mock.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    state.db.reset();
    state.seen.length = 0;
  });
  afterEach(() => state.server.resetHandlers());
  afterAll(() => state.server.close());
  return {
    state,
    /** How many requests went to `path` (optionally with `method`) since the test began. */
    count: (path: string, method?: string) =>
      state.seen.filter((seen) => seen.path === path && (!method || seen.method === method)).length,
  };
}

/**
 * Crashes: React errors caught by a boundary (ours around the routes), and React's own
 * "error occurred in <Component>" logs. Uncaught render errors already make render/act throw.
 */
export function crashWatch() {
  const caught: unknown[] = [];
  let spy: ReturnType<typeof vi.spyOn> | undefined;
  beforeEach(() => {
    caught.length = 0;
    const original = console.error;
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (/error occurred in the <|above error occurred|Uncaught \[/i.test(text)) caught.push(text);
      // react-admin logs every failed dataProvider call in development: expected here, not shown.
      if (!/HttpError|Network request failed|Failed to fetch|app\.errors|ra\.notification/.test(text))
        original(...args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(caught, 'no screen crashed').toEqual([]);
  });
  return { caught };
}

/** The whole console's routes (account screens, pages, resources) with the real providers. */
export function renderApp(
  path: string,
  {
    loggedIn = true,
    authProvider,
    extra,
  }: { loggedIn?: boolean; authProvider?: AuthProvider; extra?: ReactNode } = {},
) {
  if (loggedIn) window.localStorage.setItem(USERNAME_KEY, 'admin');
  const caught: unknown[] = [];
  let location = path;
  // As the app's client: a 401 ends the session (src/auth/authProvider.ts installs the same).
  const http = createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, onUnauthorized: expireSession });
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => {
        location = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext
        dataProvider={createAppDataProvider(http)}
        authProvider={authProvider ?? createAuthProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={instant}
      >
        <ErrorBoundary onError={(error) => caught.push(error)}>
          <Routes>
            {authRoutes}
            <Route path="/login" element={<LoginPage />} />
            {pageRoutes}
            {resourceRoutes}
          </Routes>
        </ErrorBoundary>
        {extra}
        {/* The layout's listener: a 401 goes to the login form. */}
        <SessionExpiryRedirect />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...view,
    location: () => location,
    /** Errors our boundary caught (a crash the admin would see as the fallback). */
    crashes: () => caught,
  };
}

/** The text of the toast now shown (react-admin's Notification), waiting for one to appear. */
export async function toastText(expected?: string | RegExp): Promise<string> {
  if (expected) return (await screen.findByText(expected)).textContent ?? '';
  const alert = await screen.findByRole('alert');
  return alert.textContent ?? '';
}

/** A message key that reached the screen untranslated (e.g. "app.errors.network"). */
export const looksLikeKey = (text: string) => /^[a-z]+(\.[a-zA-Z_]+){2,}$/.test(text.trim());

/** The texts of the toasts now on screen. */
export const toasts = (): string[] =>
  [...document.querySelectorAll('.MuiSnackbarContent-message')].map((node) => node.textContent ?? '');

/** Waits for a toast matching `expected` and returns its text. */
export async function expectToast(expected: string | RegExp): Promise<string> {
  let found = '';
  await waitFor(() => {
    found =
      toasts().find((text) => (typeof expected === 'string' ? text === expected : expected.test(text))) ?? '';
    expect(found, `toast ${String(expected)} (shown: ${JSON.stringify(toasts())})`).not.toBe('');
  });
  return found;
}

/** Closes the toast shown (a click elsewhere, as an admin would), so the next one can show. */
export async function dismissToasts() {
  if (toasts().length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.click(document.body);
  await waitFor(() => expect(toasts()).toEqual([]));
}
