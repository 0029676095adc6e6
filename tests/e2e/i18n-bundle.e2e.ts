import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The first load holds English only: the production build (dist/) is read as a browser would
 * load it — index.html's entry script and module preloads, plus their static imports — and
 * no French, Spanish or pseudo-locale message may be in it; each sits in its own lazy chunk.
 */
const DIST = 'dist';
const MARKERS: Record<string, string[]> = {
  fr: ['Tableau de bord', 'Gérer les magasins', 'Êtes-vous sûr(e)'],
  es: ['Gestionar tiendas', 'Añadir filtro'],
  // The pseudo-locale's accent table, written as source or as escapes.
  'en-XA': ['àƀçḓéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýž', '\\xE0\\u0180\\xE7\\u1E13'],
};

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** Every file the first page load fetches: entry, preloads and their static imports, transitively. */
function firstLoad(): string[] {
  const html = read('index.html');
  const start = [
    ...html.matchAll(
      /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // Static `import … from "./x.js"` / `import "./x.js"`; dynamic import("./x.js") is excluded.
    for (const match of read(file).matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(dir + match[1].slice(2));
    }
  }
  return [...seen];
}

const hasMarker = (text: string, locale: string) => MARKERS[locale].some((marker) => text.includes(marker));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('first-load bundle', () => {
  it('holds English only; French, Spanish and the pseudo-locale are lazy chunks', () => {
    const initial = firstLoad();
    expect(initial.length).toBeGreaterThan(0);
    const initialText = initial.map(read).join('\n');
    expect(initialText).toContain('Manage Stores');
    const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    const sizes: string[] = [];
    for (const locale of Object.keys(MARKERS)) {
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
