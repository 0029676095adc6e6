#!/usr/bin/env node
// Prints what the login page loads before its first paint in a built app (default dist/):
// index.html's entry script and module preloads, their static imports (transitively) and the CSS
// they link, raw and gzip. `node scripts/first-load.mjs [dist] [--json] [--page DataListing/index.html]`
// (another page of the build: a list's page asks for its list's code too).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const pageAt = args.indexOf('--page');
const page = pageAt >= 0 ? args[pageAt + 1] : 'index.html';
const dist = args.find((arg, i) => !arg.startsWith('--') && i !== pageAt + 1) ?? 'dist';

/**
 * The scripts a page starts: its script tags and module preloads, and the app's entry and preloads
 * that the first frame's chooser requests (the #console-boot block), as paths under the build.
 */
export function startFiles(html) {
  const tags = [
    ...html.matchAll(
      /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  const block = /<script type="application\/json" id="console-boot">([^<]*)<\/script>/.exec(html);
  const boot = block ? JSON.parse(block[1]) : { entry: null, preload: [] };
  const started = [boot.entry, ...boot.preload].filter(Boolean).map((url) => url.replace(/^\.?\//, ''));
  return [...tags, ...started];
}

/** `page`: the page's HTML under the build (a list's own page, `DataListing/index.html`). */
export function firstLoadFiles(root = dist, page = 'index.html') {
  const readIn = (file) => readFileSync(join(root, file), 'utf8');
  const html = readIn(page);
  const start = startFiles(html);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of readIn(file).matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(dir + match[1].slice(2));
    }
  }
  return { js: [...seen], css };
}

/** Sizes of the first load of a built app: { js: { files, raw, gzip }, css: { … } }. */
export function firstLoadSizes(root = dist, page = 'index.html') {
  const { js, css } = firstLoadFiles(root, page);
  const measure = (files) =>
    files.map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return { file, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
    });
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const jsSizes = measure(js);
  const cssSizes = measure(css);
  return {
    js: { files: jsSizes, raw: sum(jsSizes, 'raw'), gzip: sum(jsSizes, 'gzip') },
    css: { files: cssSizes, raw: sum(cssSizes, 'raw'), gzip: sum(cssSizes, 'gzip') },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = firstLoadSizes(dist, page);
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    for (const item of [...result.js.files, ...result.css.files])
      console.log(`${item.file}\t${item.raw}\t${item.gzip}`);
    console.log(
      `first-load JS: ${result.js.files.length} files, ${result.js.raw} bytes raw, ${result.js.gzip} bytes gzip`,
    );
    console.log(
      `first-load CSS: ${result.css.files.length} files, ${result.css.raw} bytes raw, ${result.css.gzip} bytes gzip`,
    );
  }
}
