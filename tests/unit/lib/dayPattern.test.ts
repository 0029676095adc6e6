import { describe, expect, it } from 'vitest';
import { validateWholeDay } from '../../../src/components/dates/DateInput';
import {
  dayPattern,
  formatDayAs,
  INVALID_DAY,
  isInvalidDay,
  readDayAs,
  toIsoDay,
} from '../../../src/lib/dates';

describe('dayPattern: a language writes a day in its own order', () => {
  it.each([
    ['en', 'yyyy-MM-dd'],
    ['en-GB', 'yyyy-MM-dd'],
    ['fr', 'dd/MM/yyyy'],
    ['es', 'dd/MM/yyyy'],
    ['de', 'dd.MM.yyyy'],
    ['en-XA', 'yyyy-MM-dd'],
    ['ja', 'yyyy/MM/dd'],
  ])('%s → %s', (locale, pattern) => {
    expect(dayPattern(locale)).toBe(pattern);
  });

  it('falls back to English order on a tag Intl refuses', () => {
    expect(dayPattern('not a tag!')).toBe('yyyy-MM-dd');
  });
});

describe('a day typed only in part', () => {
  it('is refused with its own message and never read as a day', () => {
    expect(isInvalidDay(INVALID_DAY)).toBe(true);
    expect(toIsoDay(INVALID_DAY)).toBe('');
    expect(validateWholeDay(INVALID_DAY, {}, {} as never)).toBe('app.widgets.date.invalid');
    expect(validateWholeDay('2026-11-22', {}, {} as never)).toBeUndefined();
    expect(validateWholeDay('', {}, {} as never)).toBeUndefined();
  });
});

describe("the weekly grid reads and writes days in the language's order", () => {
  it.each([
    ['MM/dd/yyyy', '2026-03-05', '03/05/2026'],
    ['dd/MM/yyyy', '2026-03-05', '05/03/2026'],
    ['dd.MM.yyyy', '2026-03-05', '05.03.2026'],
  ])('%s: %s ⇄ %s', (pattern, iso, shown) => {
    expect(formatDayAs(iso, pattern)).toBe(shown);
    expect(readDayAs(shown, pattern)).toBe(iso);
  });

  it('reads short parts, keeps what is not a whole real day as typed, and blank as blank', () => {
    expect(readDayAs('5.3.2026', 'dd.MM.yyyy')).toBe('2026-03-05');
    expect(readDayAs('31/02/2026', 'dd/MM/yyyy')).toBe('31/02/2026');
    expect(readDayAs('05/03/202', 'dd/MM/yyyy')).toBe('05/03/202');
    expect(readDayAs('yesterday', 'dd/MM/yyyy')).toBe('yesterday');
    expect(readDayAs('  ', 'dd/MM/yyyy')).toBe('');
    expect(formatDayAs('05/03/202', 'dd/MM/yyyy')).toBe('05/03/202');
    expect(formatDayAs('', 'dd/MM/yyyy')).toBe('');
  });
});

describe('toIsoDay writes four-digit years', () => {
  // Found by the property test (tests/unit/quality/properties/namesAndDates.test.ts): "100"
  // parses as the year 100, which came out as "100-01-01", not an ISO day.
  it('pads a year before 1000 and signs one before year 0', () => {
    expect(toIsoDay('100')).toBe('0100-01-01');
    expect(toIsoDay(new Date(-1, 0, 1, 12))).toBe('-0001-01-01');
    expect(toIsoDay('2026-01-27')).toBe('2026-01-27');
  });
});
