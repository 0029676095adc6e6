import { QueryClient } from '@tanstack/react-query';
import { localStorageStore } from 'react-admin';
import { Journal } from './journal';

/**
 * The app's two places of kept state, made once: react-query's cache (every record read, the
 * provider's whole-array lists included: one cache) and react-admin's store (list parameters,
 * selections, preferences). The session's end empties both (src/auth/endSession.ts).
 */
export const queryClient = new QueryClient();
export const store = localStorageStore();
/** The admin's own change journal (./journal.ts): the session's, emptied at its end. */
export const journal = new Journal();

/** The store keys that are the browser's preferences, not the session's work: kept at its end. */
const PREFERENCES: ReadonlySet<string> = new Set(['locale', 'theme', 'sidebar.open']);

/** Forgets what the store holds of the session (filters, selections), keeping the preferences. */
export function forgetSessionState(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const prefix = 'RaStore.';
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix) && !PREFERENCES.has(key.slice(prefix.length)))
      keys.push(key.slice(prefix.length));
  }
  for (const key of keys) store.removeItem(key);
}
