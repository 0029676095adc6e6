import Papa from 'papaparse';
import type { GetListParams } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import type { WeeklyRecord } from '../../../../src/resources/weeklyData';
import {
  EXPORT_CONCURRENCY,
  exportFileName,
  fetchSheetRows,
  toWeeklyCsv,
} from '../../../../src/resources/weeklyData/weeklyExport';
import { weeklyGetList, weeklyRows } from './weeklyFixtures';

const ENGLISH: Record<string, string> = {
  list_price: 'List Price',
  sold_price: 'Sold Price',
  listing_status: 'Listing Status',
  address: 'Address',
  city: 'Town',
  list_date: 'List Date',
  contract_date: 'Contract Date',
  sold_date: 'Sold Date',
  listing_discount: 'Listing Discount',
  days_on_market: 'Days on Market',
};
const header = (field: string) => ENGLISH[field] ?? field;
const sheet = { resource: 'weeklyData', filter: { csvsheet_id: 'sheet-a' } };

describe('fetchSheetRows', () => {
  test('asks every page of 100 in the given sort and joins them in order', async () => {
    const getList = weeklyGetList(weeklyRows(250));
    const progress = vi.fn();
    const rows = await fetchSheetRows(
      { getList },
      { ...sheet, sort: { field: 'city', order: 'DESC' } },
      progress,
    );
    expect(rows).toHaveLength(250);
    const pages = getList.mock.calls.map(([, params]) => params.pagination?.page).sort();
    expect(pages).toEqual([1, 2, 3]);
    for (const [resource, params] of getList.mock.calls) {
      expect(resource).toBe('weeklyData');
      expect(params).toMatchObject({
        pagination: { perPage: 100 },
        sort: { field: 'city', order: 'DESC' },
        filter: { csvsheet_id: 'sheet-a' },
      });
    }
    const expected = (
      await getList('weeklyData', {
        ...sheet,
        sort: { field: 'city', order: 'DESC' },
        pagination: { page: 1, perPage: 1000 },
      })
    ).data;
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(progress).toHaveBeenLastCalledWith({ done: 250, total: 250 });
  });

  test('one page is one request; an empty sheet is one request and no rows', async () => {
    const small = weeklyGetList(weeklyRows(7));
    expect(
      await fetchSheetRows({ getList: small }, { ...sheet, sort: { field: 'list_price', order: 'ASC' } }),
    ).toHaveLength(7);
    expect(small).toHaveBeenCalledTimes(1);
    const empty = weeklyGetList([]);
    expect(
      await fetchSheetRows({ getList: empty }, { ...sheet, sort: { field: 'list_price', order: 'ASC' } }),
    ).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  test(`asks at most ${EXPORT_CONCURRENCY} pages at once and keeps the page order whatever order replies come in`, async () => {
    const all = weeklyRows(1000);
    let inFlight = 0;
    let most = 0;
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const page = params.pagination?.page ?? 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later pages answer first.
      await new Promise((resolve) => setTimeout(resolve, (11 - page) * 2));
      inFlight -= 1;
      return { data: all.slice((page - 1) * 100, page * 100), total: all.length };
    });
    const rows = await fetchSheetRows({ getList }, { ...sheet, sort: { field: 'list_price', order: 'ASC' } });
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(most).toBe(EXPORT_CONCURRENCY);
    expect(getList).toHaveBeenCalledTimes(10);
  });

  test('a row seen on two pages (the sheet moved meanwhile) is kept once', async () => {
    const all = weeklyRows(150);
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const page = params.pagination?.page ?? 1;
      // Page 2 starts one row early, as if a row before it had been deleted.
      const data = page === 1 ? all.slice(0, 100) : all.slice(99, 150);
      return { data, total: 150 };
    });
    const rows = await fetchSheetRows({ getList }, { ...sheet, sort: { field: 'list_price', order: 'ASC' } });
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
  });

  test('a failing page fails the export and the other pages stop being asked', async () => {
    const all = weeklyRows(2000);
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const page = params.pagination?.page ?? 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (page === 3) throw new Error('Database is read-only');
      return { data: all.slice((page - 1) * 100, page * 100), total: all.length };
    });
    await expect(
      fetchSheetRows({ getList }, { ...sheet, sort: { field: 'list_price', order: 'ASC' } }),
    ).rejects.toThrow('Database is read-only');
    expect(getList.mock.calls.length).toBeLessThan(20);
  });
});

describe('toWeeklyCsv', () => {
  const row = (values: Partial<WeeklyRecord>): WeeklyRecord => ({ ...weeklyRows(1)[0], ...values });

  test('the spec columns in its order under the grid headers, no Action, no other field', async () => {
    const csv = await toWeeklyCsv([row({})], header);
    const [first, second] = csv.split('\r\n');
    expect(first).toBe(
      'List Price,Sold Price,Listing Status,Address,Town,List Date,Contract Date,Sold Date,Listing Discount,Days on Market',
    );
    expect(second).toBe('300000,295000,Sold,1 Elm St,Sparks,2026-10-01,2026-10-20,2026-11-10,1.67,19');
  });

  test('values stay as the host sent them and come back the same from the CSV', async () => {
    const sent = row({
      list_price: '$465,000',
      sold_price: '',
      listing_status: 'Active "new"',
      address: '12 Main St, Apt 3\nBack door',
      city: 'Hoboken',
      list_date: '2025-01-27T12:00:00.000Z',
      contract_date: '',
      sold_date: '11/03/2026',
      listing_discount: '0%',
      days_on_market: '-1,200',
    });
    const csv = await toWeeklyCsv([sent], header);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]).toEqual([
      '$465,000',
      '',
      'Active "new"',
      '12 Main St, Apt 3\nBack door',
      'Hoboken',
      '2025-01-27T12:00:00.000Z',
      '',
      '11/03/2026',
      '0%',
      '-1,200',
    ]);
  });

  test('missing values are empty cells', async () => {
    const csv = await toWeeklyCsv(
      [row({ sold_price: undefined as unknown as string, city: null as unknown as string })],
      header,
    );
    expect(Papa.parse<string[]>(csv).data[1]?.slice(0, 5)).toEqual(['300000', '', 'Sold', '1 Elm St', '']);
  });

  test('a text a spreadsheet would run as a formula is neutralised; signed numbers are not', async () => {
    const csv = await toWeeklyCsv(
      [
        row({ address: '=HYPERLINK("http://x.test","open")', city: '@SUM(A1)', listing_status: '+1+2' }),
        row({ address: '-2+3', city: '-', listing_status: '+5%', listing_discount: '-2.5%' }),
      ],
      header,
    );
    const [, first, second] = Papa.parse<string[]>(csv).data;
    expect(first?.slice(2, 5)).toEqual(["'+1+2", '\'=HYPERLINK("http://x.test","open")', "'@SUM(A1)"]);
    expect(second?.slice(2, 5)).toEqual(['+5%', "'-2+3", '-']);
    expect(second?.[8]).toBe('-2.5%');
  });

  test("headers in the admin's language", async () => {
    const csv = await toWeeklyCsv([], (field) => (field === 'city' ? 'Ville' : field));
    expect(csv.split('\r\n')[0]).toContain(',Ville,');
  });
});

describe('exportFileName', () => {
  test.each([
    ['sheet-2026-w46', 'weekly-sheet-2026-w46'],
    ['a/b\\c:d*e?f"g<h>i|j', 'weekly-a_b_c_d_e_f_g_h_i_j'],
    ['  week 46  ', 'weekly-week_46'],
    ['..', 'weekly'],
    ['x'.repeat(300), `weekly-${'x'.repeat(100)}`],
  ])('%s → %s', (sheetId, name) => {
    expect(exportFileName(sheetId)).toBe(name);
  });
});
