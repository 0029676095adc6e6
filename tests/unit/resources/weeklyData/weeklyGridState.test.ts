import { describe, expect, test } from 'vitest';
import { settledParams } from '../../../../src/resources/weeklyData/weeklyGridState';

const base = { filter: {}, displayedFilters: {}, perPage: 100 };

describe('settledParams', () => {
  test('nothing stored: the spec default, page 1, for this sheet', () => {
    expect(settledParams(undefined, 'sheet-a')).toEqual({
      ...base,
      sort: 'list_price',
      order: 'ASC',
      page: 1,
      sheetId: 'sheet-a',
    });
  });

  test('the same sheet keeps its sort and page', () => {
    const stored = { ...base, sort: 'city', order: 'DESC', page: 3, sheetId: 'sheet-a' };
    expect(settledParams(stored, 'sheet-a')).toEqual(stored);
  });

  test('another sheet keeps the sort and starts on page 1', () => {
    const stored = { ...base, sort: 'city', order: 'DESC', page: 3, sheetId: 'sheet-a' };
    expect(settledParams(stored, 'sheet-b')).toEqual({ ...stored, page: 1, sheetId: 'sheet-b' });
  });

  test('react-admin params without a sheet (an older entry) start on page 1', () => {
    const stored = { ...base, sort: 'address', order: 'ASC', page: 4 };
    expect(settledParams(stored, 'sheet-a')).toMatchObject({ sort: 'address', page: 1 });
  });

  test.each([
    [
      { sort: 'secret', order: 'DESC' },
      { sort: 'list_price', order: 'ASC' },
    ],
    [
      { sort: 'id', order: 'DESC' },
      { sort: 'list_price', order: 'ASC' },
    ],
    [
      { sort: 'city', order: 'sideways' },
      { sort: 'city', order: 'ASC' },
    ],
    [{ page: 0 }, { page: 1 }],
    [{ page: -2 }, { page: 1 }],
    [{ page: 2.5 }, { page: 1 }],
    [{ page: '3' }, { page: 1 }],
    [{ perPage: 25 }, { perPage: 100 }],
    [{ filter: { q: 'x' } }, { filter: {} }],
  ])('a stale or hand-edited entry %o is settled to %o', (stored, settled) => {
    expect(
      settledParams({ ...base, sort: 'city', order: 'DESC', page: 2, sheetId: 's', ...stored }, 's'),
    ).toMatchObject(settled);
  });

  test.each([null, 'text', 42, []])('a stored %o is ignored', (stored) => {
    expect(settledParams(stored, 's')).toMatchObject({ sort: 'list_price', order: 'ASC', page: 1 });
  });
});
