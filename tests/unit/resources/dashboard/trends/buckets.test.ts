import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays } from '../../../../../src/lib/dates';
import {
  type Bucket,
  bucketsFor,
  DAY_LIMIT,
  daysBetween,
  isoWeekStart,
  MAX_BUCKETS,
  WEEK_LIMIT,
} from '../../../../../src/resources/dashboard/trends/buckets';

const TODAY = '2026-11-22';
const pairs = (buckets: Bucket[]) => buckets.map((b) => [b.startDate, b.endDate]);

describe('bucketsFor', () => {
  test('no range: the 12 calendar months ending with the current one', () => {
    const result = bucketsFor({}, TODAY);
    expect(result.unit).toBe('month');
    expect(result.defaultRange).toBe(true);
    expect(result.buckets).toHaveLength(12);
    expect(result.buckets[0]).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(result.buckets[2]).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(result.buckets[11]).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  test('January: the 12 months reach back into the previous year', () => {
    const { buckets } = bucketsFor({}, '2027-01-03');
    expect(buckets[0]).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(buckets[11]).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' });
  });

  test('only a To: the 12 months ending with it, the last one clamped', () => {
    const result = bucketsFor({ endDate: '2024-03-15' }, TODAY);
    expect(result.defaultRange).toBe(false);
    expect(result.buckets[0]).toEqual({ startDate: '2023-04-01', endDate: '2023-04-30' });
    expect(result.buckets[11]).toEqual({ startDate: '2024-03-01', endDate: '2024-03-15' });
  });

  test('up to 31 days: one bucket per day', () => {
    const result = bucketsFor({ startDate: '2026-01-01', endDate: '2026-01-31' }, TODAY);
    expect(result.unit).toBe('day');
    expect(result.buckets).toHaveLength(31);
    expect(result.buckets[30]).toEqual({ startDate: '2026-01-31', endDate: '2026-01-31' });
    const single = bucketsFor({ startDate: '2026-05-05', endDate: '2026-05-05' }, TODAY);
    expect(pairs(single.buckets)).toEqual([['2026-05-05', '2026-05-05']]);
  });

  test('32 days to ~6 months: ISO weeks (Monday–Sunday), clamped to the range', () => {
    const result = bucketsFor({ startDate: '2026-09-03', endDate: '2026-11-18' }, TODAY);
    expect(result.unit).toBe('week');
    // 2026-09-03 is a Thursday; 2026-11-18 a Wednesday.
    expect(result.buckets[0]).toEqual({ startDate: '2026-09-03', endDate: '2026-09-06' });
    expect(result.buckets[1]).toEqual({ startDate: '2026-09-07', endDate: '2026-09-13' });
    expect(result.buckets.at(-1)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-18' });
    expect(result.buckets).toHaveLength(12);
    expect(bucketsFor({ startDate: '2026-01-01', endDate: '2026-02-01' }, TODAY).unit).toBe('week');
    expect(
      bucketsFor({ startDate: '2026-01-01', endDate: addDays('2026-01-01', WEEK_LIMIT - 1) }, TODAY).unit,
    ).toBe('week');
  });

  test('longer: calendar months, the first and last clamped', () => {
    const result = bucketsFor({ startDate: '2026-01-01', endDate: addDays('2026-01-01', WEEK_LIMIT) }, TODAY);
    expect(result.unit).toBe('month');
    const year = bucketsFor({ startDate: '2025-02-10', endDate: '2026-01-05' }, TODAY);
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets[0]).toEqual({ startDate: '2025-02-10', endDate: '2025-02-28' });
    expect(year.buckets[1]).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(year.buckets[11]).toEqual({ startDate: '2026-01-01', endDate: '2026-01-05' });
  });

  test('beyond three years: calendar years; huge ranges keep only the latest periods', () => {
    const years = bucketsFor({ startDate: '2020-06-01', endDate: TODAY }, TODAY);
    expect(years.unit).toBe('year');
    expect(pairs(years.buckets)).toEqual([
      ['2020-06-01', '2020-12-31'],
      ['2021-01-01', '2021-12-31'],
      ['2022-01-01', '2022-12-31'],
      ['2023-01-01', '2023-12-31'],
      ['2024-01-01', '2024-12-31'],
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', '2026-11-22'],
    ]);
    const huge = bucketsFor({ startDate: '0001-01-01', endDate: '9999-12-31' }, TODAY);
    expect(huge.truncated).toBe(true);
    expect(huge.buckets).toHaveLength(MAX_BUCKETS);
    expect(huge.buckets.at(-1)).toEqual({ startDate: '9999-01-01', endDate: '9999-12-31' });
  });

  test('only a From: up to today, or just that day when it lies ahead', () => {
    const recent = bucketsFor({ startDate: '2026-11-10' }, TODAY);
    expect(recent.unit).toBe('day');
    expect(recent.buckets).toHaveLength(13);
    expect(recent.to).toBe(TODAY);
    const ahead = bucketsFor({ startDate: '2099-01-01' }, TODAY);
    expect(pairs(ahead.buckets)).toEqual([['2099-01-01', '2099-01-01']]);
  });

  test('invalid bounds are ignored rather than sent', () => {
    expect(bucketsFor({ startDate: '2026-02-31', endDate: 'soon' }, TODAY)).toEqual(bucketsFor({}, TODAY));
  });

  const day = fc.integer({ min: 0, max: 365 * 120 }).map((offset) => addDays('1990-01-01', offset));

  test('any range: contiguous periods covering it exactly, sized by the rules', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const { unit, buckets, truncated } = bucketsFor({ startDate: from, endDate: to }, TODAY);
        const length = daysBetween(from, to) + 1;
        expect(buckets.length).toBeGreaterThan(0);
        expect(buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
        if (!truncated) expect(buckets[0]?.startDate).toBe(from);
        expect(buckets.at(-1)?.endDate).toBe(to);
        buckets.forEach((bucket, i) => {
          expect(bucket.startDate <= bucket.endDate).toBe(true);
          if (i > 0) expect(bucket.startDate).toBe(addDays(buckets[i - 1]?.endDate ?? '', 1));
          if (unit === 'week' && i > 0) expect(isoWeekStart(bucket.startDate)).toBe(bucket.startDate);
          if (unit === 'month' && i > 0) expect(bucket.startDate.endsWith('-01')).toBe(true);
        });
        expect(unit).toBe(length <= DAY_LIMIT ? 'day' : length <= WEEK_LIMIT ? 'week' : unit);
        if (length > WEEK_LIMIT) expect(['month', 'year']).toContain(unit);
      }),
      { numRuns: 300 },
    );
  });
});
