import { parseDate, toIsoDay } from '../../lib/dates';
import type { WeeklyRecord } from '.';
import { isNumeric, parsePlatformNumber, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';

export { parsePlatformNumber };

/** What the inputs of a row in edit mode hold: text, as typed (or as the platform sent it). */
export type WeeklyDraft = Record<WeeklyField, string>;
export type DraftErrors = Partial<Record<WeeklyField, string>>;
/** The fields the admin changed, typed for the update; untouched fields are absent. */
export type WeeklyChanges = Partial<Record<WeeklyField, string | number>>;

/** The row's values as the inputs show them: numbers and text as sent, dates as yyyy-MM-dd days. */
export function toDraft(row: WeeklyRecord): WeeklyDraft {
  const draft = {} as WeeklyDraft;
  for (const { field, kind } of WEEKLY_COLUMNS) {
    const value: unknown = row[field];
    if (kind === 'date') draft[field] = toIsoDay(value);
    else draft[field] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

/** The fields whose input differs from what the row opened with. */
export const changedFields = (initial: WeeklyDraft, draft: WeeklyDraft): WeeklyField[] =>
  WEEKLY_COLUMNS.map((column) => column.field).filter((field) => draft[field] !== initial[field]);

const validDay = (day: string) => toIsoDay(parseDate(day)) === day;

/**
 * Only what the admin changed is checked: a value the platform sent (`"0%"`, `"$465,000"`, an
 * empty cell) goes back as it came. A changed number must be 0 or more (whole for days on
 * market), written plainly or the platform's way; a changed date may be empty or a real day.
 */
export function validateDraft(draft: WeeklyDraft, initial: WeeklyDraft = draft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of changedFields(initial, draft)) {
    const { kind } = WEEKLY_COLUMNS.find((column) => column.field === field)!;
    const value = draft[field].trim();
    if (isNumeric(kind)) {
      const n = parsePlatformNumber(value);
      const whole = kind === 'decimal' || (n !== undefined && Number.isInteger(n));
      if (n === undefined || n < 0 || !whole) errors[field] = 'app.weekly.number_invalid';
    } else if (kind === 'date' && value !== '' && !validDay(value)) {
      errors[field] = 'app.weekly.date_invalid';
    }
  }
  return errors;
}

/**
 * The changed fields, typed for the update: a number the platform sent as a number goes back as
 * a number; one it sent as text (`"$465,000"`) goes back as the text typed; dates as yyyy-MM-dd.
 */
export function fromDraft(draft: WeeklyDraft, initial: WeeklyDraft, row: WeeklyRecord): WeeklyChanges {
  const changes: WeeklyChanges = {};
  for (const field of changedFields(initial, draft)) {
    const { kind } = WEEKLY_COLUMNS.find((column) => column.field === field)!;
    const value = draft[field].trim();
    const original: unknown = row[field];
    if (isNumeric(kind)) {
      const sentAsText = typeof original === 'string' && original.trim() !== '';
      changes[field] = sentAsText ? value : (parsePlatformNumber(value) ?? value);
    } else {
      changes[field] = value;
    }
  }
  return changes;
}
