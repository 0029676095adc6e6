// Loads the TypeScript message files of every locale through Vite's SSR loader (Node cannot
// import .ts itself) and flattens them to { 'app.menu.users': 'User Listing', ... }.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const LOCALE_DIR = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** Locale codes that have a src/i18n/<code>/index.ts, the reference locale first. */
export function findLocales(root, reference = 'en') {
  const dir = join(root, 'src/i18n');
  if (!existsSync(dir)) return [];
  const codes = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LOCALE_DIR.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  return codes.includes(reference) ? [reference, ...codes.filter((code) => code !== reference)] : codes;
}

/** { 'a.b': leaf } for every leaf; `problems` collects leaves that are not strings. */
export function flatten(tree, prefix = '', out = {}, problems = []) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out, problems);
    else problems.push(path);
  }
  return { messages: out, problems };
}

/** Loads every locale's merged messages: { code: { messages, problems, error? } }. */
export async function loadLocales(root, codes) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const result = {};
  try {
    for (const code of codes) {
      try {
        const module = await server.ssrLoadModule(`/src/i18n/${code}/index.ts`);
        result[code] = flatten(module.default);
      } catch (error) {
        result[code] = { messages: {}, problems: [], error: String(error?.message ?? error) };
      }
    }
  } finally {
    await server.close();
  }
  return result;
}
