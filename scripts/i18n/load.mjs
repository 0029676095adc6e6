// Loads the message files of every locale: src/i18n/<code>/<area>.json, plain nested JSON.
// Each file is read on its own, so a broken file is reported with its line and the other files
// of the locale are still checked. Also reads src/i18n/locales.json (the list of locales),
// context.json (notes for translators) and identical.json (texts rightly the same as English).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenTree, JsonSyntaxError, parseJson } from './json.mjs';

export const REFERENCE = 'en';
const LOCALE_DIR = /^[a-z]{2,3}(-[A-Z][A-Za-z]{1,3})?$/;

export const i18nDir = (root) => join(root, 'src/i18n');
export const areaPath = (code, area) => `src/i18n/${code}/${area}.json`;

/** Reads one JSON file of the i18n folder: { value, lines, duplicates } or { error }. */
export function readJsonFile(root, relativePath) {
  const path = join(root, relativePath);
  if (!existsSync(path)) return { error: { message: 'the file does not exist', line: 0 } };
  try {
    return parseJson(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      return { error: { message: error.message, line: error.line, column: error.column } };
    throw error;
  }
}

/** Locale folders under src/i18n that hold JSON files, the reference first. */
export function findLocaleFolders(root) {
  const dir = i18nDir(root);
  if (!existsSync(dir)) return [];
  const codes = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LOCALE_DIR.test(entry.name))
    .filter((entry) => readdirSync(join(dir, entry.name)).some((name) => name.endsWith('.json')))
    .map((entry) => entry.name)
    .sort();
  return codes.includes(REFERENCE) ? [REFERENCE, ...codes.filter((code) => code !== REFERENCE)] : codes;
}

/**
 * src/i18n/locales.json: [{ code, name, direction }]. Returns { entries, problems } where
 * problems are plain sentences.
 */
export function readLocaleList(root) {
  const file = 'src/i18n/locales.json';
  const read = readJsonFile(root, file);
  if (read.error) return { entries: [], problems: [`${file}:${read.error.line}: ${read.error.message}`] };
  const problems = [];
  if (!Array.isArray(read.value))
    return { entries: [], problems: [`${file}: must be a list [ … ] of { "code", "name", "direction" }`] };
  const entries = [];
  read.value.forEach((entry, index) => {
    const where = `${file}, entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null) {
      problems.push(`${where}: must be { "code": …, "name": …, "direction": … }`);
      return;
    }
    const { code, name, direction } = entry;
    if (typeof code !== 'string' || !LOCALE_DIR.test(code))
      problems.push(`${where}: "code" must be a language code such as "de" or "pt-BR"`);
    if (typeof name !== 'string' || name.trim() === '')
      problems.push(`${where}: "name" must be the language's name in that language, e.g. "Deutsch"`);
    if (direction !== 'ltr' && direction !== 'rtl')
      problems.push(`${where}: "direction" must be "ltr" (left to right) or "rtl" (right to left)`);
    if (entries.some((other) => other.code === code)) problems.push(`${where}: "${code}" is listed twice`);
    entries.push({ code, name, direction });
  });
  return { entries, problems };
}

/** The area files of a locale folder: ['auth', 'common', …]. */
export function areasOf(root, code) {
  const dir = join(i18nDir(root), code);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * One locale: { code, files: { area: { path, tree, messages, lines, error? } }, messages (all
 * files merged), fileOf (key → area), problems: [{ kind, key, file, line, detail }] }.
 */
export function loadLocale(root, code) {
  const locale = { code, files: {}, messages: {}, fileOf: {}, problems: [] };
  for (const area of areasOf(root, code)) {
    const path = areaPath(code, area);
    const read = readJsonFile(root, path);
    if (read.error) {
      locale.files[area] = { path, error: read.error, messages: {}, lines: new Map() };
      locale.problems.push({
        kind: 'broken file',
        file: path,
        line: read.error.line,
        detail: read.error.message,
      });
      continue;
    }
    const { messages, problems } = flattenTree(read.value);
    locale.files[area] = { path, tree: read.value, messages, lines: read.lines };
    for (const problem of problems)
      locale.problems.push({
        kind: 'not a text',
        key: problem.key,
        file: path,
        line: read.lines.get(problem.key) ?? 1,
        detail: problem.detail,
      });
    for (const duplicate of read.duplicates)
      locale.problems.push({
        kind: 'twice',
        key: duplicate.key,
        file: path,
        line: duplicate.lines[1],
        detail: `written twice in the file (lines ${duplicate.lines.join(' and ')}); only the last one counts`,
      });
    for (const [key, text] of Object.entries(messages)) {
      if (key in locale.fileOf) {
        locale.problems.push({
          kind: 'twice',
          key,
          file: path,
          line: read.lines.get(key),
          detail: `also in ${areaPath(code, locale.fileOf[key])}; keep it in one file only`,
        });
        continue;
      }
      locale.messages[key] = text;
      locale.fileOf[key] = area;
    }
  }
  return locale;
}

/** Where a key is written: 'src/i18n/fr/pages.json:52', or the file alone when unknown. */
export function whereIs(locale, key, area = locale.fileOf[key]) {
  const file = locale.files[area];
  if (!file) return areaPath(locale.code, area);
  const line = file.lines.get(key);
  return line ? `${file.path}:${line}` : file.path;
}

const CONTEXT_FIELDS = ['note', 'maxLength', 'mayOmit'];
/**
 * src/i18n/context.json: { "<key or branch>": { "note": "…", "maxLength": 24, "mayOmit": ["%{name}"] } }.
 * A branch ('app.weekly.columns') applies to every key under it; notes add up from the general
 * to the specific, the most specific maxLength wins, and mayOmit lists placeholders a
 * translation may leave out where its grammar cannot use them. Returns { entries, problems, lines }.
 */
export function readContext(root) {
  const file = 'src/i18n/context.json';
  if (!existsSync(join(root, file))) return { entries: {}, problems: [], lines: new Map() };
  const read = readJsonFile(root, file);
  if (read.error) return { entries: {}, problems: [`${file}:${read.error.line}: ${read.error.message}`] };
  const problems = [];
  const entries = {};
  for (const [key, entry] of Object.entries(read.value ?? {})) {
    const line = read.lines.get(key);
    const where = `${file}:${line}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where}: "${key}" must be { "note": "…", "maxLength": 24 }`);
      continue;
    }
    for (const field of Object.keys(entry))
      if (!CONTEXT_FIELDS.includes(field))
        problems.push(
          `${where}: "${key}" has "${field}"; only ${CONTEXT_FIELDS.map((f) => `"${f}"`).join(', ')} are read`,
        );
    if (entry.note !== undefined && (typeof entry.note !== 'string' || entry.note.trim() === ''))
      problems.push(`${where}: "${key}".note must be a sentence in double quotes`);
    if (entry.maxLength !== undefined && !(Number.isInteger(entry.maxLength) && entry.maxLength > 0))
      problems.push(`${where}: "${key}".maxLength must be a whole number of characters`);
    if (
      entry.mayOmit !== undefined &&
      !(Array.isArray(entry.mayOmit) && entry.mayOmit.every((name) => /^%\{\w+\}$/.test(name)))
    )
      problems.push(`${where}: "${key}".mayOmit must be a list of placeholders such as ["%{name}"]`);
    entries[key] = entry;
  }
  return { entries, problems, lines: read.lines };
}

/** The context of one key: { notes: [general … specific], maxLength, mayOmit: ['name'] }. */
export function contextOf(context, key) {
  const parts = key.split('.');
  const notes = [];
  let maxLength;
  const mayOmit = [];
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const entry = context.entries[parts.slice(0, depth).join('.')];
    if (!entry) continue;
    if (entry.note) notes.push(entry.note);
    if (entry.maxLength) maxLength = entry.maxLength;
    for (const name of entry.mayOmit ?? []) mayOmit.push(name.slice(2, -1));
  }
  return { notes, maxLength, mayOmit };
}

/**
 * src/i18n/identical.json: { "<code>": ["English text that is right as is", …] }: words that
 * are the same in that language ("Description" in French), so they count as translated.
 */
export function readIdentical(root) {
  const file = 'src/i18n/identical.json';
  if (!existsSync(join(root, file))) return { byLocale: {}, problems: [] };
  const read = readJsonFile(root, file);
  if (read.error) return { byLocale: {}, problems: [`${file}:${read.error.line}: ${read.error.message}`] };
  const problems = [];
  const byLocale = {};
  for (const [code, list] of Object.entries(read.value ?? {})) {
    if (!Array.isArray(list) || list.some((text) => typeof text !== 'string')) {
      problems.push(`${file}:${read.lines.get(code)}: "${code}" must be a list of texts ["…", "…"]`);
      continue;
    }
    byLocale[code] = new Set(list);
  }
  return { byLocale, problems };
}
