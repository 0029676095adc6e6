import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/api/http';
import { LocalList } from '../../../../src/engine/localQuery';
import { createAppDataProvider } from '../../../../src/resources/dataProvider';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);

/**
 * A naive reference for the engine's local list: written from the rules (stable sort, empty
 * values last in both directions, numbers / ISO days / text compared as such, `q` matching every
 * word case- and accent-insensitively in some searchable field, pages as slices), not from the
 * engine's code, and compared with it on generated lists and queries.
 */
type Row = { id: number; name: unknown; price: unknown; day: unknown; city: unknown };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const fold = (v: unknown) =>
  blank(v) ? '' : String(v).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function compareValues(field: keyof Row, a: unknown, b: unknown): number {
  if (field === 'price') return Number(a) - Number(b);
  if (field === 'day') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

function reference(
  rows: Row[],
  sort: { field: keyof Row; order: 'ASC' | 'DESC' } | undefined,
  q: string,
  page: { page: number; perPage: number },
) {
  const terms = fold(q).split(/\s+/).filter(Boolean);
  const searchable: (keyof Row)[] = ['name', 'city'];
  const matching = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => terms.every((term) => searchable.some((field) => fold(row[field]).includes(term))));
  if (sort) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    matching.sort((x, y) => {
      const a = x.row[sort.field];
      const b = y.row[sort.field];
      if (blank(a) !== blank(b)) return blank(a) ? 1 : -1;
      const order = blank(a) ? 0 : sign * compareValues(sort.field, a, b);
      return order || x.index - y.index;
    });
  }
  const all = matching.map(({ row }) => row);
  const start = (page.page - 1) * page.perPage;
  return { data: all.slice(start, start + page.perPage), total: all.length };
}

const emptyValue = fc.constantFrom(undefined, null, '', '  ');
const word = fc.constantFrom(
  'émile',
  'Zoé',
  'anna',
  'ANNA',
  'Bob 9',
  'Bob 10',
  'Łódź',
  'ÇA',
  'ça',
  'zoe',
  'Núñez',
);
const rowArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.oneof({ weight: 4, arbitrary: word }, { weight: 1, arbitrary: emptyValue }),
    price: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: -5, max: 50 }) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 50 }).map(String) },
      { weight: 1, arbitrary: emptyValue },
    ),
    day: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom('2024-02-29', '2025-12-31', '2026-01-05', '2026-11-20', '1999-07-04'),
      },
      { weight: 1, arbitrary: emptyValue },
    ),
    city: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('Paris', 'paris', 'Reno', 'São Paulo', 'Sao Paulo') },
      { weight: 1, arbitrary: emptyValue },
    ),
  });

const rowsArb = fc
  .integer({ min: 0, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(i))))
  .map((rows) => rows as Row[]);
const sortArb = fc.option(
  fc.record({
    field: fc.constantFrom<keyof Row>('name', 'price', 'day', 'city'),
    order: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
  }),
  { nil: undefined },
);
const qArb = fc.oneof(
  fc.constant(''),
  fc.constantFrom('   ', 'e', 'ANN', 'zoe', 'ZOÉ', 'sao', 'SÃO pau', 'bob 1', 'lodz', 'ca', 'nunez', 'x'),
);
const pageArb = fc.record({ page: fc.integer({ min: 1, max: 6 }), perPage: fc.constantFrom(1, 5, 10, 25) });

const ids = (rows: { id: unknown }[]) => rows.map((row) => row.id);

describe('local list: sort, search and paging equal a naive reference', () => {
  it('one query on a fresh list', () => {
    tally.check(
      fc.property(rowsArb, sortArb, qArb, pageArb, (rows, sort, q, pagination) => {
        const expected = reference(rows, sort, q, pagination);
        const got = new LocalList(rows, ['name', 'city']).query({ sort, filter: { q }, pagination });
        expect(got.total).toBe(expected.total);
        expect(ids(got.data)).toEqual(ids(expected.data));
      }),
      200,
    );
  });

  it('a sequence of queries on one list (its caches) gives what fresh lists give', () => {
    const query = fc.record({ sort: sortArb, q: qArb, pagination: pageArb });
    tally.check(
      fc.property(rowsArb, fc.array(query, { minLength: 2, maxLength: 8 }), (rows, queries) => {
        const list = new LocalList(rows, ['name', 'city']);
        for (const { sort, q, pagination } of queries) {
          const expected = reference(rows, sort, q, pagination);
          const got = list.query({ sort, filter: { q }, pagination });
          expect(ids(got.data)).toEqual(ids(expected.data));
          expect(got.total).toBe(expected.total);
        }
      }),
      120,
    );
  });
});

describe('the dataProvider pages the platform’s whole-array lists like the reference', () => {
  let reply: unknown = { data: [] };
  const server = setupServer(
    http.get('http://api.test/v1/users/adminUserLists', () => HttpResponse.json(reply as never)),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('getList(users) with search and paging', async () => {
    await tally.checkAsync(
      fc.asyncProperty(rowsArb, sortArb, qArb, pageArb, async (rows, sort, q, pagination) => {
        // users search over fullName, email, phone, tagLine, userName: name and city go in two of them.
        const users = rows.map((row) => ({
          _id: `u${row.id}`,
          fullName: row.name,
          tagLine: row.city,
          // Not searchable in the users resource: sorted on, never matched by q.
          price: row.price,
          day: row.day,
        }));
        reply = { status: 1, data: users };
        const provider = createAppDataProvider(
          createHttpClient({ apiUrl: 'http://api.test/v1', weeklyApiUrl: 'http://weekly.test' }),
        );
        const remapped = sort && {
          field: ({ name: 'fullName', city: 'tagLine', price: 'price', day: 'day' } as const)[
            sort.field as 'name'
          ],
          order: sort.order,
        };
        const got = await provider.getList('users', {
          sort: remapped ?? { field: '', order: 'ASC' },
          filter: { q },
          pagination,
        });
        const expected = reference(rows, sort, q, pagination);
        expect(got.total).toBe(expected.total);
        expect(got.data.map((user) => user.id)).toEqual(expected.data.map((row) => `u${row.id}`));
      }),
      60,
    );
  });
});
