import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The message files as data, for tests that compare locales: every locale listed in
 * src/i18n/locales.json (so a new locale is tested without editing any test).
 */
export const I18N_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../src/i18n');

export interface LocaleEntry {
  code: string;
  name: string;
  direction: string;
}
export type Tree = { [key: string]: string | Tree };

export const localeList: LocaleEntry[] = JSON.parse(readFileSync(join(I18N_DIR, 'locales.json'), 'utf8'));
export const localeCodes = localeList.map((entry) => entry.code);
/** Every locale but English (the reference). */
export const translationCodes = localeCodes.filter((code) => code !== 'en');

/** One area file of one locale, e.g. areaOf('fr', 'pages') = src/i18n/fr/pages.json. */
export const areaOf = (code: string, area: string): Tree =>
  JSON.parse(readFileSync(join(I18N_DIR, code, `${area}.json`), 'utf8'));

/** The area files of a locale's folder: ['auth', 'common', …]. */
export const areasOf = (code: string): string[] =>
  readdirSync(join(I18N_DIR, code))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

/** { 'app.menu.users': 'User Listing', … } */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/** Every message of a locale, all its files merged and flattened. */
export const messagesOf = (code: string): Record<string, string> =>
  Object.assign({}, ...areasOf(code).map((area) => flatten(areaOf(code, area))));

/** [[code, tree of that area], …] for every translation, for it.each. */
export const translationsOf = (area: string): [string, Tree][] =>
  translationCodes.map((code) => [code, areaOf(code, area)]);
