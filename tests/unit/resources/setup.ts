import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAppDataProvider } from '../../../src/resources/dataProvider';
import { type Captured, testHttp } from '../engine/helpers';

/** One MSW server per file, failing on any request no handler expects. */
export function mappingServer() {
  const server = setupServer();
  const log: Captured[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
  });
  afterAll(() => server.close());
  return { server, log, provider: () => createAppDataProvider(testHttp()) };
}

export const page = (perPage = 10, page = 1) => ({
  pagination: { page, perPage },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
});

/**
 * The platform's list as the stale-write guard reads it again just before an update (not
 * recorded: `log` keeps the calls a test is about).
 */
export const platformHolds = (url: string, rows: unknown[], key = 'data') =>
  mswHttp.get(url, () => HttpResponse.json({ status: 1, [key]: rows }));
