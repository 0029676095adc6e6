import { type SetupServer, setupServer } from 'msw/node';
import { createDb, type MockDb } from './db';
import { createHandlers } from './handlers';

export interface MockServerOptions {
  apiUrl?: string;
  weeklyUrl?: string;
  scale?: number;
  /** Pause before the AI description reply (default 0: tests should not wait). */
  aiDelayMs?: number;
}

export const TEST_API_URL = 'http://api.test/v1';
export const TEST_WEEKLY_URL = 'http://weekly.test';

/** A mock platform for tests: a freshly seeded, unpersisted db on each call. Call server.listen(). */
export function createMockServer(opts: MockServerOptions = {}): { server: SetupServer; db: MockDb } {
  const db = createDb({ scale: opts.scale });
  const server = setupServer(
    ...createHandlers(db, {
      apiUrl: opts.apiUrl ?? TEST_API_URL,
      weeklyUrl: opts.weeklyUrl ?? TEST_WEEKLY_URL,
      aiDelayMs: opts.aiDelayMs ?? 0,
    }),
  );
  return { server, db };
}
