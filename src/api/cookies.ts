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

export function setTokenCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
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
