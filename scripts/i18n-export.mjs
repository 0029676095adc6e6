#!/usr/bin/env node
// `npm run i18n:export -- --locale fr [--out fr.xlf]`: the texts of one language as an XLIFF 2.0
// file for a translation tool: the English source, the translation (absent while a text is
// still English), a note on where each text shows and its length limit, placeholders as
// protected codes. Without --out the file is printed. See docs/translating.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exportXliff, XliffError } from './i18n/xliff.mjs';

const { values } = parseArgs({
  options: {
    locale: { type: 'string' },
    out: { type: 'string' },
    root: { type: 'string', default: process.env.I18N_ROOT },
  },
});
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
if (!values.locale) {
  console.error('Which language? npm run i18n:export -- --locale fr [--out fr.xlf]');
  process.exit(1);
}
try {
  const xml = await exportXliff(root, values.locale);
  if (values.out) {
    writeFileSync(values.out, xml);
    const units = (xml.match(/<unit /g) ?? []).length;
    const targets = (xml.match(/<target>/g) ?? []).length;
    console.error(
      `Wrote ${values.out}: ${units} texts, ${targets} with a translation, ${units - targets} to translate.`,
    );
  } else process.stdout.write(xml);
} catch (error) {
  if (!(error instanceof XliffError)) throw error;
  console.error(`Nothing exported:\n  ${error.problems.join('\n  ')}`);
  process.exit(1);
}
