/**
 * The engine on 100,000 records (SPEC lists are whole arrays paged in the browser).
 * Run: npx vitest bench --run --project unit scripts/bench/engine.bench.ts
 * Targets: sort + filter + one page ≤ 50 ms median; a page change on an unchanged sort ≤ 2 ms.
 */
import { bench, describe } from 'vitest';
import type { HttpClient } from '../../src/api/http';
import { arrayAt, buildDataProvider, defineResource } from '../../src/engine';
import { LocalList } from '../../src/engine/localQuery';

const COUNT = 100_000;
const FIRST = ['Ana', 'Émile', 'Zoë', 'Bob', 'Çelik', 'Mia', 'Omar', 'Priya', 'Kenji', 'Ava', 'Noah', 'Léa'];
const LAST = ['Martin', 'Nguyen', 'García', 'Smith', 'Müller', 'Cohen', 'Brown', 'Rossi', 'Dubois', 'Chen'];
const TAGS = ['Home cook', 'Dog parent', 'Weekend foodie', 'New in town', 'Deal hunter', 'Café lover'];
const ROLES = ['vendor', 'customer', 'agent'];

function seed(count: number) {
  let state = 42;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[next() % FIRST.length]!;
    const last = LAST[next() % LAST.length]!;
    return {
      _id: i.toString(16).padStart(24, '0'),
      fullName: `${first} ${last}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: `(${200 + (next() % 800)}) 555-${String(next() % 10000).padStart(4, '0')}`,
      tagLine: TAGS[next() % TAGS.length]!,
      userName: ROLES[next() % ROLES.length]!,
      createdAt: new Date(1_700_000_000_000 + next() * 1000).toISOString(),
    };
  });
}

const rows = seed(COUNT);
const people = defineResource<(typeof rows)[number] & { id: string }>({
  name: 'people',
  endpoints: { list: { path: '/people', read: arrayAt('data') } },
  fields: [],
  list: { search: ['fullName', 'email', 'phone', 'tagLine', 'userName'] },
});
const http: HttpClient = {
  url: (path) => path,
  request: async () => ({ status: 200, json: { data: rows } }),
};
const provider = buildDataProvider([people], http, { now: () => 0 });
const params = (page: number, q: string, field: string, order: 'ASC' | 'DESC' = 'ASC') => ({
  pagination: { page, perPage: 25 },
  sort: { field, order },
  filter: q ? { q } : {},
});

// Warm: the array is fetched once, and each sortable field's collation order is computed once.
const FIELDS = ['fullName', 'email', 'createdAt', 'userName'];
for (const field of FIELDS) await provider.getList('people', params(1, '', field));

const QUERIES = ['ana', 'garcia', 'cafe', 'mia nguyen', 'vendor', '555-12', 'zoe', 'emile'];
let turn = 0;

describe(`getList on ${COUNT.toLocaleString('en')} records`, () => {
  bench('sort + filter + one page (new filter and sort every run)', async () => {
    turn += 1;
    const field = FIELDS[turn % FIELDS.length]!;
    await provider.getList(
      'people',
      params(1, QUERIES[turn % QUERIES.length]!, field, turn % 2 ? 'DESC' : 'ASC'),
    );
  });

  let page = 1;
  bench('page change on an unchanged sort and filter', async () => {
    page = (page % 40) + 1;
    await provider.getList('people', params(page, 'a', 'fullName'));
  });
});

describe('one-off costs per fetched array', () => {
  bench(
    'first sort of a text field (collation order computed, then cached)',
    () => {
      new LocalList(rows, []).query({
        sort: { field: 'fullName', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      });
    },
    { iterations: 5, warmupIterations: 1 },
  );

  bench(
    'first search (normalised search text built, then cached)',
    () => {
      new LocalList(rows, ['fullName', 'email', 'phone', 'tagLine', 'userName']).query({
        filter: { q: 'ana' },
      });
    },
    { iterations: 5, warmupIterations: 1 },
  );
});

/** The brief's two numbers as medians, printed plainly next to their targets. */
async function median(runs: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const sortFilterPage = await median(41, (i) =>
  provider.getList(
    'people',
    params(1, QUERIES[i % QUERIES.length]!, FIELDS[i % FIELDS.length]!, i % 2 ? 'DESC' : 'ASC'),
  ),
);
await provider.getList('people', params(1, 'e', 'email'));
const pageChange = await median(201, (i) => provider.getList('people', params((i % 40) + 2, 'e', 'email')));
const verdict = (value: number, target: number) =>
  `${value.toFixed(3)} ms (target ≤ ${target} ms: ${value <= target ? 'met' : 'MISSED'})`;
console.log(`\n[engine bench] ${COUNT.toLocaleString('en')} records`);
console.log(`[engine bench] sort + filter + one page, median: ${verdict(sortFilterPage, 50)}`);
console.log(`[engine bench] page change on an unchanged sort, median: ${verdict(pageChange, 2)}\n`);
