import { screen } from '@testing-library/react';
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

const loginReply = (role: string) =>
  server.use(
    http.post(`${API}/auth/login`, () =>
      HttpResponse.json({ user: { role }, tokens: { access: { token: `${role}-token` } } }),
    ),
    http.get(`${API}/auth/me`, () => HttpResponse.json({ data: { user: { role, email: 's@example.com' } } })),
  );

async function logIn(path = '/DashboardLogin') {
  const view = renderAuth(path);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 's@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Subscriber@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

describe('Legacy routes', () => {
  it('/DashboardLogin is the account login (POST /auth/login)', async () => {
    renderAuth('/DashboardLogin');
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeInTheDocument();
  });

  it('/DeshboardLogin (the spec’s misspelt link) lands on /DashboardLogin', async () => {
    const view = renderAuth('/DeshboardLogin');
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeInTheDocument();
    expect(view.path()).toBe('/DashboardLogin');
  });

  it('/DashboardSignin opens registration', async () => {
    const view = renderAuth('/DashboardSignin');
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(view.path()).toBe('/signup');
  });
});

describe('Account login', () => {
  it('keeps the token, shows "Login successfully." and takes a subscriber to /home', async () => {
    loginReply('subscriber');
    const view = await logIn();
    expect(await screen.findByText('Login successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(view.path()).toBe('/home');
    expect(getToken()).toBe('subscriber-token');
  });

  it('takes any other role to /DashboardHome', async () => {
    loginReply('admin');
    const view = await logIn();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(view.path()).toBe('/DashboardHome');
  });

  it('shows the server message on failure and keeps the input', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Incorrect email or password' }, { status: 401 }),
      ),
    );
    const view = await logIn();
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('s@example.com');
    expect(view.path()).toBe('/DashboardLogin');
    expect(getToken()).toBeUndefined();
  });
});
