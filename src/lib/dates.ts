/**
 * The one date helper. The platform sends dates as ISO strings ('2026-11-21' or full
 * timestamps). One format per language everywhere (dayPattern): English follows the spec's
 * pickers, yyyy-MM-dd (also one of the list formats the spec allows), and 'YYYY-MM-DD hh:mm A'
 * for feeds.
 *
 * The day rule: a yyyy-MM-dd, or midnight in any explicit offset (Z, +00:00, -05:00 alike), is the
 * day written, whatever the admin's zone; any other timestamp is a moment, read in the admin's zone.
 *
 * Hand-written, not date-fns' format/parse: this module is on every screen's first load (list
 * cells, filters, validation), and date-fns loads only with the date pickers
 * (tests/unit/components/codeSplit.test.ts); the few formats below are a line each.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How a platform writes a day as a timestamp: midnight, in whatever offset it names. */
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** A real calendar day at local midnight (years under 100 as written); 2026-02-30 is none. */
function localDay([, year, month, day]: string[]): Date | undefined {
  const date = new Date(2000, +month! - 1, +day!);
  date.setFullYear(+year!);
  return date.getMonth() === +month! - 1 && date.getDate() === +day! ? date : undefined;
}

/** ISO 8601's day: four-digit years at least, a sign before year 1. */
function isoDayOf(date: Date): string {
  const year = date.getFullYear();
  return `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Parses a day string or timestamp; day strings become local midnight. Invalid → undefined. */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    const day = DAY.exec(text);
    if (day) return localDay(day);
    if (!text) return undefined;
  }
  const date = new Date(value);
  return isValid(date) ? date : undefined;
}

/** The calendar day of a value as yyyy-MM-dd (the pickers' format), by the day rule; '' when invalid. */
export function toIsoDay(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.trim();
    const written = DAY.test(text) ? text : MIDNIGHT.exec(text)?.[1];
    if (written) return written;
  }
  const date = parseDate(value);
  return date ? isoDayOf(date) : '';
}

/** A day in `pattern` (dayPattern's); '' when invalid. */
export function formatDay(value: unknown, pattern = ENGLISH_DAY): string {
  const iso = toIsoDay(value);
  return iso ? formatDayAs(iso, pattern) : '';
}

/** A time of day as 24-hour HH:mm, for the languages other than English. */
export function formatClock(value: unknown): string {
  const date = parseDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** 'YYYY-MM-DD hh:mm A', the spec's feed date format. */
export function formatFeedDate(value: unknown): string {
  const date = parseDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${isoDayOf(date)} ${pad(h12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Adds whole days to a day (by the day rule); what is not a day is returned as it is. */
export function addDays(day: string, days: number): string {
  const date = parseDate(toIsoDay(day));
  if (!date) return day;
  date.setDate(date.getDate() + days);
  return isoDayOf(date);
}

/** Today as yyyy-MM-dd in the admin's zone (the minimum of the coupon date pickers). */
export const today = (): string => toIsoDay(new Date());

/**
 * A date field's value while what the admin typed is not a whole, real date yet (only the day,
 * 31/02/…). Never sent: the field's validator refuses it, and `toIsoDay` reads it as ''.
 */
export const INVALID_DAY = 'invalid-day';

export const isInvalidDay = (value: unknown): boolean => value === INVALID_DAY;

const dayPatterns = new Map<string, string>();

/** English's day, everywhere (pickers, lists, filters): the spec's pickers write yyyy-MM-dd. */
export const ENGLISH_DAY = 'yyyy-MM-dd';

/**
 * The one order and separators a language writes a day in, in pickers and lists alike, as a
 * date-fns pattern: English follows the spec (yyyy-MM-dd, so 10 January never reads as
 * 1 October); other languages their own convention from Intl: 'dd/MM/yyyy' for fr and es,
 * 'dd.MM.yyyy' for de. Any language code works; an unknown one falls back to English.
 */
export function dayPattern(locale: string): string {
  const known = dayPatterns.get(locale);
  if (known) return known;
  let pattern = ENGLISH_DAY;
  if (/^en(?:-|$)/i.test(locale)) {
    dayPatterns.set(locale, pattern);
    return pattern;
  }
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(2026, 10, 22))
      .map((part) =>
        part.type === 'day'
          ? 'dd'
          : part.type === 'month'
            ? 'MM'
            : part.type === 'year'
              ? 'yyyy'
              : part.type === 'literal'
                ? // Letters in a separator would be read as pattern letters: only the marks.
                  part.value.replace(/\p{L}/gu, '')
                : '',
      );
    const joined = parts.join('');
    if (/dd/.test(joined) && /MM/.test(joined) && /yyyy/.test(joined)) pattern = joined.trim();
  } catch {
    // An invalid language tag: English order.
  }
  dayPatterns.set(locale, pattern);
  return pattern;
}

/**
 * A 'yyyy-MM-dd' day written in `pattern` (dayPattern's); anything else is returned as it is. By
 * its parts, not date-fns' format: a day the host holds that does not exist (2026-02-30) still
 * shows, in the language's order.
 */
export function formatDayAs(value: string, pattern: string): string {
  const day = DAY.exec(value);
  if (!day) return value;
  return pattern
    .replace('yyyy', day[1] as string)
    .replace('MM', day[2] as string)
    .replace('dd', day[3] as string);
}

/**
 * What the admin typed in `pattern`'s order ('05/03/2026', '5.3.2026') as 'yyyy-MM-dd' when it
 * is a whole, real day; '' for blank; otherwise the text as typed (for the form to refuse).
 */
export function readDayAs(text: string, pattern: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const parts = trimmed.match(/\d+/g);
  const order = ['dd', 'MM', 'yyyy'].sort((a, b) => pattern.indexOf(a) - pattern.indexOf(b));
  if (parts?.length !== 3 || /[^\d\s./-]/.test(trimmed)) return text;
  const at = (token: string) => parts[order.indexOf(token)] as string;
  if (at('yyyy').length !== 4 || at('MM').length > 2 || at('dd').length > 2) return text;
  const iso = `${at('yyyy')}-${at('MM').padStart(2, '0')}-${at('dd').padStart(2, '0')}`;
  return toIsoDay(parseDate(iso)) === iso ? iso : text;
}
