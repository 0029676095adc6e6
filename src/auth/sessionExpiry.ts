import { removeCookie, TOKEN_COOKIE } from '../api/cookies';
import { clearStoredUsername, getStoredUsername } from './session';

/**
 * What happens when the platform answers 401 inside an admin session (spec section 8: "a 401
 * removes the token cookie and redirects to /login").
 *
 * react-admin's own path for this (checkError throwing → logout) resolves the failed call with
 * empty data, so a save that was refused runs its success handler ("user updated successfully"
 * after a 401). Here the API layer ends the session itself and the call still fails: the screen
 * shows the failure, keeps the admin's input (drafts), and the layout's listener goes to /login.
 * After signing in again the console returns to the screen the admin was on.
 */
const RETURN_KEY = 'console:returnTo';
const OWNER_KEY = 'console:draftOwner';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to "the session has just ended"; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** The API layer calls this on any 401; outside an admin session only the token goes. */
export function expireSession(): void {
  removeCookie(TOKEN_COOKIE);
  const username = getStoredUsername();
  if (!username) return;
  const { pathname, search } = window.location;
  storage()?.setItem(RETURN_KEY, `${pathname}${search}`);
  storage()?.setItem(OWNER_KEY, username);
  clearStoredUsername();
  for (const listener of [...listeners]) listener();
}

/** True while the login screen is shown because a session ended (not after a deliberate logout). */
export const hasExpiredSession = (): boolean => Boolean(storage()?.getItem(RETURN_KEY));

/**
 * Where to go after signing in: the screen the expired session was on, once. Drafts left by
 * another admin in this tab are not offered to this one (`onOtherOwner` clears them).
 */
export function takeReturnPath(username: string, onOtherOwner: () => void): string | undefined {
  const target = storage()?.getItem(RETURN_KEY) ?? undefined;
  const owner = storage()?.getItem(OWNER_KEY);
  storage()?.removeItem(RETURN_KEY);
  storage()?.removeItem(OWNER_KEY);
  if (owner && owner.toLowerCase() !== username.toLowerCase()) {
    onOtherOwner();
    return undefined;
  }
  return target?.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

/** A deliberate logout forgets where the last session was. */
export function forgetExpiredSession(): void {
  storage()?.removeItem(RETURN_KEY);
  storage()?.removeItem(OWNER_KEY);
}
