/**
 * The declared list filters on 100,000 records, as the local engine evaluates them (whole arrays
 * paged in the browser): one choice, two choices together, a date "before", a number range, and
 * the same with the search box. Each is one getList call, as a click in the filter sidebar makes.
 * Run: npx vitest bench --run --project unit scripts/bench/filters.bench.ts (or `npm run bench`).
 * Target: every filter ≤ 50 ms median (no long task per click on a 100,000-record list).
 */
import { bench, describe } from 'vitest';
import type { HttpClient } from '../../src/api/http';
import { arrayAt, buildDataProvider, defineResource } from '../../src/engine';

const COUNT = 100_000;
const ROLES = ['vendor', 'customer', 'customer', 'agent'];
const STATUSES = ['Published', 'Draft', 'Expired'];

function seed(count: number) {
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: count }, (_, i) => ({
    _id: i.toString(16).padStart(24, '0'),
    title: `Coupon ${i}`,
    userName: ROLES[next() % ROLES.length]!,
    status: STATUSES[next() % STATUSES.length]!,
    isRegistered: next() % 2 === 0,
    businessType: String(1 + (next() % 12)),
    discount: next() % 90,
    dateOfExpiration: new Date(1_780_000_000_000 + (next() % 400) * 86_400_000).toISOString(),
  }));
}

const rows = seed(COUNT);
const records = defineResource<(typeof rows)[number] & { id: string }>({
  name: 'records',
  endpoints: { list: { path: '/records', read: arrayAt('data') } },
  fields: [],
  list: {
    search: ['title'],
    filters: [
      { source: 'userName', kind: 'select' },
      { source: 'isRegistered', kind: 'boolean' },
      { source: 'businessType', kind: 'select' },
      { source: 'dateOfExpiration', kind: 'before' },
      { source: 'discount', kind: 'numberRange' },
    ],
  },
});
const http: HttpClient = {
  url: (path) => path,
  request: async () => ({ status: 200, json: { data: rows } }),
};
const provider = buildDataProvider([records], http, { now: () => 0 });
const list = (filter: Record<string, unknown>) =>
  provider.getList('records', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: '', order: 'ASC' },
    filter,
  });
await list({});

const OPTIONS = { time: 400, warmupTime: 100 };

/**
 * A click sets a new filter: each iteration alternates between two values (the provider takes
 * the same params twice in a row as react-admin asking for fresh data, a refetch).
 */
function clicks(a: Record<string, unknown>, b: Record<string, unknown>) {
  let flip = false;
  return async () => {
    flip = !flip;
    await list(flip ? a : b);
  };
}

describe(`declared filters on ${COUNT.toLocaleString('en')} records (one click = one getList)`, () => {
  bench('role (select)', clicks({ userName: 'vendor' }, { userName: 'agent' }), OPTIONS);
  bench(
    'registered + business type (boolean + reference)',
    clicks({ isRegistered: 'false', businessType: '3' }, { isRegistered: 'true', businessType: '5' }),
    OPTIONS,
  );
  bench(
    'expires before a day (date)',
    clicks({ dateOfExpiration_lt: '2026-09-01' }, { dateOfExpiration_lt: '2026-10-01' }),
    OPTIONS,
  );
  bench(
    'discount range (number range)',
    clicks({ discount_gte: 10, discount_lte: 40 }, { discount_gte: 20, discount_lte: 60 }),
    OPTIONS,
  );
  bench(
    'role + search box',
    clicks({ userName: 'agent', q: 'coupon 99' }, { userName: 'vendor', q: 'coupon 98' }),
    OPTIONS,
  );
});
