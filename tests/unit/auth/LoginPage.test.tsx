import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '../../../src/api/cookies';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  return user;
};

describe('Admin Login screen', () => {
  it('shows the heading, fields, password toggle and Remember me at / and /login', async () => {
    for (const path of ['/', '/login']) {
      const { unmount } = renderAuth(path);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
      unmount();
    }
  });

  it('puts the focus in the e-mail field once the screen has painted', async () => {
    renderAuth('/login');
    const email = await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows the required messages on an empty submit', async () => {
    renderAuth('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('*Email is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail and one over 100 characters', async () => {
    renderAuth('/login');
    const user = await fill('not-an-email', 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('*Must be a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), `${'a'.repeat(95)}@example.com`);
    expect(await screen.findByText('*Email must be less than 100 characters')).toBeInTheDocument();
  });

  it('logs in, keeps the username and the token, and goes to /DashboardHome', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/adminlogin`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          status: 1,
          user: { userName: 'admin' },
          tokens: { access: { token: 'tok-1' } },
        });
      }),
    );
    const view = renderAuth('/login');
    const user = await fill('admin@example.com', 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(view.path()).toBe('/DashboardHome');
    expect(body).toEqual({ email: 'admin@example.com', password: 'Admin@123' });
    expect(localStorage.getItem('username')).toBe('admin');
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(getToken()).toBe('tok-1');
  });

  it('keeps the session for this browser session only when Remember me is unchecked', async () => {
    server.use(http.post(`${API}/auth/adminlogin`, () => HttpResponse.json({ status: 1 })));
    renderAuth('/login');
    const user = await fill('admin@example.com', 'Admin@123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sessionStorage.getItem('username')).toBe('admin@example.com');
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('shows the server message on failure, keeps the input and clears the loading state', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/auth/adminlogin`, async () => {
        await gate;
        return HttpResponse.json({ status: 0, message: 'Invalid email or password' });
      }),
    );
    const view = renderAuth('/login');
    const user = await fill('admin@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    expect(view.path()).toBe('/login');
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('sends a logged-in admin from / and /login to /DashboardHome', async () => {
    localStorage.setItem('username', 'admin');
    for (const path of ['/', '/login']) {
      const view = renderAuth(path);
      expect(await screen.findByText('dashboard')).toBeInTheDocument();
      expect(view.path()).toBe('/DashboardHome');
      view.unmount();
    }
  });

  it('links to password recovery, registration and the account login', async () => {
    renderAuth('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Account login' })).toHaveAttribute('href', '/DashboardLogin');
  });
});
