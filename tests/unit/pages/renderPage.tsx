import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  TestMemoryRouter,
} from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import type { AppDataProvider as PagesDataProvider } from '../../../src/resources/dataProvider';

/** A fake provider: every method throws unless the test gives it (so unexpected calls show). */
type FakeMethods = Partial<Record<keyof PagesDataProvider, (...args: never[]) => unknown>>;

export function fakeProvider(methods: FakeMethods): PagesDataProvider {
  const unexpected = (name: string) => vi.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
    'dashboardCounts',
    'importStores',
    'createStore',
  ];
  return {
    ...Object.fromEntries(names.map((name) => [name, unexpected(name)])),
    ...methods,
  } as unknown as PagesDataProvider;
}

const loggedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

/**
 * Renders a page at `path` inside react-admin's context with the real English messages and the
 * notifications; other paths render a landmark naming them, so links can be followed.
 */
export function renderPage(
  page: ReactNode,
  options: { dataProvider: DataProvider; path?: string; authProvider?: AuthProvider } = {
    dataProvider: fakeProvider({}),
  },
) {
  const path = options.path ?? '/page';
  const seen: { location?: Location } = {};
  const utils = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext
        dataProvider={options.dataProvider}
        authProvider={options.authProvider ?? loggedIn}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={<p data-testid="landmark">elsewhere</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, path: () => seen.location?.pathname ?? '' };
}

/** A promise with its resolve/reject outside, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
