import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement, ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  Notification,
  TestMemoryRouter,
} from 'react-admin';
import { Routes } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../../src/api/http';
import { i18nProvider } from '../../../src/i18n';
import en from '../../../src/i18n/english';
import { mergeMessages } from '../../../src/i18n/merge';

/** The real English messages plus a test's own (for resources that exist only in a test). */
export const i18nWith = (extra: Record<string, unknown>): I18nProvider =>
  polyglotI18nProvider(() => mergeMessages(en as Record<string, unknown>, extra), 'en', [], {
    allowMissing: true,
  });

export const API = 'http://api.test/v1';
export const WEEKLY = 'http://weekly.test';

export const testHttp = (): HttpClient =>
  createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, getToken: () => 'test-token' });

/** A signed-in admin unless told otherwise. */
export const fakeAuth = (signedIn = true): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    if (!signedIn) throw new Error('ra.auth.auth_check_error');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
});

interface AdminOptions {
  dataProvider: DataProvider;
  path: string;
  auth?: AuthProvider;
  i18n?: I18nProvider;
  /** react-query's client, for a test that looks into the cache (react-admin makes its own otherwise). */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside react-admin's context (the real English messages unless told) in a memory
 * router at `path`; `location()` is the router's address, path and query string.
 */
export function renderInAdmin(
  ui: ReactNode,
  { dataProvider, path, auth = fakeAuth(), i18n = i18nProvider, queryClient }: AdminOptions,
) {
  let location = path;
  const view = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => {
        location = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18n}
        authProvider={auth}
        queryClient={queryClient}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, location: () => location };
}

/** Renders routes inside react-admin's context with the real English messages and toasts. */
export const renderRoutes = (routes: ReactElement[], options: AdminOptions) =>
  renderInAdmin(
    <>
      <Routes>{routes}</Routes>
      <Notification />
    </>,
    options,
  );

/** The parts of a captured request the mapping tests assert. */
export interface Captured {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string | { name: string; type: string; size: number }>;
}

export async function capture(request: Request): Promise<Captured> {
  const url = new URL(request.url);
  const captured: Captured = { method: request.method, path: url.pathname.replace(/^\/v1/, '') };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) captured.json = await request.json();
  else if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    captured.form = {};
    for (const [key, value] of form.entries()) {
      captured.form[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    }
  }
  return captured;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * An MSW handler that records each request (method, path, JSON or multipart fields) and answers
 * with `reply` (a body, or a function of the captured request).
 */
export function recording(
  method: Method,
  url: string,
  reply: unknown | ((captured: Captured) => Response | unknown),
  log: Captured[],
) {
  return mswHttp[method](url, async ({ request }) => {
    const captured = await capture(request);
    log.push(captured);
    const answer = typeof reply === 'function' ? (reply as (c: Captured) => unknown)(captured) : reply;
    return answer instanceof Response ? answer : HttpResponse.json(answer as never);
  });
}
