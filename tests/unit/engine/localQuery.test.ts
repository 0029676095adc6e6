import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalList, mapInSlices, normalizeText } from '../../../src/engine/localQuery';

type R = { id: number; name?: unknown; n?: unknown; day?: unknown; city?: string; tags?: string[] };

const rows: R[] = [
  { id: 1, name: 'émile', n: 10, day: '2026-01-05', city: 'Paris' },
  { id: 2, name: 'Zoé', n: 2, day: '2025-12-31', city: 'Lyon' },
  { id: 3, name: '', n: null, day: '', city: 'Paris' },
  { id: 4, name: 'anna', n: 2, day: '2026-01-05T10:00:00.000Z', city: 'Nice' },
  { id: 5, name: 'Bob 10', n: '7', day: null, city: 'paris' },
  { id: 6, name: 'Bob 9', n: undefined, day: '2024-06-01', city: 'Lyon' },
];

const ids = (list: LocalList<R>, field: string, order: 'ASC' | 'DESC', filter = {}) =>
  list.query({ sort: { field, order }, filter }).data.map((row) => row.id);

describe('LocalList sorting', () => {
  const list = new LocalList(rows, ['name', 'city']);

  it('sorts text with a collator: case- and accent-insensitive, numbers inside text in numeric order', () => {
    expect(ids(list, 'name', 'ASC')).toEqual([4, 6, 5, 1, 2, 3]);
  });

  it('puts empty values last in both directions', () => {
    expect(ids(list, 'name', 'DESC')).toEqual([2, 1, 5, 6, 4, 3]);
    expect(ids(list, 'n', 'ASC').slice(-2)).toEqual([3, 6]);
    expect(ids(list, 'n', 'DESC').slice(-2)).toEqual([3, 6]);
  });

  it('sorts numbers (and numeric strings) as numbers, keeping ties in their original order', () => {
    expect(ids(list, 'n', 'ASC')).toEqual([2, 4, 5, 1, 3, 6]);
    expect(ids(list, 'n', 'DESC')).toEqual([1, 5, 2, 4, 3, 6]);
  });

  it('sorts ISO days and timestamps as dates', () => {
    expect(ids(list, 'day', 'ASC')).toEqual([6, 2, 1, 4, 3, 5]);
  });

  it('is stable for ties in both directions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 }),
        fc.boolean(),
        (values, desc) => {
          const data = values.map((v, i) => ({ id: i, v }));
          const sorted = new LocalList(data, []).query({
            sort: { field: 'v', order: desc ? 'DESC' : 'ASC' },
          }).data;
          for (let i = 1; i < sorted.length; i += 1) {
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            if (a.v === b.v) expect(a.id).toBeLessThan(b.id);
            else expect(desc ? a.v > b.v : a.v < b.v).toBe(true);
          }
        },
      ),
    );
  });

  it('keeps the original order without a sort field', () => {
    expect(
      new LocalList(rows, []).query({ sort: { field: '', order: 'ASC' } }).data.map((r) => r.id),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('LocalList filtering and paging', () => {
  const list = new LocalList(rows, ['name', 'city']);

  it('q searches the searchable fields, ignoring case and accents; every word must match', () => {
    expect(ids(list, 'id', 'ASC', { q: 'EMILE' })).toEqual([1]);
    expect(ids(list, 'id', 'ASC', { q: 'zoe lyon' })).toEqual([2]);
    expect(ids(list, 'id', 'ASC', { q: 'paris' })).toEqual([1, 3, 5]);
    expect(ids(list, 'id', 'ASC', { q: '   ' })).toHaveLength(6);
  });

  it('does not search fields that are not declared searchable', () => {
    expect(ids(list, 'id', 'ASC', { q: '2026' })).toEqual([]);
  });

  it('filters per field (case-insensitive), by lists of values, and with comparison suffixes', () => {
    expect(ids(list, 'id', 'ASC', { city: 'PARIS' })).toEqual([1, 3, 5]);
    expect(ids(list, 'id', 'ASC', { id: [2, 4] })).toEqual([2, 4]);
    expect(ids(list, 'id', 'ASC', { n_gte: 7 })).toEqual([1, 5]);
    expect(ids(list, 'id', 'ASC', { day_lt: '2026-01-01' })).toEqual([2, 6]);
    expect(ids(list, 'id', 'ASC', { city_neq: 'paris' })).toEqual([2, 4, 6]);
    expect(ids(list, 'id', 'ASC', { name_q: 'bo' })).toEqual([5, 6]);
    expect(ids(list, 'id', 'ASC', { city: 'Paris', q: 'emile' })).toEqual([1]);
  });

  it('pages the sorted, filtered rows and reports the filtered total', () => {
    const page = list.query({
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      pagination: { page: 2, perPage: 4 },
    });
    expect(page.total).toBe(6);
    expect(page.data.map((r) => r.id)).toEqual([5, 6]);
    const beyond = list.query({ sort: { field: 'id', order: 'ASC' }, pagination: { page: 9, perPage: 4 } });
    expect(beyond).toEqual({ data: [], total: 6 });
  });

  it('reuses the sorted, filtered rows for a page change', () => {
    const first = list.select({ field: 'name', order: 'ASC' }, { city: 'paris' });
    expect(list.select({ field: 'name', order: 'ASC' }, { city: 'paris' })).toBe(first);
    expect(list.select({ field: 'name', order: 'DESC' }, { city: 'paris' })).not.toBe(first);
  });
});

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Ça Élève ÑANDÚ')).toBe('ca eleve nandu');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(12)).toBe('12');
  });
});

describe('LocalList filters of whole days (the declared date filters)', () => {
  const rows = [
    { id: 1, dateOfExpiration: '2026-11-29T00:00:00.000Z' },
    { id: 2, dateOfExpiration: '2026-11-30T00:00:00.000Z' },
    { id: 3, dateOfExpiration: '2026-12-01' },
    { id: 4, dateOfExpiration: '' },
  ];
  const ids = (filter: Record<string, unknown>) =>
    new LocalList(rows, []).query({ filter }).data.map((row) => row.id);

  it('"before" a day leaves that day out; a record stored at midnight UTC is on its own day', () => {
    expect(ids({ dateOfExpiration_lt: '2026-11-30' })).toEqual([1]);
  });

  it('a from/to range includes both ends, whatever the stored time of day', () => {
    expect(ids({ dateOfExpiration_gte: '2026-11-30', dateOfExpiration_lte: '2026-12-01' })).toEqual([2, 3]);
    expect(ids({ dateOfExpiration_lte: '2026-11-30' })).toEqual([1, 2]);
  });
});

describe('mapInSlices (a whole list made records without a long task)', () => {
  const double = (n: number, at: number) => n * 2 + at;

  it('maps as Array.map does, short and long', async () => {
    for (const length of [0, 3, 2_000, 2_001, 50_000]) {
      const items = Array.from({ length }, (_, i) => i);
      expect(await mapInSlices(items, double)).toEqual(items.map(double));
    }
  });

  it('gives the page back between slices of work', async () => {
    // Each item takes about 0.01 ms: 100,000 of them are well over one 8 ms slice.
    const slow = (n: number) => {
      const until = performance.now() + 0.01;
      while (performance.now() < until);
      return n;
    };
    let ranBetween = false;
    setTimeout(() => {
      ranBetween = true;
    }, 0);
    const items = Array.from({ length: 100_000 }, (_, i) => i);
    const made = await mapInSlices(items, (n) => {
      if (n === items.length - 1) expect(ranBetween).toBe(true);
      return slow(n);
    });
    expect(made).toHaveLength(100_000);
  });
});
