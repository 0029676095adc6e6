// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Frame } from '../../../src/firstFrame/renderFrames';
import { framePage, screenChunks, scriptHash } from '../../../src/firstFrame/vitePlugin';

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
    chunk('ResourceList.js', [`${SRC}/engine/views/ResourceList.tsx`], ['react.js', 'table.js']),
    chunk('table.js', ['/repo/node_modules/@mui/material/Table.js']),
    // Shared by several chunks, so no chunk starts it: the one holding it is its code.
    chunk(
      'localQuery.js',
      [`${SRC}/engine/localQuery.ts`, `${SRC}/engine/localFilter.ts`],
      ['values.js'],
      false,
    ),
    chunk('values.js', [`${SRC}/engine/localValues.ts`]),
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

describe('framePage: a page’s frames and their styles', () => {
  const frame = (locale: string, device: Frame['device'], styles: Record<string, string>): Frame => ({
    locale,
    device,
    route: '/DataListing',
    html: `<h1 class="css-a1">${locale}</h1>`,
    styles,
    globals: { g7: 'body{margin:0}' },
  });

  it('hands the styles to Emotion as its own server-rendered elements, each rule once', () => {
    const page = framePage([
      frame('en', 'phone', { a1: '.css-a1{color:red}', b2: '.css-b2{margin:0}' }),
      frame('fr', 'desktop', { a1: '.css-a1{color:red}', c3: '.css-c3{padding:0}' }),
    ]);
    // Emotion's cache reads the ids after the key and takes those rules as inserted; a global
    // style is found by its name.
    expect(page.emotion).toBe(
      '<style data-emotion="css-global g7">body{margin:0}</style>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
    );
    // The frame's own stylesheet only shows the chosen frame; the rules are not in it twice.
    expect(page.css).not.toContain('.css-a1');
    expect(page.css).toContain('html[data-first-frame="/DataListing en"] #first-frame');
    expect(page.markup).toContain('<div data-frame="/DataListing fr desktop">');
  });

  it('keys a route’s frame for an admin with something stored (`frameUnlessStored`) apart', () => {
    const page = framePage([frame('en', 'phone', {}), { ...frame('en', 'phone', {}), stored: true }]);
    expect(page.css).toContain('html[data-first-frame="/DataListing en"] #first-frame');
    expect(page.css).toContain('html[data-first-frame="/DataListing#stored en"] #first-frame');
    expect(page.markup).toContain('<div data-frame="/DataListing#stored en phone">');
  });

  it('refuses a frame that holds a script', () => {
    const bad = { ...frame('en', 'phone', {}), html: '<script>x()</script>' };
    expect(() => framePage([bad])).toThrow(/holds a script/);
  });
});

describe('scriptHash: the CSP source that allows the inline chooser', () => {
  it('is the SHA-256 of the script’s text, base64, as script-src takes it', () => {
    // The example of the CSP specification (and MDN's): alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
