// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type StoredListingRow, WEEKLY_PAGE_SIZE } from '../../../../src/resources/weeklyData/mock';
import type { ListingRow } from '../../../../src/resources/weeklyData/record';
import { post, useMockServer, WEEKLY } from '../../mocks/support';

const SHEET = 'sheet-2026-w46';

/** The seed writes prices as numbers (the host keeps text only when a client sends text). */
type SeededRow = ListingRow & { list_price: number; sold_price: number };

interface RowsReply {
  status: number;
  message?: string;
  csvData: SeededRow[];
}

const rows = async (body: Record<string, unknown>) =>
  (await post<RowsReply>(`${WEEKLY}/getCsvDatabyWeek`, { csvsheet_id: SHEET, ...body })).body.csvData;

describe('weekly data host', () => {
  const db = useMockServer();
  const sheetSize = () =>
    db.collection<StoredListingRow>('listings').filter((row) => row.csvsheet_id === SHEET).length;

  it('counts the rows of a sheet', async () => {
    const { body } = await post(`${WEEKLY}/getCsvDataWeekCount`, { csvsheet_id: SHEET, pagination: 1 });
    expect(body).toEqual({ status: 1, csvData: sheetSize() });
    expect(sheetSize()).toBeGreaterThanOrEqual(320);
    expect((await post(`${WEEKLY}/getCsvDataWeekCount`, { csvsheet_id: 'nope' })).body).toEqual({
      status: 1,
      csvData: 0,
    });
  });

  it('pages 100 rows at a time, 1-based, sorted by list_price ascending by default', async () => {
    const first = await rows({ pagination: 1 });
    expect(first).toHaveLength(WEEKLY_PAGE_SIZE);
    const prices = first.map((row) => row.list_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const last = await rows({ pagination: Math.ceil(sheetSize() / WEEKLY_PAGE_SIZE) });
    expect(last).toHaveLength(sheetSize() % WEEKLY_PAGE_SIZE || WEEKLY_PAGE_SIZE);
    expect(last.at(-1)!.list_price).toBe(
      Math.max(
        ...db
          .collection<StoredListingRow>('listings')
          .filter((r) => r.csvsheet_id === SHEET)
          .map((r) => Number(r.list_price)),
      ),
    );
    const all = [];
    for (let page = 1; page <= Math.ceil(sheetSize() / WEEKLY_PAGE_SIZE); page += 1)
      all.push(...(await rows({ pagination: page })));
    expect(new Set(all.map((row) => row._id)).size).toBe(sheetSize());
  });

  it('sorts by the typeData field in either direction', async () => {
    const desc = await rows({ typeData: 'sold_price', orderBy: 'desc', pagination: 1 });
    const sold = desc.map((row) => row.sold_price);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const minusOne = await rows({ typeData: 'sold_price', orderBy: -1, pagination: 1 });
    expect(minusOne.map((row) => row._id)).toEqual(desc.map((row) => row._id));
    const byCity = (await rows({ typeData: 'city', orderBy: 'asc', pagination: 2 })).map((row) => row.city);
    expect(byCity).toEqual([...byCity].sort());
    const byDate = (await rows({ typeData: 'sold_date', orderBy: 'asc', pagination: 1 })).map(
      (row) => row.sold_date,
    );
    expect(byDate[0]).not.toBe(''); // rows without a date go last
  });

  it('stores an update as it receives it, like a terse host (no date or number rewriting)', async () => {
    const target = db
      .collection<StoredListingRow>('listings')
      .find((row) => row.csvsheet_id === SHEET && row.listing_status === 'Sold')!;
    const update = {
      _id: target._id,
      city: 'Hoboken',
      address: '1 Hudson St',
      list_price: '$500,000',
      sold_price: 510000,
      listing_status: 'Sold',
      list_date: '2026-10-02',
      contract_date: '2026-11-01T12:00:00.000Z',
      sold_date: '',
      listing_discount: '0%',
      days_on_market: 30,
    };
    const { body } = await post<{ status: number; message: string; csvData: ListingRow }>(
      `${WEEKLY}/updateCsvData`,
      update,
    );
    expect(body).toMatchObject({
      status: 1,
      message: ' Records Updated Successfully',
      csvData: { ...update, _id: target._id },
    });
    const reloaded = [];
    for (let page = 1; page <= 4; page += 1) reloaded.push(...(await rows({ pagination: page })));
    expect(reloaded.find((row) => row._id === target._id)).toMatchObject(update);
    expect((await post(`${WEEKLY}/updateCsvData`, { ...update, list_date: { day: 1 } })).status).toBe(400);
    expect((await post(`${WEEKLY}/updateCsvData`, { ...update, _id: '0'.repeat(24) })).status).toBe(404);
  });

  it('deletes a row and returns the page after the delete', async () => {
    const page = await rows({ pagination: 2 });
    const victim = page[0]!;
    const { body } = await post<RowsReply>(`${WEEKLY}/deleteCsvData`, {
      _id: victim._id,
      pagination: 2,
      listing_type: 'weekly',
    });
    expect(body.status).toBe(1);
    expect(body.message).toBe(' Records Deleted Successfully');
    expect(body.csvData).toHaveLength(WEEKLY_PAGE_SIZE);
    expect(body.csvData.map((row) => row._id)).toEqual(
      page
        .slice(1)
        .map((row) => row._id)
        .concat(body.csvData.at(-1)!._id),
    );
    expect((await post(`${WEEKLY}/getCsvDataWeekCount`, { csvsheet_id: SHEET })).body).toEqual({
      status: 1,
      csvData: sheetSize(),
    });
    expect((await post(`${WEEKLY}/deleteCsvData`, { _id: victim._id, pagination: 2 })).status).toBe(404);
  });
});
