import { QueryClient } from '@tanstack/react-query';
import { type DataProvider, HttpError, useDataProvider } from 'react-admin';
import { abortError } from '../api/abort';
import { getToken } from '../api/cookies';
import { type HttpClient, http } from '../api/http';
import { getStoredUsername, sessionGeneration, sessionNeedsToken, whenSessionEnds } from '../auth/session';
import { type ActionsOf, buildDataProvider, useAction } from '../engine';
import { journal, queryClient } from '../lib/appCaches';
import type { Journal } from '../lib/journal';
import { type Declared, resources } from './registry';

/**
 * react-admin's methods plus every declared action, typed from the declarations themselves:
 * `dataProvider.markRegistered({ id })` takes the params and gives the result its resource
 * declared (`defineAction<P, R>`), with nothing to write twice.
 */
export type AppActions = ActionsOf<Declared>;
export type AppDataProvider = DataProvider & AppActions;
export type ActionName = keyof AppActions;

/**
 * A provider of the app's declarations; its lists live in `cache` (a fresh one unless given), its
 * writes go to `changes` (the admin's journal) when given.
 */
export const createAppDataProvider = (
  client = http,
  cache = new QueryClient(),
  changes?: Journal,
): AppDataProvider => buildDataProvider(resources, client, { queryClient: cache, journal: changes });

/**
 * The app's calls go out only inside an admin session (spec section 2): with no stored username
 * (signed out in another tab, say) a call is refused here, before any record is asked for. And a
 * reply belongs to the session that asked: one that comes after that session ended (a sign-out,
 * another tab's, a 401) ends as an aborted call, so no cache, list or screen of the next session
 * can be given the last one's records.
 */
export function sessionBound(client: HttpClient): HttpClient {
  return {
    ...client,
    request: async (path, options) => {
      if (!getStoredUsername() || (sessionNeedsToken() && !getToken()))
        throw new HttpError('ra.auth.auth_check_error', 401, null);
      const asked = sessionGeneration();
      const reply = await client.request(path, options);
      if (sessionGeneration() !== asked) throw abortError();
      return reply;
    },
  };
}

export const dataProvider: AppDataProvider = createAppDataProvider(sessionBound(http), queryClient, journal);
journal.setAdmin(() => getStoredUsername() ?? '');
whenSessionEnds(() => (dataProvider as { forgetRecords?: () => void }).forgetRecords?.());
whenSessionEnds(() => journal.clear());

/** The console's provider, typed (react-admin's hook, so 401 handling and caching apply). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();

/** A declared action by name, typed: `const { run, isPending } = useAppAction('markRegistered')`. */
export const useAppAction = <K extends ActionName>(name: K) => useAction<AppActions, K>(name);
