import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/** react-admin's query of `authProvider.checkAuth` (ra-core's useAuthState), as every screen asks it. */
export const AUTH_CHECK_KEY = ['auth', 'checkAuth', {}] as const;
/** react-admin's query of the permissions (ra-core's usePermissions), as its router asks it. */
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;

/** A confirmed answer stays until the session's end clears it; a failure is asked again. */
const untilCleared = {
  staleTime: (query: { state: { status: string } }) =>
    query.state.status === 'success' ? Number.POSITIVE_INFINITY : 0,
};

/**
 * The session check, answered once per session instead of on every screen's mount.
 *
 * react-admin asks `checkAuth` again whenever a screen mounts (its query is stale at once), and
 * every component holding that query (`CoreAdminRoutes`, the layout's, each list's) re-renders
 * when it settles: a store update, which React renders synchronously, so on a cold load and on
 * each menu click the whole route tree was rendered again in one blocking task
 * (docs/performance.md, "Fewer blocking renders"). This console's `checkAuth` only reads the browser
 * (the stored username, the token cookie), and every way a session ends here goes through
 * `endSession()`, which clears react-query's cache: a confirmed session stays confirmed until
 * then. A failed check is asked again as before; Refresh (an invalidation) asks again too.
 *
 * For a signed-in admin the check starts before the first render, so the screens mount with
 * its answer instead of waiting for it. The same goes for the permissions react-admin's router
 * asks for: this console's auth provider has none (react-admin's answer is then `[]`), and that
 * answer settling re-rendered the router, so the whole layout, synchronously.
 */
export function primeAuthQueries(queryClient: QueryClient, authProvider: AuthProvider, signedIn: boolean) {
  for (const [, query] of [AUTH_CHECK_KEY, PERMISSIONS_KEY])
    queryClient.setQueryDefaults(['auth', query], untilCleared);
  // What react-admin's usePermissions answers without a getPermissions.
  if (!authProvider.getPermissions) queryClient.setQueryData(PERMISSIONS_KEY, []);
  if (signedIn)
    void queryClient.prefetchQuery({
      queryKey: AUTH_CHECK_KEY,
      queryFn: () => authProvider.checkAuth({}).then(() => true),
      retry: false,
    });
}
