import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { MainItemsContext } from '../../../src/layout/navItems';
import { mainItems } from '../../../src/layout/navigation';
import { pageRoutes } from '../../../src/pages/routes';
import { fakeProvider } from './renderPage';

const auth = (loggedIn: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    if (!loggedIn) throw new Error('ra.auth.auth_check_error');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
});

function renderRoute(path: string, loggedIn: boolean) {
  const seen: { location?: Location } = {};
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext
        authProvider={auth(loggedIn)}
        dataProvider={fakeProvider({
          dashboardCounts: async () => ({
            data: { totalRegisteredUsers: 1, totalAgents: 2, totalBusiness: 3, totalActiveCoupons: 4 },
          }),
          getList: async () => ({ data: [], total: 0 }),
        })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {/* The layout gives the pages the menu's entries (/Sidebar lists them). */}
        <MainItemsContext.Provider value={mainItems}>
          <Routes>
            {pageRoutes}
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MainItemsContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return () => seen.location?.pathname;
}

const PAGES = [
  ['/DashboardHome', 'Dashboard'],
  ['/Data', 'Flagged Feeds'],
  ['/WeeklyData', 'Manage Data'],
  ['/UploadData', 'CSV Upload'],
  ['/BusinessUploads', 'Business Bulk Uploads'],
  ['/Sidebar', 'Sidebar'],
] as const;

describe('pageRoutes', () => {
  test.each(PAGES)('%s loads its page (lazily) for a signed-in admin', async (path, heading) => {
    renderRoute(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  test.each(PAGES)('%s sends a visitor without a stored username to /login', async (path) => {
    const pathname = renderRoute(path, false);
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('spec routes are exact matches (SPEC 2), case included', () => {
  test.each([['/dashboardhome'], ['/WEEKLYDATA'], ['/businessuploads']])(
    '%s is not a spec screen',
    async (path) => {
      renderRoute(path, true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );
});

describe('SidebarPage', () => {
  test('lists the sidebar items as menu links, and Logout', async () => {
    renderRoute('/Sidebar', true);
    await screen.findByRole('heading', { level: 1, name: 'Sidebar' });
    const items = screen
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Dashboard', '/DashboardHome'],
      ['User Listing', '/DataListing'],
      ['Manage Stores', '/Stores'],
      ['Vendor Coupons', '/allCoupons'],
      ['Manage Agents', '/CreateAgent'],
      ['Uploads', '/BusinessUploads'],
      ['Logout', null],
    ]);
  });
});
