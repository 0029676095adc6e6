import { removeCookie, TOKEN_COOKIE } from '../api/cookies';
import { routerPath } from '../config';
import { endSession } from './endSession';
import { clearStoredUsername, getStoredUsername } from './session';
import { announceSession } from './sessionSync';

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
/** Set while the login form should say the session has ended (here or in another tab). */
const NOTICE_KEY = 'console:sessionEnded';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to "the session has just ended"; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** Keeps where this tab was and whose drafts it holds, for after signing in again. */
function keepPlace(username: string, place = `${routerPath()}${window.location.search}`): void {
  storage()?.setItem(RETURN_KEY, place);
  storage()?.setItem(OWNER_KEY, username);
  storage()?.setItem(NOTICE_KEY, '1');
}

/** The API layer calls this on any 401; outside an admin session only the token goes. */
export function expireSession(): void {
  removeCookie(TOKEN_COOKIE);
  const username = getStoredUsername();
  if (!username) return;
  keepPlace(username);
  clearStoredUsername();
  endSession();
  announceSession({ type: 'ended', reason: 'expired', username });
  for (const listener of [...listeners]) listener();
}

/**
 * Another tab ended the session: this one ends it too. After an expiry its drafts and its place
 * are kept, as after its own 401; after a deliberate logout they go, as after its own logout.
 * Either way the login form says the session has ended.
 */
export function endSessionHere(
  reason: 'logout' | 'expired',
  username: string,
  place: string,
  clearDrafts: () => void,
): void {
  clearStoredUsername();
  if (reason === 'expired') keepPlace(username, place);
  else {
    clearDrafts();
    forgetExpiredSession();
    storage()?.setItem(NOTICE_KEY, '1');
  }
}

/** True while the login screen should say the session ended (not after this tab's own logout). */
export const hasExpiredSession = (): boolean => Boolean(storage()?.getItem(NOTICE_KEY));

/** The admin signed in (here or in another tab): the "session ended" notice is out of date. */
export function dropSessionNotice(): void {
  storage()?.removeItem(NOTICE_KEY);
}

/**
 * Where to go after signing in: the screen the expired session was on, once. Drafts left by
 * another admin in this tab are not offered to this one (`onOtherOwner` clears them).
 */
export function takeReturnPath(username: string, onOtherOwner: () => void): string | undefined {
  const target = storage()?.getItem(RETURN_KEY) ?? undefined;
  const owner = storage()?.getItem(OWNER_KEY);
  storage()?.removeItem(RETURN_KEY);
  storage()?.removeItem(OWNER_KEY);
  dropSessionNotice();
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
  dropSessionNotice();
}
