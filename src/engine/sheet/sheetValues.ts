import { dayPattern, readDayAs, toIsoDay } from '../../lib/dates';
import { readPhone } from '../../lib/phoneNumbers';
import { sameValue } from '../merge';
import { EMAIL_PATTERN, URL_PATTERN } from '../patterns';
import { compareAsKind } from './sheetCompare';
import type { SheetField } from './sheetFields';

/* A cell of an imported spreadsheet as the platform's value, and the declared rules checked on it. */

/** Why a value is refused: a message key and its values, translated where it is shown. */
export interface Reason {
  key: string;
  args?: Record<string, unknown>;
}

/** One language's names of the sheet's headers and values (built from its message files). */
export interface SheetLanguage {
  code: string;
  /** The id column's and the stamp column's headers. */
  id: string;
  stamp: string;
  /** A field's header, by source. */
  headers: Record<string, string>;
  yes: string;
  no: string;
  /** Per source: a known value's name, in lower case, → the platform's word. */
  values: Record<string, Record<string, string>>;
  /** Per source: the known values' names as written, for a refusal to list them. */
  valueNames: Record<string, string[]>;
}

export type CellRead = { value: unknown } | { reason: Reason };

const fold = (text: string) => text.normalize('NFC').trim().toLowerCase();

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number as a spreadsheet may write it: "12.5", "12,5", "1 200", "1,200.5". */
function readNumber(text: string): number | undefined {
  let compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact.includes(',') && compact.includes('.')) {
    // The last mark is the decimal one; the other groups thousands.
    compact =
      compact.lastIndexOf(',') > compact.lastIndexOf('.')
        ? compact.replace(/\./g, '').replace(',', '.')
        : compact.replace(/,/g, '');
  } else if (compact.includes(',')) compact = compact.replace(',', '.');
  return NUMBER.test(compact) ? Number(compact) : undefined;
}

/**
 * `text` (a cell) as the value the platform keeps for `field`, or why it cannot be one. `now` is
 * the platform's value: a cell that means it (a phone spelled otherwise) keeps it as it is.
 * `languages` come first the file's own (its headers tell), then the others.
 */
export function readCell(
  field: SheetField,
  text: string,
  now: unknown,
  languages: SheetLanguage[],
): CellRead {
  const trimmed = text.trim();
  if (!trimmed) return { value: '' };
  const as = compareAsKind(field);
  if (as === 'phone') {
    if (sameValue(trimmed, now, 'phone')) return { value: now };
    const phone = readPhone(trimmed, { extract: false });
    return phone?.possible ? { value: phone.e164 } : { reason: { key: 'app.sheet.reason.phone' } };
  }
  switch (field.kind) {
    case 'number': {
      const number = readNumber(trimmed);
      return number === undefined ? { reason: { key: 'app.sheet.reason.number' } } : { value: number };
    }
    case 'date': {
      const iso = toIsoDay(trimmed);
      if (iso && /^\d{4}-\d{2}-\d{2}/.test(trimmed)) return { value: iso };
      for (const language of languages) {
        const day = readDayAs(trimmed, dayPattern(language.code));
        if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return { value: day };
      }
      return { reason: { key: 'app.sheet.reason.date' } };
    }
    case 'boolean': {
      const word = fold(trimmed);
      if (['true', '1'].includes(word) || languages.some((l) => fold(l.yes) === word)) return { value: true };
      if (['false', '0'].includes(word) || languages.some((l) => fold(l.no) === word))
        return { value: false };
      return { reason: { key: 'app.sheet.reason.boolean' } };
    }
  }
  if (field.choices || field.values) {
    const word = fold(trimmed);
    for (const language of languages) {
      const known = language.values[field.source]?.[word];
      if (known !== undefined) return { value: known };
    }
    const own = field.choices?.map((choice) => choice.id) ?? field.known;
    if (own) {
      const exact = own.find((value) => fold(value) === word);
      if (exact !== undefined) return { value: exact };
      // A value the platform holds already is kept, known or not.
      if (sameValue(trimmed, now)) return { value: now };
      const names = languages[0]?.valueNames[field.source] ?? own;
      return { reason: { key: 'app.sheet.reason.known', args: { values: names.join(', ') } } };
    }
  }
  return { value: text };
}

/** The declared rules on a row's values (the platform's record with the file's values over it). */
export function checkRules(
  field: SheetField,
  value: unknown,
  row: Record<string, unknown>,
): Reason | undefined {
  const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
  for (const rule of field.rules ?? []) {
    if (rule.rule === 'required') {
      if (blank) return { key: rule.message ?? 'ra.validation.required' };
      continue;
    }
    if (blank) continue;
    const text = String(value);
    switch (rule.rule) {
      case 'email':
        if (!EMAIL_PATTERN.test(text)) return { key: rule.message ?? 'ra.validation.email' };
        break;
      case 'url':
        if (!URL_PATTERN.test(text)) return { key: rule.message ?? 'app.schema.validation.url' };
        break;
      case 'pattern':
        if (!rule.value.test(text)) return { key: rule.message };
        break;
      case 'minLength':
        if (text.length < rule.value)
          return { key: rule.message ?? 'ra.validation.minLength', args: { min: rule.value } };
        break;
      case 'maxLength':
        if (text.length > rule.value)
          return { key: rule.message ?? 'ra.validation.maxLength', args: { max: rule.value } };
        break;
      case 'min':
        if (Number(value) < rule.value)
          return { key: rule.message ?? 'ra.validation.minValue', args: { min: rule.value } };
        break;
      case 'max':
        if (Number(value) > rule.value)
          return { key: rule.message ?? 'ra.validation.maxValue', args: { max: rule.value } };
        break;
      case 'notBefore': {
        const day = toIsoDay(value);
        const other = toIsoDay(row[rule.field]);
        if (day && other && day < other) return { key: rule.message ?? 'app.schema.validation.not_before' };
        break;
      }
      // minDate is a rule of new records (a start not in the past): an edit keeps what it has.
      // File rules do not apply to cells.
    }
  }
  return undefined;
}
