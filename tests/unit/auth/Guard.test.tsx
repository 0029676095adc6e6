import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCookie, getToken, setTokenCookie } from '../../../src/api/cookies';
import { authProvider } from '../../../src/auth/authProvider';
import { RequireRole } from '../../../src/auth/RequireRole';
import { i18nProvider } from '../../../src/i18n';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const profile = (role: string, status = 200) => {
  let calls = 0;
  server.use(
    http.get(`${API}/auth/me`, () => {
      calls += 1;
      return status === 200
        ? HttpResponse.json({
            data: { user: { role, firstName: 'Sam', lastName: 'Reader', email: 's@example.com' } },
          })
        : HttpResponse.json({ message: 'Please authenticate' }, { status });
    }),
  );
  return () => calls;
};

describe('/home (subscriber only)', () => {
  it('without a token goes to /login, without calling the profile', async () => {
    const calls = profile('subscriber');
    const view = renderAuth('/home');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(view.path()).toBe('/login');
    expect(calls()).toBe(0);
  });

  it('renders for the subscriber role', async () => {
    profile('subscriber');
    setTokenCookie('sub');
    renderAuth('/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Sam Reader')).toBeInTheDocument();
  });

  it('sends another role to /', async () => {
    profile('admin');
    setTokenCookie('adm');
    const view = renderAuth('/home');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(view.path()).toBe('/');
    expect(getToken()).toBe('adm');
  });

  it('on a profile failure clears the cookies and goes to /login', async () => {
    profile('subscriber', 401);
    setTokenCookie('expired');
    document.cookie = 'other=1; path=/';
    const view = renderAuth('/home');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(view.path()).toBe('/login');
    expect(getToken()).toBeUndefined();
    expect(getCookie('other')).toBeUndefined();
  });

  it('Logout clears the cookies and goes to /', async () => {
    profile('subscriber');
    setTokenCookie('sub');
    const view = renderAuth('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(view.path()).toBe('/');
    expect(getToken()).toBeUndefined();
  });
});

describe('RequireRole without roles', () => {
  const renderGuard = () =>
    render(
      <TestMemoryRouter initialEntries={['/open']}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route
              path="/open"
              element={
                <RequireRole>
                  <p>open content</p>
                </RequireRole>
              }
            />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );

  it('renders without a token', async () => {
    const calls = profile('subscriber');
    renderGuard();
    expect(await screen.findByText('open content')).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('with a token renders once the profile loads', async () => {
    const calls = profile('anything');
    setTokenCookie('t');
    renderGuard();
    expect(await screen.findByText('open content')).toBeInTheDocument();
    expect(calls()).toBeGreaterThan(0);
  });

  it('with a token whose profile fails clears the cookies and goes to /login', async () => {
    profile('x', 500);
    setTokenCookie('t');
    renderGuard();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });
});
