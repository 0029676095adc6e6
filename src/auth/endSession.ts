import { http } from '../api/http';
import { forgetSessionState, queryClient } from '../lib/appCaches';
import { nextSessionGeneration, runSessionEndHooks, sessionGeneration } from './session';

/**
 * The one end of an admin session's memory, on every path (the admin's own logout, a 401, a
 * logout or a 401 in another tab): every query is cancelled and every call aborted at once;
 * then, once the screens have gone (a cleared query under a mounted list would be asked again),
 * every record read, the provider's lists and the store's session state are forgotten. Where
 * to go next (/login) is the caller's: react-admin's logout, or the layout's session watch.
 */
export function endSession(): void {
  // From now on no reply to a call of this session is taken (src/resources/dataProvider.ts).
  nextSessionGeneration();
  const ended = sessionGeneration();
  void queryClient.cancelQueries();
  http.abortAll?.();
  setTimeout(() => {
    // A sign-in since then has forgotten all this already, and its own reads must stay.
    if (sessionGeneration() !== ended) return;
    queryClient.clear();
    forgetSessionState();
    runSessionEndHooks();
  }, 0);
}

/**
 * A sign-in starts from an empty memory: no record read in an earlier session (in this tab) is
 * there to be painted before the new session's own reads, whatever a late reply or a timer did.
 * react-admin's session check stays (the sign-in settles it).
 */
export function forgetEarlierSessions(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  forgetSessionState();
  runSessionEndHooks();
}
