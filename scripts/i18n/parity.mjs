// Compares every locale with the reference (en): same keys, same %{placeholders}, the right
// number of plural forms for the locale (as polyglot counts them).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PLURAL_SEPARATOR = '||||';

/** Placeholder names of a message, all plural forms together; smart_count may stay implicit. */
export function placeholders(message) {
  const names = new Set();
  for (const match of message.matchAll(/%\{([^}]*)\}/g)) if (match[1] !== 'smart_count') names.add(match[1]);
  return names;
}

export const pluralForms = (message) => message.split(PLURAL_SEPARATOR).length;

/** How many plural forms polyglot picks from for a locale (en, fr, es: 2; ru: 3; ja: 1). */
export function pluralFormsFor(locale) {
  let transform;
  try {
    transform = require('node-polyglot').transformPhrase;
  } catch {
    return 2;
  }
  const phrase = '0||||1||||2||||3||||4||||5';
  const seen = new Set();
  for (let count = 0; count <= 200; count += 1) seen.add(transform(phrase, { smart_count: count }, locale));
  return seen.size;
}

const sorted = (set) => [...set].sort().join(', ') || '—';

/**
 * Problems of one locale against the reference. Errors fail the check; warnings do not
 * (react-admin's own French drops %{name} where French grammar needs it: ra.* keys only).
 */
export function compareLocale(code, messages, reference) {
  const errors = [];
  const warnings = [];
  const forms = pluralFormsFor(code);
  for (const key of Object.keys(reference)) {
    if (!(key in messages)) errors.push({ kind: 'missing', key });
  }
  for (const [key, value] of Object.entries(messages)) {
    const english = reference[key];
    if (english === undefined) {
      errors.push({ kind: 'extra', key });
      continue;
    }
    if (value.trim() === '' && english.trim() !== '') errors.push({ kind: 'empty', key });
    const want = placeholders(english);
    const have = placeholders(value);
    const added = [...have].filter((name) => !want.has(name));
    const dropped = [...want].filter((name) => !have.has(name));
    if (added.length > 0 || dropped.length > 0) {
      const item = { kind: 'placeholders', key, detail: `en {${sorted(want)}} vs ${code} {${sorted(have)}}` };
      (added.length === 0 && key.startsWith('ra.') ? warnings : errors).push(item);
    }
    const englishForms = pluralForms(english);
    const expected = englishForms > 1 ? forms : 1;
    if (pluralForms(value) !== expected) {
      errors.push({ kind: 'plurals', key, detail: `${pluralForms(value)} form(s), expected ${expected}` });
    }
  }
  return { errors, warnings };
}
