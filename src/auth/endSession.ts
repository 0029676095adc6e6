import { http } from '../api/http';
import { forgetSessionState, queryClient } from '../lib/appCaches';
import { runSessionEndHooks } from './session';

/**
 * The one end of an admin session's memory, on every path (the admin's own logout, a 401, a
 * logout or a 401 in another tab): every query is cancelled and every call aborted at once;
 * then, once the screens have gone (a cleared query under a mounted list would be asked again),
 * every record read, the provider's lists and the store's session state are forgotten. Where
 * to go next (/login) is the caller's: react-admin's logout, or the layout's session watch.
 */
export function endSession(): void {
  void queryClient.cancelQueries();
  http.abortAll?.();
  setTimeout(() => {
    queryClient.clear();
    forgetSessionState();
    runSessionEndHooks();
  }, 0);
}
