import type { ResourceMock } from './resourceMock';

/**
 * Every resource's own mock (`src/resources/<name>/mock.ts`, exporting `mock`): found by the
 * bundler, so adding one needs no line here. The one place the mock core reaches into
 * src/resources (scripts/check-layers.mjs holds the rest of mocks/ to none). Only the mock API
 * imports these; the console's bundle for a real API never contains them.
 */
export const resourceMocks: readonly ResourceMock[] = Object.values(
  import.meta.glob<ResourceMock>('../src/resources/*/mock.ts', { eager: true, import: 'mock' }),
);
