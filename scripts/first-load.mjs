#!/usr/bin/env node
// Prints what the login page loads before its first paint in a built app (default dist/):
// index.html's entry script and module preloads, their static imports (transitively) and the CSS
// they link, raw and gzip. `node scripts/first-load.mjs [dist] [--json]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const read = (file) => readFileSync(join(dist, file), 'utf8');

export function firstLoadFiles(root = dist) {
  const readIn = (file) => readFileSync(join(root, file), 'utf8');
  const html = readIn('index.html');
  const start = [
    ...html.matchAll(
      /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1] ?? match[2]);
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

const { js, css } = firstLoadFiles();
const measure = (files) =>
  files.map((file) => {
    const text = read(file);
    return { file, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
  });
const jsSizes = measure(js);
const cssSizes = measure(css);
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const result = {
  js: { files: jsSizes, raw: sum(jsSizes, 'raw'), gzip: sum(jsSizes, 'gzip') },
  css: { files: cssSizes, raw: sum(cssSizes, 'raw'), gzip: sum(cssSizes, 'gzip') },
};
if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  for (const item of [...jsSizes, ...cssSizes]) console.log(`${item.file}\t${item.raw}\t${item.gzip}`);
  console.log(`first-load JS: ${js.length} files, ${result.js.raw} bytes raw, ${result.js.gzip} bytes gzip`);
  console.log(
    `first-load CSS: ${css.length} files, ${result.css.raw} bytes raw, ${result.css.gzip} bytes gzip`,
  );
}
