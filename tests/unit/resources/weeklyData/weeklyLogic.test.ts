import { describe, expect, test, vi } from 'vitest';
import type { WeeklyRecord } from '../../../../src/resources/weeklyData';
import { nextSort } from '../../../../src/resources/weeklyData/WeeklyHeader';
import { cellText, makeFormats, WEEKLY_COLUMNS } from '../../../../src/resources/weeklyData/weeklyColumns';
import {
  changedFields,
  fromDraft,
  parsePlatformNumber,
  toDraft,
  validateDraft,
} from '../../../../src/resources/weeklyData/weeklyDraft';
import {
  DEMO_SHEET,
  isBlockedByMixedContent,
  readSheetSettings,
  storeSheet,
  WEEKLY_KEYS,
} from '../../../../src/resources/weeklyData/weeklyStorage';

const ROW: WeeklyRecord = {
  id: 'a',
  list_price: 549900,
  sold_price: 0,
  listing_status: 'Active',
  address: '1 Elm St',
  city: 'Reno',
  list_date: '2026-10-01',
  contract_date: '',
  sold_date: '2026-11-10T00:00:00.000Z',
  listing_discount: 1.5,
  days_on_market: 12,
};

describe('nextSort', () => {
  test('the same column flips its direction; another column starts ascending', () => {
    expect(nextSort({ field: 'list_price', order: 'ASC' }, 'list_price')).toEqual({
      field: 'list_price',
      order: 'DESC',
    });
    expect(nextSort({ field: 'list_price', order: 'DESC' }, 'list_price')).toEqual({
      field: 'list_price',
      order: 'ASC',
    });
    expect(nextSort({ field: 'list_price', order: 'DESC' }, 'city')).toEqual({ field: 'city', order: 'ASC' });
  });
});

describe('weekly draft', () => {
  test('opens a row as it came; only what the admin changed is sent, typed like the original', () => {
    const draft = toDraft(ROW);
    expect(draft.sold_date).toBe('2026-11-10');
    expect(draft.contract_date).toBe('');
    expect(draft.list_price).toBe('549900');
    expect(validateDraft(draft, draft)).toEqual({});
    expect(fromDraft(draft, draft, ROW)).toEqual({});
    const edited = { ...draft, city: '  Sparks ', list_price: '560000' };
    expect(changedFields(draft, edited)).toEqual(['list_price', 'city']);
    expect(fromDraft(edited, draft, ROW)).toEqual({ list_price: 560000, city: 'Sparks' });
  });

  test("the platform's own values ('0%', '$465,000', empty) open as they are and pass untouched", () => {
    const row: WeeklyRecord = {
      ...ROW,
      list_price: '$465,000',
      sold_price: '',
      listing_discount: '0%',
      days_on_market: '',
      list_date: '2025-01-27T12:00:00.000Z',
    };
    const draft = toDraft(row);
    expect(draft).toMatchObject({ list_price: '$465,000', sold_price: '', listing_discount: '0%' });
    expect(validateDraft(draft, draft)).toEqual({});
    expect(fromDraft({ ...draft, city: 'Sparks' }, draft, row)).toEqual({ city: 'Sparks' });
  });

  test("edited numbers accept the platform's formats; text-typed numbers go back as typed", () => {
    const row: WeeklyRecord = { ...ROW, list_price: '$465,000', listing_discount: '0%' };
    const draft = toDraft(row);
    const edited = { ...draft, list_price: '$1,200', listing_discount: '2.5%', sold_price: '1 200' };
    expect(validateDraft(edited, draft)).toEqual({});
    expect(fromDraft(edited, draft, row)).toEqual({
      list_price: '$1,200',
      listing_discount: '2.5%',
      sold_price: 1200,
    });
    expect(parsePlatformNumber('$465,000')).toBe(465000);
    expect(parsePlatformNumber('2.5%')).toBe(2.5);
    expect(parsePlatformNumber('')).toBeUndefined();
  });

  test('refuses changed values that are negative, empty, not numbers, fractional days or impossible dates', () => {
    const draft = toDraft(ROW);
    expect(
      validateDraft(
        {
          ...draft,
          list_price: '-1',
          sold_price: '',
          listing_discount: 'abc',
          days_on_market: '1.5',
          list_date: '2026-02-30',
        },
        draft,
      ),
    ).toEqual({
      list_price: 'app.weekly.number_invalid',
      sold_price: 'app.weekly.number_invalid',
      listing_discount: 'app.weekly.number_invalid',
      days_on_market: 'app.weekly.number_invalid',
      list_date: 'app.weekly.date_invalid',
    });
    expect(validateDraft({ ...draft, listing_discount: '2.75' }, draft)).toEqual({});
  });
});

describe('cell text', () => {
  test('prices as currency, decimals and counts for the locale, dates like every list of the console', () => {
    const formats = makeFormats('en');
    const text = Object.fromEntries(
      WEEKLY_COLUMNS.map((column) => [column.field, cellText(ROW, column, formats)]),
    );
    expect(text).toMatchObject({
      list_price: '$549,900',
      sold_price: '$0',
      listing_discount: '1.5',
      days_on_market: '12',
      list_date: '2026-10-01',
      contract_date: '',
      sold_date: '2026-11-10',
    });
    expect(cellText(ROW, WEEKLY_COLUMNS[0], makeFormats('fr'))).toMatch(/549\s900/);
    const platform = {
      ...ROW,
      list_price: '$465,000',
      listing_discount: '0%',
      list_date: '2025-01-27T12:00:00.000Z',
    };
    expect(cellText(platform, WEEKLY_COLUMNS[0], formats)).toBe('$465,000');
    expect(cellText(platform, WEEKLY_COLUMNS[8], formats)).toBe('0');
    expect(cellText(platform, WEEKLY_COLUMNS[5], formats)).toBe('2025-01-27');
  });
});

describe('weekly storage', () => {
  test('reads the sheet id and the scrap status and range under their documented keys', () => {
    expect(readSheetSettings()).toEqual({ sheetId: '', status: '', start: '', end: '' });
    localStorage.setItem(WEEKLY_KEYS.status, 'Done');
    expect(storeSheet({ ...DEMO_SHEET })).toEqual({
      sheetId: 'sheet-2026-w46',
      status: 'Done',
      start: '2026-11-09',
      end: '2026-11-15',
    });
    expect(localStorage.getItem('csvsheet_id')).toBe('sheet-2026-w46');
  });

  test('reads nothing stored where there is no storage (the first frame, rendered at build)', () => {
    localStorage.setItem(WEEKLY_KEYS.sheetId, 'sheet-2026-w46');
    vi.stubGlobal('localStorage', undefined);
    try {
      expect(readSheetSettings()).toEqual({ sheetId: '', status: '', start: '', end: '' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(readSheetSettings().sheetId).toBe('sheet-2026-w46');
  });

  test.each([
    ['https:', 'http://weekly.example:3000', true],
    ['https:', 'https://weekly.example', false],
    ['http:', 'http://weekly.example', false],
    ['https:', '/mock-weekly', false],
  ])('page %s calling %s is blocked: %s', (protocol, url, blocked) => {
    expect(isBlockedByMixedContent(protocol, url)).toBe(blocked);
  });
});
