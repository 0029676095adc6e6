import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arrayAt, buildDataProvider, defineResource } from '../../../src/schema';
import { API, testHttp } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Person = { id: string; role: string; tags: string[] };

const people = defineResource<Person>({
  name: 'people',
  fields: [],
  endpoints: { list: { path: '/people', read: arrayAt('data') } },
});

const pagedPeople = defineResource<Person>({
  name: 'pagedPeople',
  fields: [],
  endpoints: {
    list: {
      paging: 'server',
      path: ({ pagination }) => `/pagedPeople?page=${pagination.page}`,
      read: (body) => body as { data: unknown[]; total: number },
    },
  },
});

const roles = ['admin', 'customer', 'vendor'];
const rows = Array.from({ length: 250 }, (_, i) => ({
  _id: `p${i}`,
  role: roles[i % 3],
  tags: [`t${i % 2}`],
}));

describe('getValues: a field’s distinct values over the whole list (a filter’s choices)', () => {
  it('a whole-array list: read once, shared with getList; only the values come back', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${API}/people`, () => {
        calls += 1;
        return HttpResponse.json({ data: rows });
      }),
    );
    const provider = buildDataProvider([people], testHttp());
    const page = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: '', order: 'ASC' as const },
      filter: {},
    };
    const [{ data }, tags, list] = await Promise.all([
      provider.getValues('people', { source: 'role' }),
      provider.getValues('people', { source: 'tags' }),
      provider.getList('people', page),
    ]);
    expect(data).toEqual(roles);
    expect(tags.data).toEqual(['t0', 't1']);
    expect(list.total).toBe(250);
    expect(calls).toBe(1);
  });

  it('a server-paged list: every page read (100 a call), then the values', async () => {
    const pages: number[] = [];
    server.use(
      mswHttp.get(`${API}/pagedPeople`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        return HttpResponse.json({ data: rows.slice((page - 1) * 100, page * 100), total: rows.length });
      }),
    );
    const provider = buildDataProvider([pagedPeople], testHttp());
    expect((await provider.getValues('pagedPeople', { source: 'role' })).data).toEqual(roles);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('a resource with no list is refused, as getList is', async () => {
    const none = defineResource<Person>({ name: 'none', fields: [], endpoints: {} });
    const provider = buildDataProvider([none], testHttp());
    await expect(provider.getValues('none', { source: 'role' })).rejects.toMatchObject({ status: 405 });
  });
});
