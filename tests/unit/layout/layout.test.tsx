import { Dialog, DialogTitle, TextField } from '@mui/material';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { barWaits, holdBarForRows, releaseBar } from '../../../src/lib/fast/barAfterRows';
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

type HappyWindow = Window & {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
};
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

function renderLayout(path: string, store = memoryStore()) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={auth}
        dataProvider={fakeProvider({})}
        i18nProvider={i18nProvider}
        store={store}
      >
        <Layout>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/DashboardHome" element={<h1>Dashboard screen</h1>} />
            <Route
              path="/DataListing/1"
              element={
                <Dialog open aria-labelledby="edit-title">
                  <DialogTitle id="edit-title">Edit User</DialogTitle>
                  <TextField label="Full Name" />
                </Dialog>
              }
            />
          </Routes>
        </Layout>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

// The layout is a signed-in admin's: with no stored username it goes to /login (spec section 2).
beforeEach(() => localStorage.setItem('username', 'admin@example.com'));
afterEach(() => {
  releaseBar();
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

describe('the app bar on a phone keeps room for the page’s name', () => {
  afterEach(() => setViewport(1024, 768));

  test('at 390 px the language button is its icon alone, named with the current language', async () => {
    setViewport(390, 844);
    renderLayout('/DashboardHome');
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('title', 'Language: English');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button.textContent).toBe('');
    // Still the language menu.
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
    // The title may take two lines of smaller type rather than be cut to a few letters.
    const title = document.getElementById('react-admin-title') as HTMLElement;
    expect(getComputedStyle(title).whiteSpace).toBe('normal');
    expect(getComputedStyle(title).fontSize).toBe('16px');
  });

  test('wider, it shows the language’s name as its label', async () => {
    setViewport(1366, 768);
    renderLayout('/DashboardHome');
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    expect(screen.getByRole('button', { name: 'English' }).textContent).toBe('English');
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
  });
});

describe('the sidebar', () => {
  test('open, its entries wrap onto a second line instead of being cut', async () => {
    renderLayout('/DashboardHome', memoryStore({ locale: 'fr', sidebar: { open: true } }));
    const entry = await screen.findByRole('menuitem', { name: 'Coupons des vendeurs' }, { timeout: 5000 });
    const text = within(entry).getByText('Coupons des vendeurs');
    expect(getComputedStyle(text).whiteSpace).toBe('normal');
    expect(getComputedStyle(text).textOverflow).not.toBe('ellipsis');
  });

  test('an app bar that waited for the rows arrives without taking what an admin types in a dialog', async () => {
    const user = userEvent.setup();
    holdBarForRows();
    renderLayout('/DataListing/1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    // Behind the modal dialog, the page is hidden from the accessibility tree (hidden: true finds it).
    expect(screen.queryByRole('banner', { hidden: true })).toBeNull();
    const name = within(dialog).getByLabelText('Full Name');
    await user.type(name, 'Grace');
    // The list's first rows have shown: the app bar comes, the admin still typing.
    await act(async () => releaseBar());
    expect(barWaits()).toBe(false);
    await screen.findByRole('banner', { hidden: true });
    await screen.findByRole('button', { name: /Ada Admin/, hidden: true });
    await user.keyboard(' Hopper');
    expect(name).toHaveValue('Grace Hopper');
    expect(document.activeElement).toBe(name);
  });
});
