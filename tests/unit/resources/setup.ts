import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAppDataProvider } from '../../../src/resources/dataProvider';
import { type Captured, testHttp } from '../schema/helpers';

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
