// What each built chunk holds, module by module, so that a size budget that fails can say what
// grew (tests/budget/). The build writes it beside node_modules' other caches, not into the
// served folder: node_modules/.cache/module-sizes/<outDir>.json, { chunk file: { module: bytes } }.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const CACHE = resolve('node_modules/.cache/module-sizes');

/** The module path as the repository names it: `src/…`, or `react-dom/…` for a package. */
export function moduleName(id, root = process.cwd()) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackages = path.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return path.slice(inPackages + '/node_modules/'.length);
  return path.startsWith('/') ? relative(root, path) : path;
}

/** A Vite plugin (builds only) writing each chunk's modules and their rendered bytes. */
export function moduleSizes() {
  let outDir = 'dist';
  return {
    name: 'console:module-sizes',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const chunks = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = {};
        for (const [id, info] of Object.entries(item.modules)) {
          const name = moduleName(id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        chunks[item.fileName] = modules;
      }
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(join(CACHE, `${basename(outDir)}.json`), `${JSON.stringify(chunks)}\n`);
    },
  };
}

/** The sizes the last build of `dist` wrote: { chunk file: { module: bytes } }. */
export function readModuleSizes(dist = 'dist') {
  return JSON.parse(readFileSync(join(CACHE, `${basename(dist)}.json`), 'utf8'));
}

/** The modules of these chunks, summed: { module: bytes }. */
export function modulesOf(chunks, files) {
  const total = {};
  for (const file of files) {
    for (const [name, bytes] of Object.entries(chunks[file] ?? {})) {
      total[name] = (total[name] ?? 0) + bytes;
    }
  }
  return total;
}

/** What grew from `before` to `now` (new modules included), largest first: [{ module, before, now, grew }]. */
export function grown(before, now) {
  return Object.entries(now)
    .map(([module, bytes]) => ({
      module,
      before: before[module] ?? 0,
      now: bytes,
      grew: bytes - (before[module] ?? 0),
    }))
    .filter((item) => item.grew > 0)
    .sort((a, b) => b.grew - a.grew);
}

/** What grew, as lines to print when a budget fails: `  +120 B  src/x.ts (800 → 920)`. */
export function growthReport(before, now, limit = 20) {
  const items = grown(before, now);
  if (items.length === 0) return '  (no module grew: the same code compresses worse, or a module moved in)';
  const lines = items
    .slice(0, limit)
    .map(
      ({ module, before: was, now: is, grew }) =>
        `  +${grew} B  ${module} (${was ? `${was} → ${is}` : `new, ${is}`})`,
    );
  if (items.length > limit) lines.push(`  … and ${items.length - limit} more`);
  return lines.join('\n');
}
