#!/usr/bin/env node
// `npm run i18n:check`: proves the translations are complete and the code shows no untranslated
// text. Fails (exit 1) when a locale lacks a key of en or has keys en lacks, when placeholders or
// plural forms differ from en, when the code uses a key en lacks, when en has a key nothing
// uses, or when hard-coded visible text appears outside the message files.
//   node scripts/i18n-check.mjs [--root <dir>] [--verbose]     (or I18N_ROOT=<dir>)
// See docs/translating.md.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLocales, loadLocales } from './i18n/load.mjs';
import { compareLocale } from './i18n/parity.mjs';
import { scanSources } from './i18n/scan.mjs';
import { checkUsage } from './i18n/usage.mjs';

const REFERENCE = 'en';
/**
 * Visible literals allowed outside the message files: product and brand names only, which are
 * the same in every language. Keep this list short; everything else is a message key.
 */
const ALLOWED_TEXT = new Set([]);
/**
 * Source files that hold data rather than interface text, exempt from the hard-coded text
 * count (their keys are still checked). Each entry says why.
 */
const DATA_FILES = new Set([
  // The offline maps service's fictional addresses: stand-ins for what the maps API returns.
  'src/components/maps/mockMaps.ts',
]);

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

async function main() {
  const { root, verbose } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let failures = 0;
  console.log(`i18n check — ${root}`);

  const codes = findLocales(root, REFERENCE);
  if (!codes.includes(REFERENCE)) {
    console.log(`  ✗ no src/i18n/${REFERENCE}/index.ts: nothing to compare with`);
    process.exit(1);
  }
  const loaded = await loadLocales(root, codes);
  const reference = loaded[REFERENCE].messages;

  console.log(`\nLocales (reference ${REFERENCE}: ${Object.keys(reference).length} keys)`);
  for (const code of codes) {
    const { messages, problems, error } = loaded[code];
    if (error) {
      failures += 1;
      console.log(`  ✗ ${code}: could not load src/i18n/${code}/index.ts — ${error}`);
      continue;
    }
    const found =
      code === REFERENCE ? { errors: [], warnings: [] } : compareLocale(code, messages, reference);
    for (const path of problems) found.errors.push({ kind: 'not a string', key: path });
    failures += found.errors.length;
    const byKind = new Map();
    for (const item of found.errors) byKind.set(item.kind, (byKind.get(item.kind) ?? 0) + 1);
    const counts = [...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ');
    const status = found.errors.length === 0 ? '✓' : '✗';
    const warned = found.warnings.length ? ` (${plural(found.warnings.length, 'warning')})` : '';
    console.log(
      `  ${status} ${code}: ${Object.keys(messages).length} keys${counts ? ` — ${counts}` : ' — complete'}${warned}`,
    );
    const simple = found.errors.filter((item) => !item.detail);
    const detailed = found.errors.filter((item) => item.detail);
    const kinds = [...new Set(simple.map((item) => item.kind))];
    list(
      [
        ...kinds.flatMap((kind) =>
          groupKeys(
            kind,
            simple.filter((i) => i.kind === kind).map((i) => i.key),
          ),
        ),
        ...detailed.map((item) => `${item.kind.padEnd(12)} ${item.key}  (${item.detail})`),
      ],
      verbose,
    );
    if (verbose)
      list(
        found.warnings.map((item) => `warning      ${item.key}  (${item.detail})`),
        true,
      );
  }

  const scan = scanSources(root, ALLOWED_TEXT, DATA_FILES);
  const usage = checkUsage(reference, scan);
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
