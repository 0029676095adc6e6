import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDay, parseDate, toIsoDay } from '../../../src/lib/dates';

/**
 * The day rule (top of src/lib/dates.ts): a yyyy-MM-dd, or a timestamp at midnight in any explicit
 * offset, is the day it names, in every zone; any other timestamp is a moment, whose day is the
 * admin's. Z and +00:00 are one offset spelled two ways: they always read alike.
 */
const ZONES = [
  'UTC',
  'America/New_York',
  'Pacific/Honolulu',
  'Europe/Paris',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
];
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe.each(ZONES)('in %s', (zone) => {
  const inZone = () => {
    process.env.TZ = zone;
  };

  it.each([
    ['a day', '2026-11-21', '2026-11-21'],
    ['midnight Z', '2026-11-21T00:00:00Z', '2026-11-21'],
    ['midnight Z with milliseconds', '2026-11-21T00:00:00.000Z', '2026-11-21'],
    ['midnight +00:00', '2026-11-21T00:00:00+00:00', '2026-11-21'],
    ['midnight +00:00 with milliseconds', '2026-11-21T00:00:00.000+00:00', '2026-11-21'],
    ['midnight -05:00', '2026-11-21T00:00:00-05:00', '2026-11-21'],
    ['midnight +05:30', '2026-11-21T00:00:00+05:30', '2026-11-21'],
    ['midnight +14:00', '2026-11-21T00:00:00+14:00', '2026-11-21'],
    ['midnight without seconds', '2026-11-21T00:00Z', '2026-11-21'],
    ['midnight, offset without colon', '2026-11-21T00:00:00-0500', '2026-11-21'],
    ['surrounding spaces', ' 2026-11-21T00:00:00+00:00 ', '2026-11-21'],
    ['the last day of a year', '2026-12-31T00:00:00-05:00', '2026-12-31'],
    ['a leap day', '2028-02-29T00:00:00+00:00', '2028-02-29'],
  ])('%s: %s is %s', (_, value, day) => {
    inZone();
    expect(toIsoDay(value)).toBe(day);
    expect(formatDay(value, 'dd/MM/yyyy')).toBe(day.split('-').reverse().join('/'));
    expect(addDays(value, 1)).toBe(addDays(day, 1));
  });

  it.each([
    ['noon', '2026-11-21T12:00:00'],
    ['late evening', '2026-11-21T23:30:00'],
    ['just after midnight', '2026-11-21T00:00:01'],
    ['a millisecond after midnight', '2026-11-21T00:00:00.001'],
  ])('%s: Z and +00:00 are one moment, on the admin’s calendar', (_, time) => {
    inZone();
    const z = `${time}Z`;
    const plus = `${time}+00:00`;
    expect(toIsoDay(z)).toBe(toIsoDay(plus));
    // A moment's day is the admin's: the day of its Date in this zone.
    expect(toIsoDay(z)).toBe(toIsoDay(new Date(Date.parse(z))));
    expect(toIsoDay(plus)).toBe(toIsoDay(parseDate(plus)));
  });

  it.each([
    ['-05:00', '2026-11-21T23:30:00-05:00', Date.UTC(2026, 10, 22, 4, 30)],
    ['+05:30', '2026-11-21T01:00:00+05:30', Date.UTC(2026, 10, 20, 19, 30)],
  ])('any other offset (%s) reads a moment the same way', (_, value, instant) => {
    inZone();
    expect(parseDate(value)?.getTime()).toBe(instant);
    expect(toIsoDay(value)).toBe(toIsoDay(new Date(instant)));
  });
});

describe('what the rule leaves alone', () => {
  it.each([
    ['no offset: a local time', '2026-11-21T00:00:00', '2026-11-21'],
    ['not a date', 'tomorrow', ''],
    ['blank', '  ', ''],
    ['a day that does not exist is kept as written', '2026-02-30', '2026-02-30'],
  ])('%s: %s → %j', (_, value, day) => {
    expect(toIsoDay(value)).toBe(day);
  });

  it('reads a four-digit year as written (year 50 is not 1950)', () => {
    expect(parseDate('0050-03-01')?.getFullYear()).toBe(50);
    expect(addDays('0050-03-01', 1)).toBe('0050-03-02');
  });
});
