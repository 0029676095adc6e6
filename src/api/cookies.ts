/** The platform's session cookie: named `token`, path /. */
export const TOKEN_COOKIE = 'token';

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** How long a remembered token is kept when neither the platform nor the token says (docs/auth.md). */
export const REMEMBER_DEFAULT_SECONDS = 7 * 24 * 60 * 60;

/** A JWT's `exp` (seconds since 1970), if the token is one. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds a remembered token lives: until its own expiry when known (the login reply's
 * `tokens.access.expires`, else a JWT's `exp`), else REMEMBER_DEFAULT_SECONDS. Never negative.
 */
export function tokenLifetime(token: string, expires?: unknown, now = Date.now()): number {
  const stated =
    typeof expires === 'string' || typeof expires === 'number' ? new Date(expires).getTime() : Number.NaN;
  const jwt = jwtExpiry(token);
  const until = Number.isFinite(stated) ? stated : jwt !== undefined ? jwt * 1000 : undefined;
  if (until === undefined) return REMEMBER_DEFAULT_SECONDS;
  return Math.max(0, Math.floor((until - now) / 1000));
}

/**
 * The `token` cookie (path /, SameSite=Lax, Secure on https). `remember`: it outlives the browser
 * session (Max-Age from `tokenLifetime`); otherwise it ends with the browser session, like the
 * username kept in sessionStorage.
 */
export function setTokenCookie(
  token: string,
  { remember = false, expires }: { remember?: boolean; expires?: unknown } = {},
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = remember ? `; Max-Age=${tokenLifetime(token, expires)}` : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/${lifetime}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** Logout clears every cookie this origin can see (the spec: "clears all cookies"). */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = decodeURIComponent(part.split('=')[0]?.trim() ?? '');
    if (name) removeCookie(name);
  }
}

export const getToken = (): string | undefined => getCookie(TOKEN_COOKIE) || undefined;
