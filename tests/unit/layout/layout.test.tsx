import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { fakeProvider } from '../pages/renderPage';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'admin', fullName: 'Ada Admin' }),
};

const Broken = () => {
  throw new Error('render crash');
};

function renderLayout(path: string) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={auth}
        dataProvider={fakeProvider({})}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Layout>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/DashboardHome" element={<h1>Dashboard screen</h1>} />
          </Routes>
        </Layout>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

// The layout is a signed-in admin's: with no stored username it goes to /login (spec section 2).
beforeEach(() => localStorage.setItem('username', 'admin@example.com'));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the layout (react-admin’s frame, composed without the Inspector)', () => {
  test('shows the screen in #main-content beside the sidebar, with the skip link and the app bar', async () => {
    renderLayout('/DashboardHome');
    const heading = await screen.findByRole('heading', { name: 'Dashboard screen' });
    expect(heading.closest('#main-content')).not.toBeNull();
    expect(screen.getByRole('menuitem', { name: 'User Listing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /skip to content/i })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Ada Admin/ })).toBeTruthy();
    // The frame keeps react-admin's class names (styles and tests rely on them).
    expect(
      document.querySelector('.RaLayout-appFrame .RaLayout-contentWithSidebar .RaLayout-content'),
    ).not.toBeNull();
  });

  test('a screen that crashes shows the translated message with Retry; the menu stays; another route clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout('/broken');
    expect(await screen.findByText('Something went wrong on this screen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on this screen')).toBeNull();
  });
});
