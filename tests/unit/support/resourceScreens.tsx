import { configure, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { MockDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { createAppDataProvider, resourceRoutes } from '../../../src/resources';
import { type Captured, capture, renderRoutes, testHttp } from '../engine/helpers';

// These screens render react-admin, MUI and a seeded platform: on a busy machine a list refresh
// after a save can take seconds, so waiting is more patient than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 6000 });

/**
 * Screens of the real resources against the embedded mock platform API (a fresh seed per test),
 * with every request recorded for assertions.
 */
export function mockPlatform() {
  type Server = ReturnType<typeof createMockServer>['server'];
  const state = {
    db: undefined as unknown as MockDb,
    requests: [] as Captured[],
    server: undefined as unknown as Server,
  };
  let server: Server;
  beforeAll(() => {
    const mock = createMockServer();
    server = mock.server;
    state.server = server;
    state.db = mock.db;
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'GET') state.requests.push(await capture(request.clone()));
    });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    state.db.reset();
    state.requests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return state;
}

export const renderScreen = (path: string) =>
  renderRoutes(resourceRoutes, { dataProvider: createAppDataProvider(testHttp()), path });

export const columnHeaders = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);
};

/** The body rows of the list table. */
export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

export const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The spec's confirm text contains a double space; compare with whitespace collapsed. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The files the screen hands to the browser's download, as they are made. */
export function downloads(): Blob[] {
  const made: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made.push(blob as Blob);
    return 'blob:export';
  });
  return made;
}
