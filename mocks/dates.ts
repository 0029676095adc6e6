/** Day arithmetic on `YYYY-MM-DD` strings, in UTC so results never depend on the host's time zone. */

export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Milliseconds of UTC midnight of a `YYYY-MM-DD` (or ISO timestamp) prefix; NaN when unparsable. */
export function dayToMs(value: string): number {
  const match = ISO_DAY.exec(value);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Reject 2026-02-31 and the like: Date.UTC would silently roll them over.
  return new Date(ms).toISOString().slice(0, 10) === match[0] ? ms : Number.NaN;
}

export const msToDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isIsoDay = (value: string): boolean => !Number.isNaN(dayToMs(value));

/** `YYYY-MM-DD` shifted by `days`; the input is returned untouched when it is not a date. */
export function addDays(value: string, days: number): string {
  const ms = dayToMs(value);
  return Number.isNaN(ms) ? value : msToDay(ms + days * DAY_MS);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);

/** Today as `YYYY-MM-DD` (UTC). */
export const today = (): string => msToDay(Date.now());
