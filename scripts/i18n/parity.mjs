// Compares a locale with the reference (en), key by key: same keys in the same files, the
// %{placeholders} kept and written correctly (src/i18n/context.json may let a placeholder be
// left out where grammar needs it: "mayOmit"), the number (%{smart_count}) kept wherever a
// plural form needs it, and the number of plural forms polyglot expects for the language.
// Every finding names the file and line, the English text and the translation.
import { createRequire } from 'node:module';
import { areaPath, contextOf, whereIs } from './load.mjs';

const require = createRequire(import.meta.url);
export const PLURAL_SEPARATOR = '||||';
const PLACEHOLDER = /%\{([A-Za-z_][\w]*)\}/g;
const COUNT = 'smart_count';

/**
 * Placeholders the code passes besides the one English uses, so a translation may use either:
 * react-admin's sort tooltip gets the column name as is (`field`) and with a lower-case first
 * letter (`field_lower_first`, right for English, wrong for German nouns).
 */
export const ALTERNATIVES = {
  'ra.sort.sort_by': { field_lower_first: ['field'], field: ['field_lower_first'] },
};

/** Placeholder names of a text (all plural forms). */
export function placeholders(text) {
  return new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]));
}

export const formsOf = (text) => text.split(PLURAL_SEPARATOR);

/** Anything that looks like a placeholder but is not one: `%{name`, `% {name}`, `{name}`, `%{ name }`. */
export function brokenPlaceholders(text) {
  const rest = text.replace(PLACEHOLDER, '');
  const found = [];
  for (const match of rest.matchAll(/%\s*\{[^}]*\}?|%\{|\{\s*[A-Za-z_]\w*\s*\}/g)) found.push(match[0]);
  return found;
}

/**
 * How polyglot picks plural forms for a locale: { forms, countsOf: [[counts of form 0], …] }
 * (en, de, es: 2 forms, form 0 for 1; fr: form 0 for 0 and 1; ru: 3; ja: 1).
 */
export function pluralRule(locale) {
  let transform;
  try {
    transform = require('node-polyglot').transformPhrase;
  } catch {
    return { forms: 2, countsOf: [[1], [0, 2]] };
  }
  const phrase = '0||||1||||2||||3||||4||||5';
  const countsOf = [];
  for (let count = 0; count <= 200; count += 1) {
    const form = Number(transform(phrase, { smart_count: count }, locale));
    countsOf[form] = [...(countsOf[form] ?? []), count];
  }
  return { forms: countsOf.filter(Boolean).length, countsOf };
}

export const pluralFormsFor = (locale) => pluralRule(locale).forms;

/** True when a plural form shows for more than one number besides 0 and 1 (it must show it). */
const formNeedsNumber = (counts = [2]) => counts.some((count) => count > 1);

/**
 * Placeholder findings for one text against its English. Returns { errors, warnings } of
 * { kind, detail } (no location; the caller adds it).
 */
export function comparePlaceholders(key, english, translation, rule, mayOmit = []) {
  const errors = [];
  const warnings = [];
  const want = placeholders(english);
  const have = placeholders(translation);
  const alternatives = ALTERNATIVES[key] ?? {};
  const broken = brokenPlaceholders(translation);
  if (broken.length > 0)
    errors.push({
      kind: 'broken placeholder',
      detail: `${broken.join(', ')} is not a placeholder: write it exactly %{name}, as in English`,
    });
  const allowed = new Set([...want, ...Object.values(alternatives).flat()]);
  for (const name of have)
    if (!allowed.has(name))
      errors.push({
        kind: 'unknown placeholder',
        detail: `%{${name}} is not in English: it would show as is (English has ${[...want].map((n) => `%{${n}}`).join(' ') || 'none'})`,
      });
  const dropped = [...want].filter(
    (name) =>
      name !== COUNT &&
      !have.has(name) &&
      !mayOmit.includes(name) &&
      !(alternatives[name] ?? []).some((alt) => have.has(alt)),
  );
  if (dropped.length > 0)
    errors.push({
      kind: 'dropped placeholder',
      detail: `${dropped.map((name) => `%{${name}}`).join(' and ')} ${dropped.length === 1 ? 'is' : 'are'} missing: what ${dropped.length === 1 ? 'it stands' : 'they stand'} for would not show`,
    });
  const englishForms = formsOf(english);
  const forms = formsOf(translation);
  const expected = englishForms.length > 1 ? rule.forms : 1;
  if (forms.length !== expected)
    errors.push({
      kind: 'plural forms',
      detail:
        englishForms.length > 1
          ? `${forms.length} form(s) separated by ||||; this language needs ${expected}`
          : 'English has one form: remove the ||||',
    });
  if (want.has(COUNT)) {
    const missing = forms
      .map((form, index) => ({ form, index }))
      .filter(
        ({ form, index }) =>
          !form.includes(`%{${COUNT}}`) && formNeedsNumber(forms.length > 1 ? rule.countsOf[index] : [2]),
      );
    for (const { index } of missing)
      errors.push({
        kind: 'dropped number',
        detail:
          forms.length > 1
            ? `%{smart_count} is missing from form ${index + 1}: the number will not show`
            : '%{smart_count} is dropped: the number will not show',
      });
  }
  return { errors, warnings };
}

/**
 * Every problem of a loaded locale against the loaded reference. Items:
 * { kind, key, where ('src/i18n/de/pages.json:12'), english, translation, detail }.
 */
export function compareLocale(locale, reference, context = { entries: {} }) {
  const errors = [];
  const warnings = [];
  const rule = pluralRule(locale.code);
  const brokenAreas = new Set(
    Object.entries(locale.files)
      .filter(([, file]) => file.error)
      .map(([area]) => area),
  );
  for (const problem of locale.problems)
    errors.push({
      kind: problem.kind,
      key: problem.key,
      where: `${problem.file}${problem.line ? `:${problem.line}` : ''}`,
      detail: problem.detail,
    });

  for (const [key, english] of Object.entries(reference.messages)) {
    const area = reference.fileOf[key];
    if (brokenAreas.has(area)) continue; // the broken file is reported once, above
    if (!(key in locale.messages)) {
      errors.push({ kind: 'missing', key, where: areaPath(locale.code, area), english });
      continue;
    }
    const translation = locale.messages[key];
    const where = whereIs(locale, key);
    if (locale.fileOf[key] !== area)
      errors.push({
        kind: 'wrong file',
        key,
        where,
        detail: `English has it in ${area}.json; move it to ${areaPath(locale.code, area)}`,
      });
    if (translation.trim() === '' && english.trim() !== '') {
      errors.push({ kind: 'empty', key, where, english, translation });
      continue;
    }
    const found = comparePlaceholders(key, english, translation, rule, contextOf(context, key).mayOmit);
    for (const item of found.errors) errors.push({ ...item, key, where, english, translation });
    for (const item of found.warnings) warnings.push({ ...item, key, where, english, translation });
  }
  for (const key of Object.keys(locale.messages))
    if (!(key in reference.messages))
      errors.push({
        kind: 'unknown key',
        key,
        where: whereIs(locale, key),
        translation: locale.messages[key],
        detail: 'English has no such key (misspelt, or removed from English): delete it',
      });
  return { errors, warnings };
}
