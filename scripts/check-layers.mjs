#!/usr/bin/env node
/**
 * The layer rule (`npm run check:layers`, in .ci/run beside `check:circles`): a file may import
 * its own layer and the layers below it, never one above. Only the code's runtime imports count
 * (dpdm's TypeScript transform drops `import type`); lazy `import()` counts too.
 *
 *   0  api, lib, i18n, config.ts      HTTP, plain helpers, messages
 *   1  components                     inputs and widgets, no resource knowledge
 *   2  engine                         the engine: declarations → provider and screens
 *   3  auth, resources                the platform's resources and its sign-in
 *   4  pages, layout                  custom pages and the frame around them
 *   5  firstFrame, App.tsx, main.tsx  the app's root and the build's first frame
 *
 * mocks/ is the fake platform: beside the layers, it may import nothing of src/ at run time, and
 * nothing of src/resources even as a type. A resource's mock (src/resources/<name>/mock.ts) is
 * built on the mock core in mocks/, never the other way; the core finds the mocks through one
 * list, mocks/resourceMocks.ts (import.meta.glob, not an import). Only a resource's own mock.ts,
 * and the demo's start (main.tsx), may import mocks/.
 *
 * `node scripts/check-layers.mjs --probe` adds an upward import in memory and must fail.
 */
import { parseDependencyTree } from 'dpdm';

export const LAYERS = [
  [/^src\/(api|lib|i18n)\//, /^src\/config\.ts$/],
  [/^src\/components\//],
  [/^src\/engine\//],
  [/^src\/(auth|resources)\//],
  [/^src\/(pages|layout)\//],
  [/^src\/firstFrame\//, /^src\/(App|main)\.tsx$/],
];

export const layerOf = (file) => LAYERS.findIndex((layer) => layer.some((re) => re.test(file)));

const MAY_IMPORT_MOCKS = [/^src\/resources\/[^/]+\/mock\.ts$/, /^src\/main\.tsx$/];

/** Every import that breaks the rule, as "from → to (why)". `types`: the tree with type imports. */
export function violations(tree, types = {}) {
  const found = [];
  for (const [from, deps] of Object.entries(tree)) {
    for (const dep of deps ?? []) {
      const to = dep.id;
      if (!to || to.includes('node_modules')) continue;
      if (from.startsWith('mocks/') && to.startsWith('src/')) {
        found.push(`${from} → ${to} (the fake platform imports the app)`);
      } else if (from.startsWith('src/') && to.startsWith('mocks/')) {
        if (!MAY_IMPORT_MOCKS.some((re) => re.test(from)))
          found.push(`${from} → ${to} (the app imports the fake platform)`);
      } else if (from.startsWith('src/') && to.startsWith('src/')) {
        const [a, b] = [layerOf(from), layerOf(to)];
        if (a < 0) found.push(`${from} (in no layer)`);
        else if (b > a) found.push(`${from} → ${to} (layer ${a} imports layer ${b})`);
      }
    }
  }
  for (const [from, deps] of Object.entries(types)) {
    if (!from.startsWith('mocks/')) continue;
    for (const dep of deps ?? []) {
      if (dep.id?.startsWith('src/resources/'))
        found.push(`${from} → ${dep.id} (the fake platform imports a resource: mock.ts imports the core)`);
    }
  }
  return [...new Set(found)].sort();
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const tree = await parseDependencyTree(['src/**/*.{ts,tsx}', 'mocks/**/*.ts'], {
    context: process.cwd(),
    transform: true,
    skipDynamicImports: false,
  });
  if (process.argv.includes('--probe')) {
    tree['src/api/http.ts'] = [...(tree['src/api/http.ts'] ?? []), { id: 'src/App.tsx' }];
  }
  // mocks/ again, type imports kept: their arrows into src/resources count too.
  const mocksDir = `${process.cwd()}/mocks/`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const types = await parseDependencyTree('mocks/**/*.ts', {
    context: process.cwd(),
    include: new RegExp(`^${mocksDir}`),
    skipDynamicImports: false,
  });
  const found = violations(tree, types);
  for (const line of found) console.error(`✗ ${line}`);
  console.log(`${Object.keys(tree).length} files, ${found.length} upward imports`);
  process.exit(found.length ? 1 : 0);
}
