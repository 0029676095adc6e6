import { afterEach, describe, expect, it } from 'vitest';
import {
  getToken,
  REMEMBER_DEFAULT_SECONDS,
  removeCookie,
  setTokenCookie,
  TOKEN_COOKIE,
  tokenLifetime,
} from '../../../src/api/cookies';

/** A JWT whose payload says `exp` (the signature is not the console's to check). */
const jwt = (exp: number) =>
  `e30.${btoa(JSON.stringify({ sub: 'admin', exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('the token cookie and its lifetime', () => {
  afterEach(() => removeCookie(TOKEN_COOKIE));

  // [case, token, the login reply's expires, seconds]
  const cases: [string, string, unknown, number][] = [
    ['no expiry known: the documented default (7 days)', 'opaque-token', undefined, REMEMBER_DEFAULT_SECONDS],
    ["the login reply's expiry wins", jwt(NOW / 1000 + 60), new Date(NOW + 3_600_000).toISOString(), 3600],
    ["a JWT's exp when the reply says nothing", jwt(NOW / 1000 + 86_400), undefined, 86_400],
    ['an expiry already past: zero, never negative', jwt(NOW / 1000 - 10), undefined, 0],
    ['an unreadable expiry: the JWT, else the default', 'opaque', 'not a date', REMEMBER_DEFAULT_SECONDS],
    ['a JWT whose payload is not JSON: the default', 'a.%%%.b', undefined, REMEMBER_DEFAULT_SECONDS],
  ];
  it.each(cases)('%s', (_, token, expires, seconds) => {
    expect(tokenLifetime(token, expires, NOW)).toBe(seconds);
  });

  it('Remember me: the cookie gets a Max-Age; without it, a browser-session cookie', () => {
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: (value: string) => written.push(value),
    });
    try {
      setTokenCookie('abc', { remember: true });
      setTokenCookie('abc');
    } finally {
      // Back to the document's own cookie jar.
      delete (document as { cookie?: string }).cookie;
    }
    expect(written[0]).toBe(`token=abc; path=/; Max-Age=${REMEMBER_DEFAULT_SECONDS}; SameSite=Lax`);
    expect(written[1]).toBe('token=abc; path=/; SameSite=Lax');
  });

  it('is read back as the token', () => {
    setTokenCookie('t0k3n', { remember: true });
    expect(getToken()).toBe('t0k3n');
  });
});
