#!/usr/bin/env node
// `npm run i18n:status`: how far each language is translated, in a translator's words: texts
// translated out of the English texts, then per language the texts still missing, those still
// word for word English, and those longer than their limit, each with its file and line.
//   node scripts/i18n-status.mjs [--locale de] [--json] [--root <dir>]
// Texts that are rightly the same as English ("Description" in French) are listed per language
// in src/i18n/identical.json and count as translated. Always exits 0 (it informs; the check fails).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLocale, REFERENCE, readContext, readIdentical, readLocaleList } from './i18n/load.mjs';
import { keyLines, localeStatus, percent } from './i18n/status.mjs';

const { values } = parseArgs({
  options: {
    locale: { type: 'string' },
    json: { type: 'boolean', default: false },
    root: { type: 'string', default: process.env.I18N_ROOT },
  },
});
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));

const reference = loadLocale(root, REFERENCE);
const { entries, problems } = readLocaleList(root);
const context = readContext(root);
const identical = readIdentical(root);
const chosen = entries.filter(
  (entry) => entry.code !== REFERENCE && (!values.locale || entry.code === values.locale),
);
if (values.locale && chosen.length === 0) {
  console.error(
    `No locale "${values.locale}" in src/i18n/locales.json (listed: ${entries.map((e) => e.code).join(', ')}).`,
  );
  process.exit(1);
}

const results = chosen.map((entry) => {
  const locale = loadLocale(root, entry.code);
  return { entry, locale, status: localeStatus(locale, reference, identical.byLocale[entry.code], context) };
});

if (values.json) {
  console.log(
    JSON.stringify(
      results.map(({ entry, status }) => ({ code: entry.code, name: entry.name, ...status })),
      null,
      2,
    ),
  );
  process.exit(0);
}

const total = results[0]?.status.total ?? 0;
console.log(`Translation status — English is the reference: ${total} texts to translate`);
for (const problem of problems) console.log(`  ! ${problem}`);
console.log('');
const nameWidth = Math.max(0, ...results.map(({ entry }) => entry.name.length));
for (const { entry, status } of results) {
  const left = [
    status.same.length && `${status.same.length} still in English`,
    status.missing.length && `${status.missing.length} missing`,
    status.tooLong.length && `${status.tooLong.length} too long`,
  ].filter(Boolean);
  console.log(
    `  ${entry.code.padEnd(6)} ${entry.name.padEnd(nameWidth)}  ${String(status.translated).padStart(4)} of ${status.total} translated` +
      ` (${percent(status.translated, status.total)} %)${left.length ? ` — ${left.join(', ')}` : ' — complete'}`,
  );
}

for (const { entry, locale, status } of results) {
  const sections = [
    ['missing (the key is not in the file: copy it from English and translate it)', status.missing],
    [
      `still in English (translate it; if the English word is right in ${entry.name}, add the text to "${entry.code}" in src/i18n/identical.json)`,
      status.same,
    ],
  ];
  const tooLong = status.tooLong.map((item) => item.key);
  const limits = Object.fromEntries(status.tooLong.map((item) => [item.key, item]));
  if (sections.every(([, keys]) => keys.length === 0) && tooLong.length === 0) continue;
  console.log(`\n${entry.code} (${entry.name})`);
  for (const [title, keys] of sections) {
    if (keys.length === 0) continue;
    console.log(`  ${keys.length} ${title}:`);
    for (const line of keyLines(locale, reference, keys)) console.log(`    ${line}`);
  }
  if (tooLong.length > 0) {
    console.log(`  ${tooLong.length} longer than the space on screen (limits in src/i18n/context.json):`);
    for (const line of keyLines(
      locale,
      reference,
      tooLong,
      (key) =>
        `${JSON.stringify(locale.messages[key])} (${limits[key].length} characters, at most ${limits[key].maxLength})`,
    ))
      console.log(`    ${line}`);
  }
}
