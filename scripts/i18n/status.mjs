// How far a locale is translated: texts translated out of the English texts, the keys missing,
// the texts still identical to English (minus those src/i18n/identical.json says are right as
// they are in that language) and the translations longer than their limit in context.json.
import { contextOf, whereIs } from './load.mjs';
import { formsOf } from './parity.mjs';

const withoutPlaceholders = (text) => text.replace(/%\{[^}]*\}/g, '');
/** A text with words to translate ('#' or '%{from} – %{to}' have none). */
export const hasWords = (text) => /\p{L}/u.test(withoutPlaceholders(text));
/** The length a reader sees, placeholders left out: the longest plural form. */
export const visibleLength = (text) =>
  Math.max(...formsOf(text).map((form) => [...withoutPlaceholders(form).trim()].length));

/**
 * { total, translated, missing: [key], same: [key], tooLong: [{ key, length, maxLength }],
 *   wordless } for one locale. `total` counts the English texts that hold words.
 */
export function localeStatus(locale, reference, identical = new Set(), context = { entries: {} }) {
  const result = { total: 0, translated: 0, missing: [], same: [], tooLong: [], wordless: 0 };
  for (const [key, english] of Object.entries(reference.messages)) {
    const counts = hasWords(english);
    if (counts) result.total += 1;
    else result.wordless += 1;
    if (!(key in locale.messages)) {
      result.missing.push(key);
      continue;
    }
    const translation = locale.messages[key];
    if (!counts) continue;
    if (translation === english && locale.code !== reference.code && !identical.has(english)) {
      result.same.push(key);
      continue;
    }
    if (translation.trim() === '') continue;
    result.translated += 1;
    const { maxLength } = contextOf(context, key);
    if (maxLength && visibleLength(translation) > maxLength)
      result.tooLong.push({ key, length: visibleLength(translation), maxLength });
  }
  return result;
}

export const percent = (part, whole) => (whole === 0 ? 100 : Math.floor((part / whole) * 100));

/** 'src/i18n/de/common.json:4  app.title  "Admin console"' lines for a list of keys. */
export function keyLines(locale, reference, keys, show = (key) => JSON.stringify(reference.messages[key])) {
  const rows = keys.map((key) => [whereIs(locale, key, reference.fileOf[key]), key, show(key)]);
  const widths = [0, 1].map((column) => Math.max(0, ...rows.map((row) => row[column].length)));
  return rows.map(([where, key, text]) => `${where.padEnd(widths[0])}  ${key.padEnd(widths[1])}  ${text}`);
}
