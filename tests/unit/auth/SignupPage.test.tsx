import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (label: RegExp) => screen.getByLabelText(label);
const LONG_RULE =
  '*Password must be a minimum of 8 alphanumeric characters, with at least 1 number, 1 character, 1 capital letter';

async function open() {
  const view = renderAuth('/signup');
  await screen.findByRole('heading', { name: 'Registration' });
  return { view, user: userEvent.setup() };
}

async function typeAll(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    fullName: /^Full Name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm Password/,
  };
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(labels[name]!));
    if (value) await user.type(field(labels[name]!), value);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Register' }));

describe('Registration screen', () => {
  it('shows the required messages on an empty submit', async () => {
    const { user } = await open();
    await submit(user);
    expect(await screen.findByText('*Full name is required')).toBeInTheDocument();
    expect(screen.getByText('*Email is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(screen.getByText('*Confirm Password is required')).toBeInTheDocument();
  });

  it.each([
    ['not-an-email', '*Please enter a valid email address'],
    ['a@b.co', '*Email must have at least 7 characters'],
    [`${'a'.repeat(40)}@example.com`, '*Email must be less than 50 characters'],
  ])('e-mail %j → %j', async (email, message) => {
    const { user } = await open();
    await typeAll(user, { email });
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['short1A', LONG_RULE],
    ['alllowercase1', LONG_RULE],
    ['NoDigitsHere', LONG_RULE],
    ['Has space 1A', LONG_RULE],
    ['Abcdefgh1234567890123', "*Password can't be longer than 20 characters"],
  ])('password %j → %j', async (password, message) => {
    const { user } = await open();
    await typeAll(user, { password });
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for matching passwords', async () => {
    const { user } = await open();
    await typeAll(user, { password: 'Secret@123', confirm: 'Secret@124' });
    await submit(user);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('registers, shows the server message and goes to /account_verification?email=', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/register`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          message: 'Registered, check your e-mail',
          user: { email: 'ada@example.com' },
        });
      }),
    );
    const { view, user } = await open();
    await typeAll(user, {
      fullName: 'Ada King Lovelace',
      email: 'ada@example.com',
      password: 'Secret@123',
      confirm: 'Secret@123',
    });
    await submit(user);
    expect(await screen.findByText('Registered, check your e-mail')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Account Verification' })).toBeInTheDocument();
    expect(view.path()).toBe('/account_verification?email=ada@example.com');
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      password: 'Secret@123',
    });
  });

  it('shows the server message on failure and keeps the form', async () => {
    server.use(
      http.post(`${API}/auth/register`, () =>
        HttpResponse.json({ message: 'Email already taken' }, { status: 400 }),
      ),
    );
    const { view, user } = await open();
    await typeAll(user, {
      fullName: 'Ada',
      email: 'ada@example.com',
      password: 'Secret@123',
      confirm: 'Secret@123',
    });
    await submit(user);
    expect(await screen.findByText('Email already taken')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(view.path()).toBe('/signup');
  });

  it('links back to login', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  });
});
