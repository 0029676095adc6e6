import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { hasExpiredSession, takeReturnPath } from '../../../src/auth/sessionExpiry';
import type { SessionEvent } from '../../../src/auth/sessionSync';
import { i18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { draftKey, readDraft, writeDraft } from '../../../src/lib/drafts';
import { fakeProvider } from '../pages/renderPage';

/**
 * One session for every tab: another tab is a second BroadcastChannel on the console's channel
 * (a channel does not hear its own messages, so this one stands for the other tab).
 */
const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'admin', fullName: 'Ada Admin' }),
};

let otherTab: BroadcastChannel;
let heard: SessionEvent[];
beforeEach(() => {
  localStorage.setItem('username', 'admin@example.com');
  otherTab = new BroadcastChannel('console:session');
  heard = [];
  otherTab.onmessage = (message) => heard.push(message.data);
});
afterEach(() => {
  otherTab.close();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

let location = '';
function renderTab(path: string) {
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l.pathname)}>
      <AdminContext
        authProvider={auth}
        dataProvider={fakeProvider({})}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/login" element={<h1>Login screen</h1>} />
          <Route
            path="/*"
            element={
              <Layout>
                <Routes>
                  <Route path="/DataListing" element={<h1>User records</h1>} />
                  <Route path="/Stores" element={<h1>Store records</h1>} />
                </Routes>
              </Layout>
            }
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('a session shared by every tab', () => {
  test('a logout in another tab: this one goes to /login, no record shown, drafts gone, the notice set', async () => {
    writeDraft(draftKey('users', 'u1'), { fullName: 'Half typed' });
    renderTab('/DataListing');
    await screen.findByRole('heading', { name: 'User records' });
    otherTab.postMessage({ type: 'ended', reason: 'logout', username: 'admin@example.com' });
    await screen.findByRole('heading', { name: 'Login screen' });
    expect(location).toBe('/login');
    expect(screen.queryByText('User records')).toBeNull();
    expect(readDraft(draftKey('users', 'u1'))).toBeUndefined();
    expect(hasExpiredSession()).toBe(true);
    // Signing in here afterwards goes to the dashboard, not back to the list.
    expect(takeReturnPath('admin@example.com', () => undefined)).toBeUndefined();
  });

  test('an expiry in another tab: this one goes to /login, keeps its drafts and its place', async () => {
    writeDraft(draftKey('users', 'u1'), { fullName: 'Half typed' });
    renderTab('/Stores');
    await screen.findByRole('heading', { name: 'Store records' });
    localStorage.removeItem('username');
    otherTab.postMessage({ type: 'ended', reason: 'expired', username: 'admin@example.com' });
    await screen.findByRole('heading', { name: 'Login screen' });
    expect(readDraft(draftKey('users', 'u1'))?.values).toEqual({ fullName: 'Half typed' });
    expect(hasExpiredSession()).toBe(true);
    expect(takeReturnPath('admin@example.com', () => undefined)).toBe('/Stores');
  });

  test('a navigation with no stored username goes to /login (spec section 2)', async () => {
    localStorage.removeItem('username');
    renderTab('/DataListing');
    await screen.findByRole('heading', { name: 'Login screen' });
    expect(location).toBe('/login');
  });

  test('the auth provider tells the other tabs: a sign-in, then a logout; a logout with no session tells nothing', async () => {
    localStorage.clear();
    await authProvider.logout({});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 1, message: 'ok' }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await authProvider.login({ email: 'admin@example.com', password: 'Admin@123' });
    await authProvider.logout({});
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'signedIn', username: 'admin@example.com' },
      { type: 'ended', reason: 'logout', username: 'admin@example.com' },
    ]);
  });
});
