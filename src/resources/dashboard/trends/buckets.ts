import { addDays, parseDate, toIsoDay } from '../../../lib/dates';

/**
 * How a date range is split into the periods of the trend charts. Pure and time-zone free:
 * every day is a yyyy-MM-dd calendar day (as the From / To pickers send them), bounds inclusive.
 */
export type BucketUnit = 'day' | 'week' | 'month' | 'year';

export interface Bucket {
  /** First day of the period, yyyy-MM-dd (inclusive). */
  startDate: string;
  /** Last day of the period, yyyy-MM-dd (inclusive). */
  endDate: string;
}

export interface Bucketing {
  unit: BucketUnit;
  buckets: Bucket[];
  /** The range actually charted (an open bound is closed here). */
  from: string;
  to: string;
  /** True when the range asked for more than MAX_BUCKETS periods and only the latest are kept. */
  truncated: boolean;
  /** True when no range was given: the default "last 12 months". */
  defaultRange: boolean;
}

export const DAY_LIMIT = 31;
/** About six months: up to 26 ISO weeks. */
export const WEEK_LIMIT = 183;
/** Beyond three years, months would mean more than 36 calls: years read better. */
export const MONTH_LIMIT = 36;
/** One call per period: a hard cap so a range like 0001 → 9999 cannot flood the server. */
export const MAX_BUCKETS = 40;

const ymd = (year: number, month0: number, day: number) => toIsoDay(new Date(year, month0, day));

/** Whole days from `from` to `to`; rounding absorbs daylight-saving hours. */
export function daysBetween(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return 0;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

const parts = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y as number, m0: (m as number) - 1, d: d as number };
};

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export function monthEnd(day: string): string {
  const { y, m0 } = parts(day);
  return ymd(y, m0 + 1, 0);
}
/** Monday of the ISO week holding `day`. */
export function isoWeekStart(day: string): string {
  const date = parseDate(day);
  if (!date) return day;
  return addDays(day, -((date.getDay() + 6) % 7));
}
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;

const monthsSpanned = (from: string, to: string) => {
  const a = parts(from);
  const b = parts(to);
  return (b.y - a.y) * 12 + (b.m0 - a.m0) + 1;
};

const nextStart: Record<BucketUnit, (start: string) => string> = {
  day: (start) => addDays(start, 1),
  week: (start) => addDays(start, 7),
  month: (start) => {
    const { y, m0 } = parts(start);
    return ymd(y, m0 + 1, 1);
  },
  year: (start) => `${String(Number(start.slice(0, 4)) + 1).padStart(4, '0')}-01-01`,
};
const periodStart: Record<BucketUnit, (day: string) => string> = {
  day: (day) => day,
  week: isoWeekStart,
  month: monthStart,
  year: yearStart,
};
const periodEnd: Record<BucketUnit, (start: string) => string> = {
  day: (start) => start,
  week: (start) => addDays(start, 6),
  month: monthEnd,
  year: yearEnd,
};

/** Consecutive periods of `unit` covering [from, to], the first and last clamped to the range. */
export function split(unit: BucketUnit, from: string, to: string): Bucket[] {
  const buckets: Bucket[] = [];
  let start = periodStart[unit](from);
  while (start <= to) {
    const end = periodEnd[unit](start);
    buckets.push({ startDate: start < from ? from : start, endDate: end > to ? to : end });
    const next = nextStart[unit](start);
    // Past 9999-12-31 the next day is not a yyyy-MM-dd any more: stop there.
    if (next.length !== 10 || next <= start) break;
    start = next;
  }
  return buckets;
}

export function unitFor(from: string, to: string): BucketUnit {
  const days = daysBetween(from, to) + 1;
  if (days <= DAY_LIMIT) return 'day';
  if (days <= WEEK_LIMIT) return 'week';
  return monthsSpanned(from, to) <= MONTH_LIMIT ? 'month' : 'year';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * JavaScript's Date reads years 0–99 as 1900–1999, so the day math starts at year 1000; with
 * MAX_BUCKETS only the latest periods are charted anyway.
 */
const EARLIEST = '1000-01-01';

/** A real calendar day, floored to EARLIEST; undefined otherwise (2026-02-31 would roll over). */
function usable(day: string | undefined): string | undefined {
  if (typeof day !== 'string' || !ISO_DAY.test(day)) return undefined;
  if (day < EARLIEST) return EARLIEST;
  return toIsoDay(parseDate(day)) === day ? day : undefined;
}

/**
 * The periods for the dashboard's range. No range → the 12 calendar months ending with the
 * current one. Only a To → the 12 months ending with it. Only a From → From up to today (or
 * just From when it lies ahead). A reversed range is swapped rather than refused: the form
 * already refuses it, this only keeps the function total.
 */
export function bucketsFor(range: { startDate?: string; endDate?: string }, today: string): Bucketing {
  const start = usable(range.startDate);
  const end = usable(range.endDate);
  if (!start) {
    const last = end ?? today;
    const { y, m0 } = parts(last);
    const from = ymd(y, m0 - 11, 1);
    const to = end ?? monthEnd(last);
    return {
      unit: 'month',
      buckets: split('month', from, to),
      from,
      to,
      truncated: false,
      defaultRange: !end,
    };
  }
  let from = start;
  let to = end ?? (today > start ? today : start);
  if (to < from) [from, to] = [to, from];
  const unit = unitFor(from, to);
  const all = split(unit, from, to);
  const truncated = all.length > MAX_BUCKETS;
  return {
    unit,
    buckets: truncated ? all.slice(-MAX_BUCKETS) : all,
    from,
    to,
    truncated,
    defaultRange: false,
  };
}
