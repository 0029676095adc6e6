import { setupWorker } from 'msw/browser';
import { createDb, DEFAULT_STORAGE_KEY, type MockDb } from './db';
import { createHandlers } from './handlers';

export interface StartMockApiOptions {
  /** API base including the version; a path like '/mock-api/v1' is resolved against the page. */
  apiUrl: string;
  weeklyUrl: string;
  /** Users multiplier for performance runs; above 1 nothing is persisted. */
  scale?: number;
  /** Forget the stored data and start from the seed. */
  reset?: boolean;
}

declare global {
  interface Window {
    /** The mock platform's data, for poking at from the devtools console. */
    __mockDb?: MockDb;
  }
}

/** Starts the embedded platform API in a service worker (public/mockServiceWorker.js). */
export async function startMockApi({
  apiUrl,
  weeklyUrl,
  scale = 1,
  reset = false,
}: StartMockApiOptions): Promise<void> {
  const storage = window.localStorage;
  if (reset) storage.removeItem(DEFAULT_STORAGE_KEY);
  const db = createDb({ scale, storage });
  const absolute = (url: string) => new URL(url, window.location.origin).href;
  const worker = setupWorker(
    ...createHandlers(db, { apiUrl: absolute(apiUrl), weeklyUrl: absolute(weeklyUrl) }),
  );
  window.__mockDb = db;
  window.addEventListener('unhandledrejection', ignoreWorkerRecheck);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/**
 * MSW re-checks an already registered worker with `registration.update()` and does not wait for
 * it; when the page navigates meanwhile, Chromium drops the check and rejects that promise
 * ("Failed to update a ServiceWorker … mockServiceWorker.js: Not found"), an uncaught error in
 * the console that says nothing about the console or its data: the registered worker keeps
 * serving. Only that rejection is silenced.
 */
function ignoreWorkerRecheck(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (
    reason instanceof Error &&
    /^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js/.test(reason.message)
  ) {
    event.preventDefault();
  }
}
