import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { splitFullName } from '../../../../src/auth/accountApi';
import { addDays, formatDay, formatFeedDate, parseDate, toIsoDay } from '../../../../src/lib/dates';
import { shiftWeeklyDateForSave, toWeeklyUpdateBody } from '../../../../src/resources/weeklyData';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);

/** Calendar days from 1900 to 2200 as yyyy-MM-dd, built without any time zone. */
const isoDay = fc
  .tuple(
    fc.integer({ min: 1900, max: 2200 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .filter(([y, m, d]) => d <= new Date(Date.UTC(y, m, 0)).getUTCDate())
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** Zones with DST at midnight (São Paulo until 2019), half-hour DST (Lord Howe), and UTC. */
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/Paris',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('registration name split (first space)', () => {
  it('first name has no space, and first + " " + last is the name with spaces collapsed', () => {
    tally.check(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[ \tA-Za-zé山]{0,30}$/)),
        (name) => {
          const { firstName, lastName } = splitFullName(name);
          const collapsed = name.trim().replace(/\s+/g, ' ');
          expect(firstName).not.toMatch(/\s/);
          expect(lastName ? `${firstName} ${lastName}` : firstName).toBe(collapsed);
          if (lastName) expect(lastName).toBe(lastName.trim());
        },
      ),
      200,
    );
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });
});

describe('weekly date shift (SPEC 9: "shifted forward by one day on save")', () => {
  it.each(ZONES)('in %s: an edited day is sent exactly one calendar day later', (zone) => {
    process.env.TZ = zone;
    // The zone really applies: São Paulo skipped midnight when DST began on 2018-11-04.
    if (zone === 'America/Sao_Paulo') expect(new Date(2018, 10, 4).getHours()).toBe(1);
    tally.check(
      fc.property(isoDay, (day) => {
        const sent = shiftWeeklyDateForSave(day, 1);
        expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(sent > day).toBe(true);
        expect(addDays(sent, -1)).toBe(day);
      }),
      120,
    );
  });

  it('leaves an empty date empty and accepts timestamps of the same day', () => {
    expect(shiftWeeklyDateForSave('', 1)).toBe('');
    expect(shiftWeeklyDateForSave(undefined, 1)).toBe('');
    tally.check(
      fc.property(isoDay, (day) => {
        expect(shiftWeeklyDateForSave(`${day}T00:00:00.000Z`, 1)).toBe(shiftWeeklyDateForSave(day, 1));
        expect(shiftWeeklyDateForSave(day, 0)).toBe(day);
      }),
    );
  });

  it('the update body shifts only the edited dates; untouched values go back exactly as they came', () => {
    const untouched = fc.oneof(
      isoDay,
      fc.constant(''),
      isoDay.map((day) => `${day}T12:00:00.000Z`),
    );
    tally.check(
      fc.property(
        isoDay,
        untouched,
        untouched,
        fc.constantFrom(0, '0%', '$465,000', ''),
        (edited, contract, sold, discount) => {
          const previousData = {
            id: 'r1',
            _id: 'r1',
            list_date: '2020-01-01',
            contract_date: contract,
            sold_date: sold,
            listing_discount: discount,
          };
          const body = toWeeklyUpdateBody({ id: 'r1', data: { list_date: edited }, previousData });
          expect(Object.keys(body).sort()).toEqual(
            [
              '_id',
              'address',
              'city',
              'contract_date',
              'days_on_market',
              'list_date',
              'list_price',
              'listing_discount',
              'listing_status',
              'sold_date',
              'sold_price',
            ].sort(),
          );
          expect(body.list_date).toBe(shiftWeeklyDateForSave(edited, 1));
          expect(body.contract_date).toBe(contract);
          expect(body.sold_date).toBe(sold);
          expect(body.listing_discount).toBe(discount);
        },
      ),
    );
  });
});

describe('the date helper (src/lib/dates)', () => {
  it.each(ZONES)(
    'in %s: a day never moves (parse → toIsoDay, in English and French order, ±n days)',
    (zone) => {
      process.env.TZ = zone;
      tally.check(
        fc.property(isoDay, fc.integer({ min: -800, max: 800 }), (day, n) => {
          expect(toIsoDay(parseDate(day))).toBe(day);
          expect(toIsoDay(day)).toBe(day);
          const [y, m, d] = day.split('-');
          expect(formatDay(day)).toBe(day);
          expect(formatDay(day, 'dd/MM/yyyy')).toBe(`${d}/${m}/${y}`);
          expect(addDays(addDays(day, n), -n)).toBe(day);
        }),
        100,
      );
    },
  );

  it('never throws on anything and answers "" for what is not a date', () => {
    tally.check(
      fc.property(fc.anything(), (value) => {
        const iso = toIsoDay(value);
        expect(iso === '' || /^-?\d{4,6}-\d{2}-\d{2}$/.test(iso)).toBe(true);
        expect(typeof formatDay(value)).toBe('string');
        expect(typeof formatFeedDate(value)).toBe('string');
      }),
      200,
    );
    for (const junk of ['', '   ', 'not a date', '2026-02-30x', '<b>2026-01-01</b>', '🚀']) {
      expect(formatDay(junk)).toBe('');
    }
    tally.input(6);
  });
});
