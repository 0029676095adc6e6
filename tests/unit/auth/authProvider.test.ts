import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCookie, getToken, setTokenCookie } from '../../../src/api/cookies';
import { splitFullName } from '../../../src/auth/accountApi';
import { authProvider } from '../../../src/auth/authProvider';
import { hasExpiredSession, onSessionExpired } from '../../../src/auth/sessionExpiry';
import { draftKey, readDraft, writeDraft } from '../../../src/lib/drafts';

const API = 'http://api.test/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `path` with `reply` and records each request's JSON body and Authorization header. */
function record(method: 'get' | 'post', path: string, reply: object, status = 200) {
  const calls: { body: unknown; auth: string | null }[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      calls.push({ body: text ? JSON.parse(text) : undefined, auth: request.headers.get('authorization') });
      return HttpResponse.json(reply, { status });
    }),
  );
  return calls;
}

describe('authProvider.login (POST /auth/adminlogin)', () => {
  it('on status 1 keeps the username in localStorage, the token in the cookie, and goes to /DashboardHome', async () => {
    const calls = record('post', '/auth/adminlogin', {
      status: 1,
      user: { userName: 'admin' },
      tokens: { access: { token: 'abc' } },
    });
    const result = await authProvider.login({ email: 'admin@example.com', password: 'Admin@123' });
    expect(calls[0]?.body).toEqual({ email: 'admin@example.com', password: 'Admin@123' });
    expect(result).toEqual({ redirectTo: '/DashboardHome' });
    expect(localStorage.getItem('username')).toBe('admin');
    expect(getToken()).toBe('abc');
  });

  it('reads status and token inside a `data` wrapper too, and falls back to the typed login', async () => {
    record('post', '/auth/adminlogin', { data: { status: 1, tokens: { access: { token: 'wrapped' } } } });
    await authProvider.login({ username: ' admin@example.com ', password: 'x' });
    expect(localStorage.getItem('username')).toBe('admin@example.com');
    expect(getToken()).toBe('wrapped');
  });

  it('sets no cookie when the reply carries no token', async () => {
    record('post', '/auth/adminlogin', { status: 1 });
    await authProvider.login({ email: 'admin@example.com', password: 'x' });
    expect(getToken()).toBeUndefined();
  });

  it('with remember false keeps the username in sessionStorage only', async () => {
    localStorage.setItem('username', 'stale');
    record('post', '/auth/adminlogin', { status: 1, user: { userName: 'admin' } });
    await authProvider.login({ email: 'admin@example.com', password: 'x', remember: false });
    expect(sessionStorage.getItem('username')).toBe('admin');
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('rejects with the server message when status is not 1, storing nothing', async () => {
    record('post', '/auth/adminlogin', { status: 0, message: 'Invalid email or password' });
    await expect(authProvider.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(localStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
  });

  it('rejects with the server message of an HTTP error', async () => {
    record('post', '/auth/adminlogin', { message: 'Too many attempts' }, 429);
    await expect(authProvider.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Too many attempts',
      status: 429,
    });
  });
});

describe('authProvider session methods', () => {
  it('checkAuth accepts a username in localStorage or sessionStorage and rejects to /login without', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    localStorage.setItem('username', 'admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    localStorage.clear();
    sessionStorage.setItem('username', 'admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('a session begun with a token needs it: a username without its cookie goes to /login, and is forgotten', async () => {
    record('post', '/auth/adminlogin', {
      status: 1,
      user: { userName: 'admin' },
      tokens: { access: { token: 'abc' } },
    });
    await authProvider.login({ email: 'admin@example.com', password: 'Admin@123', remember: true });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    // The browser was closed: the token cookie ended with it, the username in localStorage did not.
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('username')).toBeNull();
  });

  it("Remember me gives the token cookie a lifetime: the login reply's expiry", async () => {
    const written: string[] = [];
    // The document's own cookie accessor, wherever happy-dom defines it on the prototype chain.
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      const expires = new Date(Date.now() + 7_200_000).toISOString();
      record('post', '/auth/adminlogin', {
        status: 1,
        user: { userName: 'admin' },
        tokens: { access: { token: 'abc', expires } },
      });
      await authProvider.login({ email: 'admin@example.com', password: 'Admin@123', remember: true });
      await authProvider.login({ email: 'admin@example.com', password: 'Admin@123', remember: false });
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    const tokens = written.filter((cookie) => cookie.startsWith('token=abc'));
    expect(tokens[0]).toMatch(/; Max-Age=(7199|7200);/);
    expect(tokens[1]).not.toMatch(/Max-Age/);
  });

  it('logout clears every cookie and the stored username, then goes to /', async () => {
    localStorage.setItem('username', 'admin');
    sessionStorage.setItem('username', 'admin');
    localStorage.setItem('RaStore.locale', '"fr"');
    localStorage.setItem('csvsheet_id', 'sheet-7');
    localStorage.setItem('scrap_status', 'Done');
    setTokenCookie('abc');
    document.cookie = 'other=1; path=/';
    expect(await authProvider.logout({})).toBe('/');
    expect(getToken()).toBeUndefined();
    expect(getCookie('other')).toBeUndefined();
    expect(localStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    // Only the session goes: other settings stay, and so does the platform's weekly sheet pointer.
    expect(localStorage.getItem('RaStore.locale')).toBe('"fr"');
    expect(localStorage.getItem('csvsheet_id')).toBe('sheet-7');
    expect(localStorage.getItem('scrap_status')).toBe('Done');
  });

  it('checkError on 401 ends the session but lets the error go on as a failure', async () => {
    // Throwing would make react-admin resolve the refused call with empty data, and its
    // success handler would run ("user updated successfully" after a 401).
    setTokenCookie('abc');
    localStorage.setItem('username', 'admin');
    document.cookie = 'other=1; path=/';
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem('username')).toBeNull();
    expect(getCookie('other')).toBe('1');
  });

  it('any call that meets a 401 ends the admin session and still fails; sign-in returns to that screen', async () => {
    setTokenCookie('abc');
    localStorage.setItem('username', 'admin');
    window.history.replaceState(null, '', '/DataListing/u1?page=2');
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    record('get', '/auth/me', { status: 0, code: 401, message: 'Please authenticate' }, 401);
    await expect(authProvider.fetchProfile()).rejects.toMatchObject({
      status: 401,
      message: 'Please authenticate',
    });
    stop();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem('username')).toBeNull();
    expect(hasExpiredSession()).toBe(true);

    record('post', '/auth/adminlogin', { status: 1, user: { userName: 'admin' } });
    const result = await authProvider.login({ email: 'admin', password: 'Admin@123' });
    expect(result).toEqual({ redirectTo: '/DataListing/u1?page=2' });
    expect(hasExpiredSession()).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it('another admin signing in after an expired session starts on the dashboard, without the drafts', async () => {
    localStorage.setItem('username', 'admin');
    window.history.replaceState(null, '', '/Stores/s1');
    writeDraft(draftKey('stores', 's1'), { businessName: 'Typed by admin' });
    await authProvider.checkError({ status: 401 });
    record('post', '/auth/adminlogin', { status: 1, user: { userName: 'someone-else' } });
    const result = await authProvider.login({ email: 'someone-else', password: 'x' });
    expect(result).toEqual({ redirectTo: '/DashboardHome' });
    expect(readDraft(draftKey('stores', 's1'))).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });

  it('checkError keeps the session on other errors', async () => {
    setTokenCookie('abc');
    localStorage.setItem('username', 'admin');
    for (const status of [400, 403, 404, 500]) {
      await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    }
    await expect(authProvider.checkError(new TypeError('Failed to fetch'))).resolves.toBeUndefined();
    expect(getToken()).toBe('abc');
    expect(localStorage.getItem('username')).toBe('admin');
  });

  it('getIdentity returns the username', async () => {
    await expect(authProvider.getIdentity?.()).rejects.toThrow();
    localStorage.setItem('username', 'admin');
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'admin', fullName: 'admin' });
  });

  it('asks for no permissions: an admin screen loads without a GET /auth/me (the username gates it)', () => {
    // react-admin calls getPermissions on every load when it exists; the role is only read by the
    // /home guard (RequireRole), so the admin screens make no profile call before their own.
    expect(authProvider.getPermissions).toBeUndefined();
  });
});

describe('authProvider account calls', () => {
  it('register splits the full name on the first space and reads message and user.email', async () => {
    const calls = record('post', '/auth/register', {
      message: 'Registered',
      user: { email: 'ada@example.com' },
    });
    const reply = await authProvider.register({
      fullName: ' Ada  King Lovelace ',
      email: 'ada@example.com',
      password: 'Secret@123',
    });
    expect(calls[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      password: 'Secret@123',
    });
    expect(reply).toEqual({ message: 'Registered', email: 'ada@example.com' });
  });

  it('sends the documented bodies for the OTP and password-reset calls', async () => {
    const verify = record('post', '/auth/verify-otp', { message: 'ok' });
    const resend = record('post', '/auth/send-verify-otp', {});
    const forgot = record('post', '/auth/forgot-password', { message: 'sent' });
    const resetOtp = record('post', '/auth/verify-reset-otp', {});
    const reset = record('post', '/auth/reset-password', {});
    expect(await authProvider.verifyOtp({ email: 'a@b.co', otp: '1234' })).toEqual({ message: 'ok' });
    expect(await authProvider.resendVerifyOtp({ email: 'a@b.co' })).toEqual({ message: undefined });
    expect(await authProvider.forgotPassword({ email: 'a@b.co' })).toEqual({ message: 'sent' });
    await authProvider.verifyResetOtp({ email: 'a@b.co', otp: '4321' });
    await authProvider.resetPassword({ email: 'a@b.co', password: 'New@1234', otpNumber: '4321' });
    expect(verify[0]?.body).toEqual({ email: 'a@b.co', otp: '1234' });
    expect(resend[0]?.body).toEqual({ email: 'a@b.co' });
    expect(forgot[0]?.body).toEqual({ email: 'a@b.co' });
    expect(resetOtp[0]?.body).toEqual({ email: 'a@b.co', otp: '4321' });
    expect(reset[0]?.body).toEqual({ email: 'a@b.co', password: 'New@1234', otpNumber: '4321' });
  });

  it('rejects an OTP call with the server message', async () => {
    record('post', '/auth/verify-otp', { message: 'Invalid OTP' }, 400);
    await expect(authProvider.verifyOtp({ email: 'a@b.co', otp: '0000' })).rejects.toMatchObject({
      message: 'Invalid OTP',
    });
  });

  it('loginWithToken (POST /auth/login) keeps tokens.access.token in the cookie and returns the role', async () => {
    const calls = record('post', '/auth/login', {
      user: { role: 'subscriber' },
      tokens: { access: { token: 'sub-token' } },
    });
    const reply = await authProvider.loginWithToken({ email: 's@example.com', password: 'x' });
    expect(calls[0]?.body).toEqual({ email: 's@example.com', password: 'x' });
    expect(reply.role).toBe('subscriber');
    expect(getToken()).toBe('sub-token');
    // A token login is not an admin session.
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('loginWithToken fails without a token in the reply', async () => {
    record('post', '/auth/login', { user: { role: 'subscriber' } });
    await expect(
      authProvider.loginWithToken({ email: 's@example.com', password: 'x' }),
    ).rejects.toMatchObject({
      message: 'app.errors.unexpected_reply',
    });
    expect(getToken()).toBeUndefined();
  });
});

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada', 'Ada', ''],
    ['  Ada   King  Lovelace ', 'Ada', 'King Lovelace'],
    ['', '', ''],
  ])('%j → %j / %j', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
});
