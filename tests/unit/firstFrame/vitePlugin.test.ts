// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenChunks } from '../../../src/firstFrame/vitePlugin';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
};
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facade = true): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade ? (moduleIds[0] ?? null) : null,
  moduleIds,
  imports,
});

const SRC = '/repo/src';
const bundle = Object.fromEntries(
  [
    chunk('index.js', [`${SRC}/main.tsx`], ['react.js']),
    chunk('react.js', ['/repo/node_modules/react/index.js']),
    chunk('ResourceList.js', [`${SRC}/schema/views/ResourceList.tsx`], ['react.js', 'table.js']),
    chunk('table.js', ['/repo/node_modules/@mui/material/Table.js']),
    // Shared by several chunks, so no chunk starts it: the one holding it is its code.
    chunk(
      'localQuery.js',
      [`${SRC}/schema/localQuery.ts`, `${SRC}/schema/localFilter.ts`],
      ['values.js'],
      false,
    ),
    chunk('values.js', [`${SRC}/schema/localValues.ts`]),
  ].map((item) => [item.fileName, item]),
);

describe('screenChunks: what a route’s page preloads beside the entry', () => {
  it('a list route gets the list’s code and the local engine its first read waits for, not the entry’s', () => {
    const codeOf = screenChunks(bundle as never, () => []);
    expect(codeOf('/DataListing').sort()).toEqual([
      'ResourceList.js',
      'localQuery.js',
      'table.js',
      'values.js',
    ]);
  });
});
