import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, untyped
import { firstLoadFiles } from '../../scripts/first-load.mjs';

/**
 * The first load holds English only: the production build (dist/) is read as a browser would
 * load it — index.html's entry script and module preloads, plus their static imports — and
 * no other locale's message (nor the pseudo-locale) may be in it; each sits in lazy chunks.
 * The locales come from src/i18n/locales.json; their markers are texts of their JSON files
 * that differ from English.
 */
const DIST = 'dist';
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const MARKER_KEYS: [string, string[]][] = [
  ['common', ['app', 'menu', 'stores']],
  ['common', ['app', 'menu', 'users']],
  ['ra', ['ra', 'action', 'add_filter']],
  ['ra', ['ra', 'navigation', 'page_rows_per_page']],
];
const textAt = (tree: Record<string, unknown>, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
function markersOf(code: string): string[] {
  return MARKER_KEYS.map(([area, path]) => {
    const text = textAt(json(`src/i18n/${code}/${area}.json`), path);
    const english = textAt(json(`src/i18n/en/${area}.json`), path);
    return typeof text === 'string' && text !== english && text.length >= 6 ? text : undefined;
  }).filter((text): text is string => text !== undefined);
}
const MARKERS: Record<string, string[]> = Object.fromEntries([
  ...(json('src/i18n/locales.json') as { code: string }[])
    .filter(({ code }) => code !== 'en')
    .map(({ code }) => [code, markersOf(code)]),
  // The pseudo-locale's accent table, written as source or as escapes.
  ['en-XA', ['àƀçḓéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýž', '\\xE0\\u0180\\xE7\\u1E13']],
]);

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** Every file the first page load fetches: entry, preloads and their static imports, transitively. */
const firstLoad = (): string[] => (firstLoadFiles(DIST) as { js: string[] }).js;

const hasMarker = (text: string, locale: string) => MARKERS[locale].some((marker) => text.includes(marker));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('first-load bundle', () => {
  it('holds English only; every other locale and the pseudo-locale are lazy chunks', () => {
    const initial = firstLoad();
    expect(initial.length).toBeGreaterThan(0);
    const initialText = initial.map(read).join('\n');
    expect(initialText).toContain('Manage Stores');
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    const sizes: string[] = [];
    for (const locale of Object.keys(MARKERS)) {
      expect(MARKERS[locale].length, `texts of ${locale} that differ from English`).toBeGreaterThan(0);
      expect(hasMarker(initialText, locale), `${locale} messages in the first load`).toBe(false);
      const chunks = all.filter((name) => hasMarker(read(`assets/${name}`), locale));
      expect(chunks.length, `a lazy chunk with the ${locale} messages`).toBeGreaterThan(0);
      for (const name of chunks) {
        const text = read(`assets/${name}`);
        sizes.push(`${locale}: ${name} ${kb(text.length)} (gzip ${kb(gzipSync(text).length)})`);
      }
    }
    const gzip = initial.reduce((sum, file) => sum + gzipSync(read(file)).length, 0);
    console.log(
      `first load: ${initial.length} files, ${kb(initialText.length)} (gzip ${kb(gzip)})\n${sizes.join('\n')}`,
    );
  });
});
