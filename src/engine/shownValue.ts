import { formatDate } from '../i18n/format';
import { knownValueKey } from './knownValues';
import type { FieldDef } from './types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ShowWith {
  translate: Translate;
  locale: string;
  /** The phone formatter (lib/phoneNumbers, loaded on demand); without it a phone shows as stored. */
  displayPhone?: (text: string, countryCode?: string) => string;
}

/**
 * A field's value as its list cell shows it, in text: phones in the one international format
 * (with the record's country code when the platform keeps it apart), dates in the language's day
 * format, yes/no, known values named. '' for no value. For the list export and the journal.
 */
export function shownValue(
  field: Pick<FieldDef<Record<string, unknown>>, 'kind' | 'display' | 'values'>,
  value: unknown,
  record: Record<string, unknown> | undefined,
  { translate, locale, displayPhone }: ShowWith,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.kind === 'phone' || field.display === 'phone') {
    const code = typeof record?.countryCode === 'string' ? record.countryCode : '';
    const text = String(value);
    if (displayPhone) return displayPhone(text, code);
    return code && !text.startsWith('+') ? `${code} ${text}` : text;
  }
  if (field.kind === 'date') return formatDate(value, locale) || String(value);
  if (field.kind === 'boolean') return translate(value ? 'app.export.yes' : 'app.export.no');
  if (field.values) return translate(knownValueKey(field.values, value), { _: String(value) });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
