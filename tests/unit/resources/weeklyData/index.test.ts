import { describe, expect, it } from 'vitest';
import { readWeeklyCount, shiftWeeklyDateForSave } from '../../../../src/resources/weeklyData';
import { recording, WEEKLY } from '../../engine/helpers';
import { mappingServer } from '../setup';

const { server, log, provider } = mappingServer();

const row = {
  _id: 'w1',
  list_price: 300000,
  sold_price: 0,
  listing_status: 'Active',
  address: '1 Main St',
  city: 'Hoboken',
  list_date: '2026-10-01',
  contract_date: '',
  sold_date: '',
  listing_discount: 0,
  days_on_market: 12,
  repeat: true,
};

const listCall = (filter: Record<string, unknown>, field = 'sold_price', order: 'ASC' | 'DESC' = 'DESC') => ({
  pagination: { page: 3, perPage: 100 },
  sort: { field, order },
  filter,
});

describe('weeklyData mapping', () => {
  it('asks the weekly host for the page and the count, reading csvData', async () => {
    server.use(
      recording('post', `${WEEKLY}/getCsvDatabyWeek`, { csvData: [row] }, log),
      recording('post', `${WEEKLY}/getCsvDataWeekCount`, { csvData: 250 }, log),
    );
    const result = await provider().getList('weeklyData', listCall({ csvsheet_id: 'sheet-1' }));
    const byPath = Object.fromEntries(log.map((c) => [c.path, c.json]));
    expect(byPath['/getCsvDatabyWeek']).toEqual({
      typeData: 'sold_price',
      orderBy: 'desc',
      csvsheet_id: 'sheet-1',
      pagination: 3,
    });
    expect(byPath['/getCsvDataWeekCount']).toEqual({ csvsheet_id: 'sheet-1', pagination: 3 });
    expect(result).toEqual({ data: [{ ...row, id: 'w1' }], total: 250, pageInfo: undefined });
  });

  it("defaults the sort to list_price ascending (react-admin's 'id' or no field)", async () => {
    server.use(
      recording('post', `${WEEKLY}/getCsvDatabyWeek`, { csvData: [] }, log),
      recording('post', `${WEEKLY}/getCsvDataWeekCount`, { csvData: { count: 0 } }, log),
    );
    await provider().getList('weeklyData', listCall({ csvsheet_id: 's' }, 'id', 'ASC'));
    expect(log.find((c) => c.path === '/getCsvDatabyWeek')?.json).toMatchObject({
      typeData: 'list_price',
      orderBy: 'asc',
    });
  });

  it('makes no request without a csvsheet_id', async () => {
    expect(await provider().getList('weeklyData', listCall({}))).toEqual({
      data: [],
      total: 0,
      pageInfo: undefined,
    });
    expect(log).toEqual([]);
  });

  it('tolerates the count as a number, {count}, {total} or an array', () => {
    expect(readWeeklyCount({ csvData: 5 })).toBe(5);
    expect(readWeeklyCount({ csvData: '6' })).toBe(6);
    expect(readWeeklyCount({ csvData: { count: 7 } })).toBe(7);
    expect(readWeeklyCount({ csvData: { total: 8 } })).toBe(8);
    expect(readWeeklyCount({ csvData: [1, 2, 3] })).toBe(3);
    expect(readWeeklyCount({ data: { csvData: 9 } })).toBe(9);
    expect(() => readWeeklyCount({ csvData: 'many' })).toThrow('app.errors.unexpected_reply');
  });

  it('updates with POST updateCsvData: the eleven fields, the changed ones typed by the grid, only edited dates shifted, the rest exactly as they came', async () => {
    server.use(
      recording(
        'post',
        `${WEEKLY}/updateCsvData`,
        { status: 1, message: ' Records Updated Successfully' },
        log,
      ),
    );
    // The host's own formats and an ISO timestamp: none of them touched by the admin.
    const sent = {
      ...row,
      list_price: '$300,000',
      listing_discount: '0%',
      list_date: '2025-01-27T12:00:00.000Z',
      contract_date: '2026-10-15',
    };
    const changes = { sold_price: 310000, sold_date: '2026-10-31' };
    const result = await provider().update('weeklyData', {
      id: 'w1',
      data: changes,
      previousData: { ...sent, id: 'w1' },
    });
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/updateCsvData',
      json: {
        city: 'Hoboken',
        list_price: '$300,000',
        sold_price: 310000,
        listing_status: 'Active',
        address: '1 Main St',
        sold_date: '2026-11-01',
        listing_discount: '0%',
        days_on_market: 12,
        list_date: '2025-01-27T12:00:00.000Z',
        contract_date: '2026-10-15',
        _id: 'w1',
      },
    });
    expect(result.data).toMatchObject({ id: 'w1', sold_date: '2026-10-31', repeat: true });
  });

  it("reads the row's page again before the update: a colleague's change to another field is kept", async () => {
    const seen = { ...row, id: 'w1' };
    server.use(
      recording('post', `${WEEKLY}/getCsvDatabyWeek`, { csvData: [{ ...row, city: 'Jersey City' }] }, log),
      recording('post', `${WEEKLY}/updateCsvData`, { status: 1 }, log),
    );
    await provider().update('weeklyData', {
      id: 'w1',
      data: { sold_price: 1 },
      previousData: seen,
      meta: { page: 3, sort: { field: 'sold_price', order: 'DESC' }, sheetId: 'sheet-9' },
    });
    expect(log[0]?.json).toEqual({
      typeData: 'sold_price',
      orderBy: 'desc',
      csvsheet_id: 'sheet-9',
      pagination: 3,
    });
    expect(log[1]?.json).toMatchObject({ sold_price: 1, city: 'Jersey City', _id: 'w1' });
  });

  it('a row changed on both sides is not written; a row gone from its page is not written', async () => {
    const seen = { ...row, id: 'w1' };
    const meta = { page: 1, sheetId: 'sheet-9' };
    server.use(
      recording('post', `${WEEKLY}/getCsvDatabyWeek`, { csvData: [{ ...row, sold_price: 5 }] }, log),
      recording('post', `${WEEKLY}/updateCsvData`, { status: 1 }, log),
    );
    await expect(
      provider().update('weeklyData', { id: 'w1', data: { sold_price: 1 }, previousData: seen, meta }),
    ).rejects.toMatchObject({ kind: 'conflict', conflicts: [{ field: 'sold_price', theirs: 5, yours: 1 }] });
    server.use(recording('post', `${WEEKLY}/getCsvDatabyWeek`, { csvData: [] }, log));
    await expect(
      provider().update('weeklyData', { id: 'w1', data: { sold_price: 1 }, previousData: seen, meta }),
    ).rejects.toMatchObject({ kind: 'gone' });
    expect(log.filter((call) => call.path === '/updateCsvData')).toEqual([]);
  });

  it('deletes with POST deleteCsvData {_id, pagination, listing_type}', async () => {
    server.use(
      recording(
        'post',
        `${WEEKLY}/deleteCsvData`,
        { status: 1, message: ' Records Deleted Successfully' },
        log,
      ),
    );
    await provider().delete('weeklyData', {
      id: 'w1',
      previousData: { ...row, id: 'w1' },
      meta: { page: 4, listingType: 'sold' },
    });
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/deleteCsvData',
      json: { _id: 'w1', pagination: 4, listing_type: 'sold' },
    });
  });
});

describe('shiftWeeklyDateForSave', () => {
  it('adds the configured days (default 1) to yyyy-MM-dd days; empty stays empty', () => {
    expect(shiftWeeklyDateForSave('2026-12-31')).toBe('2027-01-01');
    expect(shiftWeeklyDateForSave('2024-02-28')).toBe('2024-02-29');
    expect(shiftWeeklyDateForSave('2026-03-28', 3)).toBe('2026-03-31');
    expect(shiftWeeklyDateForSave('2026-03-28', 0)).toBe('2026-03-28');
    expect(shiftWeeklyDateForSave('')).toBe('');
    expect(shiftWeeklyDateForSave(null)).toBe('');
  });
});
