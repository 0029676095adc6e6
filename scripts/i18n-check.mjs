#!/usr/bin/env node
// `npm run i18n:check`: proves the translations are complete and correct and the code shows
// no untranslated text. Fails (exit 1) when a message file is not valid JSON or holds something
// other than texts, when a locale lacks a key of en or has keys en lacks, when a placeholder is
// broken or unknown, when the number (%{smart_count}) or a plural form is missing, when
// locales.json and the locale folders disagree, when the code uses a key en lacks, when en has
// a key nothing uses, or when hard-coded visible text appears outside the message files.
// Dropped placeholders and texts over their length limit are warnings (listed, not failing).
// How much is translated is `npm run i18n:status`.
//   node scripts/i18n-check.mjs [--root <dir>] [--verbose]     (or I18N_ROOT=<dir>)
// See docs/translating.md.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findLocaleFolders,
  loadLocale,
  REFERENCE,
  readContext,
  readIdentical,
  readLocaleList,
} from './i18n/load.mjs';
import { compareLocale } from './i18n/parity.mjs';
import { fileFor, requiredByDeclarations } from './i18n/requiredKeys.mjs';
import { scanSources } from './i18n/scan.mjs';
import { localeStatus } from './i18n/status.mjs';
import { checkUsage } from './i18n/usage.mjs';

/**
 * Visible literals allowed outside the message files: product and brand names only, which are
 * the same in every language. Keep this list short; everything else is a message key.
 */
const ALLOWED_TEXT = new Set([]);
/**
 * Source files that hold data rather than interface text, exempt from the hard-coded text
 * count (their keys are still checked). Each entry says why.
 */
const DATA_FILE_LIST = new Set([
  // The offline maps service's fictional addresses: stand-ins for what the maps API returns.
  'src/components/maps/mockMaps.ts',
]);
/** A resource's demo platform data (its folder's mock.ts, written by new:resource from a sample). */
const MOCK_DATA = /^src\/resources\/[^/]+\/mock\.ts$/;
const DATA_FILES = { has: (path) => DATA_FILE_LIST.has(path) || MOCK_DATA.test(path) };

function parseArgs(argv) {
  const options = { root: process.env.I18N_ROOT, verbose: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') options.root = argv[++i];
    else if (argv[i].startsWith('--root=')) options.root = argv[i].slice('--root='.length);
    else if (argv[i] === '--verbose') options.verbose = true;
  }
  options.root = resolve(options.root ?? fileURLToPath(new URL('..', import.meta.url)));
  return options;
}

const LIMIT = 200;
function list(lines, verbose) {
  const shown = verbose ? lines : lines.slice(0, LIMIT);
  for (const line of shown) console.log(`    ${line}`);
  if (shown.length < lines.length)
    console.log(`    … ${lines.length - shown.length} more (--verbose shows all)`);
}
/** Keys sharing a parent on one line: `app.weekly.columns.{city, address}` (kept exact, just shorter). */
function groupKeys(label, keys) {
  const byParent = new Map();
  for (const key of keys) {
    const cut = key.lastIndexOf('.');
    const parent = key.slice(0, cut);
    byParent.set(parent, [...(byParent.get(parent) ?? []), key.slice(cut + 1)]);
  }
  return [...byParent].map(
    ([parent, leaves]) =>
      `${label.padEnd(12)} ${parent}.${leaves.length === 1 ? leaves[0] : `{${leaves.join(', ')}}`}`,
  );
}
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One finding as a block: where and which key, what is wrong, then English and translation. */
function describe(item) {
  const lines = [`${item.kind.padEnd(19)}  ${item.where}${item.key ? `  ${item.key}` : ''}`];
  const pad = ' '.repeat(21);
  if (item.detail) lines.push(`${pad}${item.detail}`);
  if (item.english !== undefined) lines.push(`${pad}English:     ${JSON.stringify(item.english)}`);
  if (item.translation !== undefined) lines.push(`${pad}Translation: ${JSON.stringify(item.translation)}`);
  return lines;
}

/** Missing keys, grouped by file: "missing  src/i18n/de/pages.json: app.csv.{rows, columns}". */
function missingLines(items) {
  const byFile = new Map();
  for (const item of items) byFile.set(item.where, [...(byFile.get(item.where) ?? []), item.key]);
  return [...byFile].flatMap(([file, keys]) =>
    groupKeys('missing', keys).map((line) => line.replace(/^missing\s+/, `missing in ${file}: `)),
  );
}

/**
 * Per language: for each menu entry `app.menu.<x>` whose screen has a heading
 * `resources.<x>.title`, the words of one glossary entry they use must be the same word; and
 * neither uses a word the glossary rules out. Only warnings: a translator may have a reason.
 */
function glossaryProblems(root, codes, localeOf) {
  let glossary;
  try {
    glossary = JSON.parse(readFileSync(join(root, 'src/i18n/glossary.json'), 'utf8'));
  } catch {
    return [];
  }
  const problems = [];
  const stem = (word) => word.toLocaleLowerCase().normalize('NFC');
  for (const code of codes) {
    const entries = glossary[code];
    if (!entries || typeof entries !== 'object') continue;
    const { messages } = localeOf(code);
    for (const menuKey of Object.keys(messages).filter((key) => key.startsWith('app.menu.'))) {
      const screen = menuKey.slice('app.menu.'.length);
      const headingKey = `resources.${screen}.title`;
      if (!(headingKey in messages)) continue;
      const texts = { menu: stem(messages[menuKey]), heading: stem(messages[headingKey]) };
      for (const [concept, { term, not = [] }] of Object.entries(entries)) {
        const words = [term, ...not].map(stem);
        const used = (text) =>
          words.filter((word) => text.split(/[^\p{L}]+/u).some((w) => w.startsWith(word)));
        const [inMenu, inHeading] = [used(texts.menu), used(texts.heading)];
        for (const word of [...inMenu, ...inHeading])
          if (not.map(stem).includes(word))
            problems.push(
              `${code}: ${menuKey} or ${headingKey} says "${word}"; the glossary's word for ${concept} is "${term}"`,
            );
        if (inMenu.length && inHeading.length && inMenu.join() !== inHeading.join())
          problems.push(
            `${code}: ${menuKey} ("${messages[menuKey]}") and ${headingKey} ("${messages[headingKey]}") name ${concept} differently`,
          );
      }
    }
  }
  return [...new Set(problems)];
}

async function main() {
  const { root, verbose } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let failures = 0;
  console.log(`i18n check — ${root}`);

  const folders = findLocaleFolders(root);
  if (!folders.includes(REFERENCE)) {
    console.log(`  ✗ no src/i18n/${REFERENCE}/*.json: nothing to compare with`);
    process.exit(1);
  }
  const reference = loadLocale(root, REFERENCE);
  const localeList = readLocaleList(root);
  const listed = localeList.entries.map((entry) => entry.code);
  const context = readContext(root);
  const identical = readIdentical(root);

  console.log(
    `\nLocales (src/i18n/locales.json: ${listed.join(', ') || 'none'}; reference ${REFERENCE}: ` +
      `${Object.keys(reference.messages).length} keys in ${Object.keys(reference.files).length} files)`,
  );
  const listProblems = [...localeList.problems];
  for (const code of folders)
    if (!listed.includes(code))
      listProblems.push(
        `src/i18n/${code}/ is not in src/i18n/locales.json: add { "code": "${code}", "name": "…", "direction": "ltr" }`,
      );
  for (const code of listed)
    if (!folders.includes(code))
      listProblems.push(`locales.json lists "${code}" but src/i18n/${code}/ has no JSON file`);
  if (listed[0] !== undefined && listed[0] !== REFERENCE)
    listProblems.push(`locales.json: the first entry must be the reference, "${REFERENCE}"`);
  for (const problem of listProblems) console.log(`  ✗ ${problem}`);
  failures += listProblems.length;

  // In the order of locales.json, then any folder it does not list.
  const codes = [...new Set([REFERENCE, ...listed.filter((code) => folders.includes(code)), ...folders])];
  for (const code of codes) {
    const locale = code === REFERENCE ? reference : loadLocale(root, code);
    const found =
      code === REFERENCE
        ? {
            errors: reference.problems.map((p) => ({
              ...p,
              where: `${p.file}${p.line ? `:${p.line}` : ''}`,
            })),
            warnings: [],
          }
        : compareLocale(locale, reference, context);
    failures += found.errors.length;
    const status = localeStatus(locale, reference, identical.byLocale[code], context);
    for (const item of status.tooLong)
      found.warnings.push({
        kind: 'too long',
        key: item.key,
        where: `src/i18n/${code}/${locale.fileOf[item.key]}.json:${locale.files[locale.fileOf[item.key]]?.lines.get(item.key) ?? 1}`,
        detail: `${item.length} characters; the limit is ${item.maxLength} (see src/i18n/context.json)`,
        english: reference.messages[item.key],
        translation: locale.messages[item.key],
      });
    const byKind = new Map();
    for (const item of found.errors) byKind.set(item.kind, (byKind.get(item.kind) ?? 0) + 1);
    const counts = [...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ');
    const present = Object.keys(reference.messages).filter((key) => key in locale.messages).length;
    const total = Object.keys(reference.messages).length;
    const progress =
      code === REFERENCE
        ? ''
        : status.translated === status.total
          ? `; all ${status.total} texts translated`
          : `; ${status.translated} of ${status.total} texts translated` +
            `${status.same.length ? `, ${status.same.length} still in English` : ''} (npm run i18n:status)`;
    const warned = found.warnings.length ? ` (${plural(found.warnings.length, 'warning')})` : '';
    console.log(
      `  ${found.errors.length === 0 ? '✓' : '✗'} ${code}: ${code === REFERENCE ? total : `${present} of ${total}`} keys` +
        `${counts ? ` — ${counts}` : ''}${progress}${warned}`,
    );
    const missing = found.errors.filter((item) => item.kind === 'missing');
    const others = found.errors.filter((item) => item.kind !== 'missing');
    list([...others.flatMap(describe), ...missingLines(missing)], verbose);
    if (found.warnings.length > 0) {
      console.log('    warnings (do not fail the check):');
      list(found.warnings.flatMap(describe), verbose);
    }
  }

  // The glossary: a menu entry and its page heading name one thing with one word (warnings).
  const glossaryWarnings = glossaryProblems(root, codes, (code) =>
    code === REFERENCE ? reference : loadLocale(root, code),
  );
  console.log(`\nGlossary (src/i18n/glossary.json: menu entries and their page headings)`);
  console.log(`  ${glossaryWarnings.length === 0 ? '✓' : '!'} warnings: ${glossaryWarnings.length}`);
  list(glossaryWarnings, verbose);

  // Notes for translators and the same-as-English list must name real texts.
  const keys = Object.keys(reference.messages);
  const contextProblems = [...context.problems];
  for (const key of Object.keys(context.entries))
    if (!keys.some((message) => message === key || message.startsWith(`${key}.`)))
      contextProblems.push(
        `src/i18n/context.json:${context.lines.get(key)}: "${key}" is no message key or group of en`,
      );
  const englishTexts = new Set(Object.values(reference.messages));
  for (const [code, texts] of Object.entries(identical.byLocale)) {
    if (!listed.includes(code))
      contextProblems.push(`src/i18n/identical.json: "${code}" is not a listed locale`);
    for (const text of texts)
      if (!englishTexts.has(text))
        contextProblems.push(
          `src/i18n/identical.json: "${code}" lists ${JSON.stringify(text)}, no English text`,
        );
  }
  contextProblems.push(...identical.problems);
  console.log(
    `\nNotes for translators (src/i18n/context.json: ${Object.keys(context.entries).length} entries)` +
      ` and texts the same as English (src/i18n/identical.json)`,
  );
  console.log(`  ${contextProblems.length === 0 ? '✓' : '✗'} problems: ${contextProblems.length}`);
  list(contextProblems, verbose);
  failures += contextProblems.length;

  const scan = scanSources(root, ALLOWED_TEXT, DATA_FILES);
  const usage = checkUsage(reference.messages, scan);
  console.log(
    `\nCode (${scan.files} files: ${scan.refs.length} key references, ${scan.patterns.length} dynamic key patterns, ` +
      `${usage.resources} declared resources)`,
  );
  for (const message of scan.parseErrors) console.log(`  ! could not parse ${message}`);
  const usageLine = (label, lines, shown = lines) => {
    failures += lines.length;
    console.log(`  ${lines.length === 0 ? '✓' : '✗'} ${label}: ${lines.length}`);
    list(shown, verbose);
  };
  usageLine(
    `keys used in code but missing from ${REFERENCE}`,
    usage.missing.map((m) => `${m.key}  (${m.where})`),
  );
  usageLine(
    'dynamic key patterns matching no key',
    usage.deadPatterns.map((p) => `${p.regex}  (${p.where})`),
  );
  // What a declared resource or page shows follows from its declaration (fields, route, what it
  // can do): every such key must exist, or the screen shows the raw key.
  const required = await requiredByDeclarations(root);
  if (required) {
    const absent = required.filter(({ key }) => !(key in reference.messages));
    usageLine(
      `keys the declarations need but ${REFERENCE} lacks (${required.length} needed)`,
      absent.map(({ key, by }) => `missing in ${fileFor(key)}: ${key}  (needed by ${by})`),
    );
  }
  usageLine(
    `keys in ${REFERENCE} used nowhere (ra.* exempt)`,
    usage.unused,
    groupKeys('unused', usage.unused),
  );

  console.log('\nHard-coded visible text outside the message files (must be 0)');
  usageLine(
    'hard-coded texts',
    scan.hardCoded.map((h) => `${h.where}  ${h.kind}  ${JSON.stringify(h.text)}`),
  );

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    failures === 0
      ? `\ni18n check passed (${seconds}s)`
      : `\ni18n check FAILED: ${plural(failures, 'problem')} (${seconds}s)`,
  );
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
