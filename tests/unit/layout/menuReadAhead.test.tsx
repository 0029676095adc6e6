import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { Menu } from '../../../src/layout/Menu';
import { fakeProvider } from '../pages/renderPage';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
};

function renderMenu(path = '/DashboardHome') {
  const preloadList = vi.fn(async (_name: string) => undefined);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={auth}
        dataProvider={fakeProvider({ preloadList })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Menu />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return preloadList;
}

const entry = (name: string) => screen.getByRole('menuitem', { name });

describe('the menu reads a list ahead when its entry is pressed', () => {
  test('a mouse press on a list entry asks for its records (before the screen renders)', () => {
    const preloadList = renderMenu();
    fireEvent.pointerDown(entry('Manage Stores'), { pointerType: 'mouse' });
    expect(preloadList).toHaveBeenCalledWith('stores');
  });

  test('a tap (touch press, then click) asks on the click only; Enter clicks too', () => {
    const preloadList = renderMenu();
    fireEvent.pointerDown(entry('User Listing'), { pointerType: 'touch' });
    expect(preloadList).not.toHaveBeenCalled();
    fireEvent.click(entry('User Listing'));
    expect(preloadList).toHaveBeenCalledWith('users');
  });

  test("neither a page's entry nor the entry of the screen already shown asks", () => {
    const preloadList = renderMenu('/Stores');
    fireEvent.pointerDown(entry('Dashboard'), { pointerType: 'mouse' });
    fireEvent.pointerDown(entry('Manage Stores'), { pointerType: 'mouse' });
    fireEvent.click(entry('Manage Stores'));
    expect(preloadList).not.toHaveBeenCalled();
  });

  test('a failed read ahead is left to the list (nothing thrown here)', async () => {
    const preloadList = renderMenu();
    preloadList.mockRejectedValueOnce(new Error('Down'));
    fireEvent.pointerDown(entry('Manage Stores'), { pointerType: 'mouse' });
    await Promise.resolve();
    expect(preloadList).toHaveBeenCalledTimes(1);
  });
});
