#!/usr/bin/env node
// `npm run i18n:import -- fr.xlf [--dry-run]`: puts the translations of an XLIFF 2.0 file (as
// written by i18n:export, translated in any tool) into src/i18n/<language>/*.json. All or
// nothing: a file with an unknown key, a missing or broken placeholder or a wrong number of
// plural forms is refused, each problem named, and no file is written. Units without a
// translation leave the JSON as it is. See docs/translating.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importXliff, XliffError } from './i18n/xliff.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    root: { type: 'string', default: process.env.I18N_ROOT },
  },
});
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
if (positionals.length !== 1) {
  console.error('Which file? npm run i18n:import -- path/to/fr.xlf [--dry-run]');
  process.exit(1);
}
let xml;
try {
  xml = readFileSync(positionals[0], 'utf8');
} catch (error) {
  console.error(`Cannot read ${positionals[0]}: ${error.message}`);
  process.exit(1);
}
try {
  const result = await importXliff(root, xml, { dryRun: values['dry-run'] });
  for (const warning of result.warnings) console.log(`  ! ${warning}`);
  const verb = values['dry-run'] ? 'would change' : 'changed';
  console.log(
    `${positionals[0]} (${result.code}): ${result.changes.length} text(s) ${verb}` +
      (result.written.length ? ` in ${result.written.join(', ')}` : ''),
  );
  for (const change of result.changes)
    console.log(`  ${change.key}: ${JSON.stringify(change.from ?? null)} → ${JSON.stringify(change.to)}`);
  if (!values['dry-run'] && result.changes.length > 0)
    console.log('Next: npm run i18n:check (and npm run i18n:status to see what is left).');
} catch (error) {
  if (!(error instanceof XliffError)) throw error;
  console.error(`${positionals[0]} was NOT imported (no file changed): ${error.problems.length} problem(s)`);
  for (const problem of error.problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
