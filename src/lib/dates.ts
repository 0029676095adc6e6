/**
 * The one date helper. The platform sends dates as ISO strings ('2026-11-21' or full
 * timestamps); the spec shows them as DD/MM/YYYY in lists, yyyy-MM-dd in pickers and
 * 'YYYY-MM-DD hh:mm A' for feeds. Day-only strings are handled without time zones so a
 * date never moves by a day in the admin's zone.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Parses a day string or timestamp; day strings become local midnight. Invalid → undefined. */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string') {
    const day = DAY.exec(value.trim());
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (!value.trim()) return undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The calendar day of a value as yyyy-MM-dd (the pickers' format); '' when invalid. */
export function toIsoDay(value: unknown): string {
  if (typeof value === 'string') {
    const head = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/.exec(value.trim());
    if (head) return head[1];
  }
  const date = parseDate(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

/** DD/MM/YYYY as the spec's lists show; '' when invalid. */
export function formatDay(value: unknown): string {
  const iso = toIsoDay(value);
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 'YYYY-MM-DD hh:mm A', the spec's feed date format. */
export function formatFeedDate(value: unknown): string {
  const date = parseDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${toIsoDay(date)} ${pad(h12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Adds whole days to a yyyy-MM-dd day; '' stays ''. */
export function addDays(day: string, days: number): string {
  const date = parseDate(day);
  if (!date) return day;
  date.setDate(date.getDate() + days);
  return toIsoDay(date);
}

/** Today as yyyy-MM-dd in the admin's zone (the minimum of the coupon date pickers). */
export const today = (): string => toIsoDay(new Date());
