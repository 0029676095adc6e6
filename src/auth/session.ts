/**
 * The admin session (spec sections 3 and 6): only the username is kept, and its presence marks
 * a logged-in admin. "Remember me" decides where it is kept: localStorage survives browser
 * restarts, sessionStorage ends with the browser session. Reads accept either.
 */
export const USERNAME_KEY = 'username';

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

export function getStoredUsername(): string | undefined {
  for (const storage of storages()) {
    const value = storage.getItem(USERNAME_KEY);
    if (value) return value;
  }
  return undefined;
}

export const isAdminLoggedIn = (): boolean => getStoredUsername() !== undefined;

/**
 * Set beside the username when the platform's login gave a token: from then on the session is the
 * username AND the token cookie (checkAuth). A platform whose admin login gives none (SPEC: the
 * admin routes use no token guard) keeps a username-only session.
 */
export const TOKEN_MARK_KEY = 'console:withToken';

let generation = 0;

/**
 * Which session the browser is in: a new number at every sign-in and every end. A reply to a call
 * made in one generation is dropped in another (src/resources/dataProvider.ts), so no record of
 * an ended session can reach the next one's screens, however late it comes.
 */
export const sessionGeneration = (): number => generation;

/** The session changed: a sign-in (storeUsername), or an end (endSession, on every path). */
export function nextSessionGeneration(): void {
  generation += 1;
}

export function storeUsername(username: string, remember: boolean, withToken = false): void {
  nextSessionGeneration();
  clearStoredUsername();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(USERNAME_KEY, username);
  if (withToken) storage.setItem(TOKEN_MARK_KEY, '1');
}

/** Whether this session was started with a token (so it needs one to go on). */
export const sessionNeedsToken = (): boolean => storages().some((storage) => storage.getItem(TOKEN_MARK_KEY));

export function clearStoredUsername(): void {
  for (const storage of storages()) {
    storage.removeItem(USERNAME_KEY);
    storage.removeItem(TOKEN_MARK_KEY);
  }
}

const endHooks = new Set<() => void>();

/** What else forgets the session's data when it ends in another tab (e.g. the lists kept in memory). */
export function whenSessionEnds(hook: () => void): () => void {
  endHooks.add(hook);
  return () => endHooks.delete(hook);
}

export function runSessionEndHooks(): void {
  for (const hook of [...endHooks]) hook();
}
