import { parseDate, toIsoDay } from '../../lib/dates';
import type { WeeklyRecord } from '../dataContracts';
import { isNumeric, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';

/** What the inputs of a row in edit mode hold: text, as typed. */
export type WeeklyDraft = Record<WeeklyField, string>;
export type DraftErrors = Partial<Record<WeeklyField, string>>;

export function toDraft(row: WeeklyRecord): WeeklyDraft {
  const draft = {} as WeeklyDraft;
  for (const { field, kind } of WEEKLY_COLUMNS) {
    const value: unknown = row[field];
    if (kind === 'date') draft[field] = toIsoDay(value);
    else draft[field] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

const validDay = (day: string) => toIsoDay(parseDate(day)) === day;

/** Numbers must be 0 or more (whole for days on market); dates may be empty or a real day. */
export function validateDraft(draft: WeeklyDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const { field, kind } of WEEKLY_COLUMNS) {
    const value = draft[field].trim();
    if (isNumeric(kind)) {
      const n = Number(value);
      const whole = kind === 'decimal' || Number.isInteger(n);
      if (value === '' || !Number.isFinite(n) || n < 0 || !whole) errors[field] = 'app.weekly.number_invalid';
    } else if (kind === 'date' && value !== '' && !validDay(value)) {
      errors[field] = 'app.weekly.date_invalid';
    }
  }
  return errors;
}

/** Typed values for the update: numbers as numbers, text trimmed, dates yyyy-MM-dd as typed. */
export function fromDraft(draft: WeeklyDraft): Pick<WeeklyRecord, WeeklyField> {
  const out: Record<string, string | number> = {};
  for (const { field, kind } of WEEKLY_COLUMNS) {
    const value = draft[field].trim();
    out[field] = isNumeric(kind) ? Number(value) : value;
  }
  return out as Pick<WeeklyRecord, WeeklyField>;
}
