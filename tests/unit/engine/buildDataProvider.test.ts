import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RowsRequest, SharedReads } from '../../../src/api/fast/rowsWithId';
import { createHttpClient } from '../../../src/api/http';
import {
  arrayAt,
  buildDataProvider,
  defineResource,
  idSegment,
  isStaleWrite,
  type ResourceDef,
} from '../../../src/engine';
import { API, testHttp, WEEKLY } from './helpers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Thing {
  id: string;
  _id: string;
  name: string;
  size: number;
}

const things = defineResource<Thing>({
  name: 'things',
  endpoints: {
    list: { path: '/things/all', read: arrayAt('data') },
    update: {
      method: 'POST',
      path: '/things/save',
      body: ({ id, data }) => ({ id, name: data.name }),
      // Its success text is the server's own: the message travels to the screen.
      reply: { success: 'server' },
    },
    delete: { method: 'GET', path: ({ id }) => `/things/remove/${idSegment(id)}` },
  },
  fields: [{ source: 'name', kind: 'text' }],
  list: { search: ['name'] },
  actions: {
    polish: { method: 'GET', path: ({ id }: { id: string }) => `/things/polish/${id}`, read: () => 'shiny' },
    peek: { method: 'GET', path: '/things/peek', read: () => 'seen', readOnly: true },
  },
});

const seed = (): Thing[] =>
  Array.from({ length: 25 }, (_, i) => ({ id: '', _id: `t${i}`, name: `Thing ${i}`, size: i % 5 }));

function countingList(rows = seed()) {
  const calls = { list: 0 };
  server.use(
    mswHttp.get(`${API}/things/all`, () => {
      calls.list += 1;
      return HttpResponse.json({ status: 1, data: rows.map(({ id: _drop, ...rest }) => rest) });
    }),
  );
  return calls;
}

/** The list call fails with a 500 until `recover()`, then answers an empty list. */
function failingThenEmpty() {
  let fail = true;
  let calls = 0;
  server.use(
    mswHttp.get(`${API}/things/all`, () => {
      calls += 1;
      return fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json({ data: [] });
    }),
  );
  return {
    recover: () => {
      fail = false;
    },
    calls: () => calls,
  };
}

const preloadOf = (provider: object) =>
  (provider as { preloadList: (name: string) => Promise<void> }).preloadList;

const params = (page = 1, filter = {}, field = 'name') => ({
  pagination: { page, perPage: 10 },
  sort: { field, order: 'ASC' as const },
  filter,
});

describe('buildDataProvider: whole-array lists', () => {
  it('gives records an id from _id and pages, sorts and filters locally', async () => {
    const calls = countingList();
    const provider = buildDataProvider([things], testHttp());
    const first = await provider.getList('things', params(1, {}, 'size'));
    expect(first.total).toBe(25);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ id: 't0', _id: 't0', size: 0 });
    expect(first.data.every((row) => row.size === 0 || row.size === 1)).toBe(true);
    // Every word must appear somewhere: 'thing' and '1' → Thing 1, 10..19 and 21.
    const filtered = await provider.getList('things', params(1, { q: 'thing 1' }));
    expect(filtered.total).toBe(12);
    expect(calls.list).toBe(1);
  });

  it('reuses the fetched array for page, sort and filter changes; Refresh (react-query invalidation) reads again', async () => {
    const calls = countingList();
    const queryClient = new QueryClient();
    const provider = buildDataProvider([things], testHttp(), { queryClient });
    await provider.getList('things', params(1));
    await provider.getList('things', params(2));
    await provider.getList('things', params(2, { q: '2' }));
    await provider.getList('things', params(1, {}, 'size'));
    expect(calls.list).toBe(1);
    // react-admin's useRefresh invalidates every query: the array is in that cache, so it goes too.
    await queryClient.invalidateQueries();
    await provider.getList('things', params(1, {}, 'size'));
    expect(calls.list).toBe(2);
    // The same params again without a refresh: served from the cache.
    await provider.getList('things', params(1, {}, 'size'));
    expect(calls.list).toBe(2);
  });

  it('drops the cached array after the expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000_000);
      const calls = countingList();
      const provider = buildDataProvider([things], testHttp());
      await provider.getList('things', params(1));
      vi.setSystemTime(1_029_000);
      await provider.getList('things', params(2));
      expect(calls.list).toBe(1);
      vi.setSystemTime(1_031_000);
      await provider.getList('things', params(3));
      expect(calls.list).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgetRecords empties the cache: the next read asks the server', async () => {
    const calls = countingList();
    const queryClient = new QueryClient();
    const provider = buildDataProvider([things], testHttp(), { queryClient });
    await provider.getList('things', params(1));
    (provider as unknown as { forgetRecords: () => void }).forgetRecords();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    await provider.getList('things', params(1));
    expect(calls.list).toBe(2);
  });

  it('shares one request between concurrent readers', async () => {
    const calls = countingList();
    const provider = buildDataProvider([things], testHttp());
    await Promise.all([
      provider.getList('things', params(1)),
      provider.getOne('things', { id: 't3' }),
      provider.getMany('things', { ids: ['t1', 't2'] }),
    ]);
    expect(calls.list).toBe(1);
  });

  it('preloadList starts the read a list screen will make: its first getList joins it, its refresh refetches', async () => {
    const calls = countingList();
    const queryClient = new QueryClient();
    const provider = buildDataProvider([things], testHttp(), { queryClient });
    const ahead = preloadOf(provider)('things');
    const first = await provider.getList('things', params(1));
    await ahead;
    expect(first.data).toHaveLength(10);
    expect(calls.list).toBe(1);
    // react-admin's refresh reaches the server, as without a preload.
    await queryClient.invalidateQueries();
    await provider.getList('things', params(1));
    expect(calls.list).toBe(2);
  });

  it("a failed preload is the list's failure: its first getList reports it without a second call; Retry asks again", async () => {
    const server500 = failingThenEmpty();
    const provider = buildDataProvider([things], testHttp());
    const preload = preloadOf(provider);
    await expect(preload('things')).resolves.toBeUndefined();
    await expect(provider.getList('things', params(1))).rejects.toMatchObject({ status: 500 });
    expect(server500.calls()).toBe(1);
    server500.recover();
    await expect(provider.getList('things', params(1))).resolves.toMatchObject({ total: 0 });
    expect(server500.calls()).toBe(2);
  });

  it('a second read ahead after a failed one leaves the failure to the list: no second call before the list asks', async () => {
    // A cold load reads ahead twice (before the first render, then when the page mounts); the
    // list's getList comes right after the second, in the same tick.
    const server500 = failingThenEmpty();
    const provider = buildDataProvider([things], testHttp());
    const preload = preloadOf(provider);
    await preload('things');
    const again = preload('things');
    await expect(provider.getList('things', params(1))).rejects.toMatchObject({ status: 500 });
    await again;
    expect(server500.calls()).toBe(1);
  });

  it('a read ahead refused with 401 keeps nothing: after signing in again the list asks the server', async () => {
    let refuse = true;
    let calls = 0;
    server.use(
      mswHttp.get(`${API}/things/all`, () => {
        calls += 1;
        return refuse
          ? HttpResponse.json({ message: 'Session expired' }, { status: 401 })
          : HttpResponse.json({ data: [] });
      }),
    );
    const provider = buildDataProvider([things], testHttp());
    await preloadOf(provider)('things');
    refuse = false;
    await expect(provider.getList('things', params(1))).resolves.toMatchObject({ total: 0 });
    expect(calls).toBe(2);
  });

  it('a list that joined a failing preload gets the failure once; its Retry asks the server again', async () => {
    const server500 = failingThenEmpty();
    const provider = buildDataProvider([things], testHttp());
    const preload = preloadOf(provider);
    const ahead = preload('things');
    await expect(provider.getList('things', params(1))).rejects.toMatchObject({ status: 500 });
    await ahead;
    server500.recover();
    await expect(provider.getList('things', params(1))).resolves.toMatchObject({ total: 0 });
    expect(server500.calls()).toBe(2);
  });

  it('getOne and getMany read the list when no endpoint is declared', async () => {
    countingList();
    const provider = buildDataProvider([things], testHttp());
    expect((await provider.getOne('things', { id: 't7' })).data).toMatchObject({ id: 't7', name: 'Thing 7' });
    expect((await provider.getMany('things', { ids: ['t2', 't9'] })).data.map((r) => r.id)).toEqual([
      't2',
      't9',
    ]);
    await expect(provider.getOne('things', { id: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'ra.notification.item_doesnt_exist',
    });
  });

  it('a mutation drops the cached array; update merges the sent data when the reply holds no record', async () => {
    const calls = countingList();
    let sent: unknown;
    server.use(
      mswHttp.post(`${API}/things/save`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 1, message: 'Saved!' });
      }),
    );
    const provider = buildDataProvider([things], testHttp());
    const before = (await provider.getOne('things', { id: 't1' })).data;
    const result = await provider.update('things', {
      id: 't1',
      data: { ...before, name: 'New' },
      previousData: before,
    });
    expect(sent).toEqual({ id: 't1', name: 'New' });
    expect(result.data).toMatchObject({ id: 't1', name: 'New', size: 1 });
    // The server's message, and the record as the platform held it just before (for the journal).
    expect(result.meta).toEqual({ message: 'Saved!', before: { ...before, name: 'Thing 1' } });
    // One read for the list, one fresh read before the write (the guard), one after it.
    expect(calls.list).toBe(2);
    await provider.getList('things', params(1));
    expect(calls.list).toBe(3);
  });

  it('deleteMany and updateMany loop over the single calls', async () => {
    countingList();
    const removed: string[] = [];
    server.use(
      mswHttp.get(`${API}/things/remove/:id`, ({ params: p }) => {
        removed.push(String(p.id));
        return HttpResponse.json({ status: 1 });
      }),
      mswHttp.post(`${API}/things/save`, () => HttpResponse.json({ status: 1 })),
    );
    const provider = buildDataProvider([things], testHttp());
    expect(await provider.deleteMany('things', { ids: ['t1', 't2', 't3'] })).toEqual({
      data: ['t1', 't2', 't3'],
    });
    expect(removed).toEqual(['t1', 't2', 't3']);
    expect(await provider.updateMany('things', { ids: ['t4', 't5'], data: { name: 'x' } })).toEqual({
      data: ['t4', 't5'],
    });
  });

  it('turns a connection failure into app.errors.network and unsupported operations into a clear error', async () => {
    server.use(mswHttp.get(`${API}/things/all`, () => HttpResponse.error()));
    const provider = buildDataProvider([things], testHttp());
    await expect(provider.getList('things', params(1))).rejects.toMatchObject({
      message: 'app.errors.network',
    });
    await expect(provider.create('things', { data: {} })).rejects.toMatchObject({
      status: 405,
      message: 'app.schema.errors.unsupported',
    });
  });
});

describe('buildDataProvider: custom actions', () => {
  it('exposes declared actions as flat methods; a mutating action drops the cache, a read-only one does not', async () => {
    const calls = countingList();
    server.use(
      mswHttp.get(`${API}/things/polish/:id`, () => HttpResponse.json({})),
      mswHttp.get(`${API}/things/peek`, () => HttpResponse.json({})),
    );
    const provider = buildDataProvider([things], testHttp());
    await provider.getList('things', params(1));
    expect(await provider.peek({} as never)).toEqual({ data: 'seen' });
    await provider.getList('things', params(2));
    expect(calls.list).toBe(1);
    expect(await provider.polish({ id: 't1' } as never)).toEqual({ data: 'shiny' });
    await provider.getList('things', params(2));
    expect(calls.list).toBe(2);
  });

  it('refuses two actions with the same name', () => {
    const twin = defineResource<Thing>({
      name: 'twins',
      fields: [],
      actions: { polish: things.actions!.polish! },
    });
    expect(() => buildDataProvider([things, twin], testHttp())).toThrow(/declared twice/);
    const shadow = defineResource<Thing>({
      name: 'shadow',
      fields: [],
      actions: { getList: things.actions!.peek! },
    });
    expect(() => buildDataProvider([shadow], testHttp())).toThrow(/shadows a react-admin method/);
  });
});

describe('buildDataProvider: ra-data-simple-rest conventions without endpoints', () => {
  const notes = defineResource<{ id: number; text: string }>({
    name: 'notes',
    fields: [{ source: 'text', kind: 'text' }],
  });

  it('maps each method to the simple REST route', async () => {
    const seen: string[] = [];
    const log = (request: Request) => seen.push(`${request.method} ${new URL(request.url).pathname}`);
    server.use(
      mswHttp.get(`${API}/notes`, ({ request }) => {
        log(request);
        return HttpResponse.json([
          { id: 1, text: 'b' },
          { id: 2, text: 'a' },
        ]);
      }),
      mswHttp.get(`${API}/notes/:id`, ({ request }) => {
        log(request);
        return HttpResponse.json({ id: 2, text: 'a' });
      }),
      mswHttp.post(`${API}/notes`, async ({ request }) => {
        log(request);
        return HttpResponse.json({ id: 3, ...((await request.json()) as object) });
      }),
      mswHttp.put(`${API}/notes/:id`, async ({ request }) => {
        log(request);
        return HttpResponse.json({ id: 2, ...((await request.json()) as object) });
      }),
      mswHttp.delete(`${API}/notes/:id`, ({ request }) => {
        log(request);
        return HttpResponse.json({ id: 2 });
      }),
    );
    const provider = buildDataProvider([notes], testHttp());
    const list = await provider.getList('notes', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'text', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({
      data: [
        { id: 2, text: 'a' },
        { id: 1, text: 'b' },
      ],
      total: 2,
    });
    expect((await provider.getOne('notes', { id: 2 })).data).toEqual({ id: 2, text: 'a' });
    expect((await provider.create('notes', { data: { text: 'c' } })).data).toEqual({ id: 3, text: 'c' });
    expect(
      (await provider.update('notes', { id: 2, data: { text: 'z' }, previousData: { id: 2, text: 'a' } }))
        .data,
    ).toEqual({
      id: 2,
      text: 'z',
    });
    await provider.delete('notes', { id: 2 });
    expect(seen).toEqual([
      'GET /v1/notes',
      'GET /v1/notes/2',
      'POST /v1/notes',
      // The stale-write guard reads the record again just before writing it.
      'GET /v1/notes/2',
      'PUT /v1/notes/2',
      'DELETE /v1/notes/2',
    ]);
  });

  it('refuses a resource nobody declared with a clear error (it used to become GET /<name>)', async () => {
    const provider = buildDataProvider([], testHttp());
    await expect(
      provider.getList('tags', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(
      'Unknown resource "tags": declare it in its own folder and add it to src/resources/declaredResources.ts',
    );
  });

  it('a declaration without endpoints is served by ra-data-simple-rest conventions', async () => {
    server.use(mswHttp.get(`${API}/tags`, () => HttpResponse.json({ data: [{ _id: 'x', label: 'X' }] })));
    const tags = defineResource<{ id: string; label: string }>({ name: 'tags', fields: [] });
    const list = await buildDataProvider([tags], testHttp()).getList('tags', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({ data: [{ id: 'x', _id: 'x', label: 'X' }], total: 1 });
  });
});

describe('buildDataProvider: server-paged lists', () => {
  it('preloadList reads nothing ahead for a server-paged list (its pages depend on the params)', async () => {
    let called = 0;
    const paged = defineResource<{ id: string }>({
      name: 'pagedAhead',
      fields: [],
      endpoints: {
        list: { paging: 'server', path: '/pagedAhead', read: () => ({ data: [], total: 0 }) },
      },
    });
    server.use(
      mswHttp.get(`${API}/pagedAhead`, () => {
        called += 1;
        return HttpResponse.json({});
      }),
    );
    const provider = buildDataProvider([paged], testHttp());
    await preloadOf(provider)('pagedAhead');
    expect(called).toBe(0);
  });

  it('passes paging to the declaration and returns its total; without a total it pages locally', async () => {
    let total: number | undefined = 40;
    const paged = defineResource<{ id: string }>({
      name: 'paged',
      fields: [],
      endpoints: {
        list: {
          paging: 'server',
          method: 'POST',
          path: '/paged',
          body: ({ pagination }) => ({ page: pagination.page, limit: pagination.perPage }),
          read: (body) => ({ data: (body as { docs: unknown[] }).docs, total }),
        },
      },
    });
    let sent: unknown;
    server.use(
      mswHttp.post(`${API}/paged`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ docs: Array.from({ length: 12 }, (_, i) => ({ _id: `p${i}` })) });
      }),
    );
    const provider = buildDataProvider([paged], testHttp());
    const call = {
      pagination: { page: 2, perPage: 5 },
      sort: { field: '', order: 'ASC' as const },
      filter: {},
    };
    const withTotal = await provider.getList('paged', call);
    expect(sent).toEqual({ page: 2, limit: 5 });
    expect(withTotal.total).toBe(40);
    expect(withTotal.data).toHaveLength(12);
    total = undefined;
    const local = await provider.getList('paged', call);
    expect(local.total).toBe(12);
    expect(local.data.map((r) => r.id)).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
  });
});

describe('buildDataProvider: server-paged lists read whole', () => {
  const filtered = defineResource<{ id: string; kind: string }>({
    name: 'pagedFiltered',
    fields: [],
    list: { filters: [{ source: 'kind', kind: 'select' }] },
    endpoints: {
      list: {
        paging: 'server',
        path: ({ pagination }) => `/pagedFiltered?page=${pagination.page}`,
        read: (body) => body as { data: unknown[]; total: number },
      },
    },
  });
  const filteredCall = (signal?: AbortSignal) => ({
    pagination: { page: 1, perPage: 10 },
    sort: { field: '', order: 'ASC' as const },
    filter: { kind: 'a' },
    signal,
  });

  it('a filtered read that stops at its limit (200 calls of 100) says so: meta.truncated', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${API}/pagedFiltered`, ({ request }) => {
        calls += 1;
        const page = Number(new URL(request.url).searchParams.get('page'));
        const data = Array.from({ length: 100 }, (_, i) => ({ _id: `r${page}-${i}`, kind: 'a' }));
        return HttpResponse.json({ data, total: 30_000 });
      }),
    );
    const provider = buildDataProvider([filtered], testHttp());
    const result = await provider.getList('pagedFiltered', filteredCall());
    expect(calls).toBe(200);
    expect(result.total).toBe(20_000);
    expect(result.meta).toEqual({ truncated: { shown: 20_000, total: 30_000 } });
  });

  it("honours react-admin's signal: an aborted read makes no further call", async () => {
    let calls = 0;
    const controller = new AbortController();
    server.use(
      mswHttp.get(`${API}/pagedFiltered`, () => {
        calls += 1;
        if (calls === 2) controller.abort();
        return HttpResponse.json({
          data: Array.from({ length: 100 }, (_, i) => ({ _id: `x${calls}-${i}` })),
          total: 1000,
        });
      }),
    );
    const provider = buildDataProvider([filtered], testHttp());
    expect((provider as { supportAbortSignal?: boolean }).supportAbortSignal).toBe(true);
    await expect(provider.getList('pagedFiltered', filteredCall(controller.signal))).rejects.toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('buildDataProvider: the stale-write guard', () => {
  /** A platform whose list can be changed "by another admin" between two steps. */
  function platformOf(rows = seed()) {
    const sent: Record<string, unknown>[] = [];
    server.use(
      mswHttp.get(`${API}/things/all`, () =>
        HttpResponse.json({ status: 1, data: rows.map(({ id: _drop, ...rest }) => rest) }),
      ),
      mswHttp.post(`${API}/things/save`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ status: 1 });
      }),
    );
    return { rows, sent };
  }
  const wide = defineResource<Thing>({
    ...(things as unknown as ResourceDef<Thing>),
    endpoints: {
      ...things.endpoints,
      update: {
        method: 'POST',
        path: '/things/save',
        body: ({ id, data }) => ({ id, name: data.name, size: data.size }),
      },
    },
    fields: [
      { source: 'name', kind: 'text' },
      { source: 'size', kind: 'number' },
    ],
  });

  it("a disjoint change is merged: the field the admin did not touch keeps the colleague's value", async () => {
    const { rows, sent } = platformOf();
    const provider = buildDataProvider([wide], testHttp());
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    rows[1]!.size = 99; // another admin
    await provider.update('things', {
      id: 't1',
      data: { ...seen, name: 'Mine', size: '1' },
      previousData: seen,
    });
    expect(sent).toEqual([{ id: 't1', name: 'Mine', size: 99 }]);
  });

  it('a field changed on both sides writes nothing and names the conflict: base, theirs, yours', async () => {
    const { rows, sent } = platformOf();
    const provider = buildDataProvider([wide], testHttp());
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    rows[1]!.name = 'Theirs';
    const error = await provider
      .update('things', { id: 't1', data: { ...seen, name: 'Mine' }, previousData: seen })
      .catch((e: unknown) => e);
    expect(isStaleWrite(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'conflict',
      status: 409,
      conflicts: [{ field: 'name', base: 'Thing 1', theirs: 'Theirs', yours: 'Mine' }],
      current: { id: 't1', name: 'Theirs' },
    });
    expect(sent).toEqual([]);
    // The admin keeps theirs or yours: with the platform's record as the new base, it writes.
    const current = (error as { current: Record<string, unknown> }).current;
    await provider.update('things', {
      id: 't1',
      data: { ...seen, name: 'Mine' },
      previousData: seen,
      meta: { base: current },
    });
    expect(sent).toEqual([{ id: 't1', name: 'Mine', size: 1 }]);
  });

  it('a record deleted meanwhile: nothing written, a "gone" error', async () => {
    const { rows, sent } = platformOf();
    const provider = buildDataProvider([wide], testHttp());
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    rows.splice(1, 1);
    await expect(
      provider.update('things', { id: 't1', data: { ...seen, name: 'Mine' }, previousData: seen }),
    ).rejects.toMatchObject({ kind: 'gone', status: 409 });
    expect(sent).toEqual([]);
  });

  it('a success that holds `data: null` is not a success: the record was not there', async () => {
    platformOf();
    server.use(mswHttp.post(`${API}/things/save`, () => HttpResponse.json({ status: 1, data: null })));
    const provider = buildDataProvider([wide], testHttp());
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    await expect(
      provider.update('things', { id: 't1', data: { ...seen, name: 'Mine' }, previousData: seen }),
    ).rejects.toMatchObject({ kind: 'gone' });
  });

  it('the base of a restored draft (meta.base) wins over previousData for its fields', async () => {
    const { rows } = platformOf();
    const provider = buildDataProvider([wide], testHttp());
    // The draft was written when the name was "Old"; since then a colleague renamed it.
    rows[1]!.name = 'Renamed';
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    await expect(
      provider.update('things', {
        id: 't1',
        data: { ...seen, name: 'From the draft' },
        previousData: seen,
        meta: { base: { name: 'Thing 1' } },
      }),
    ).rejects.toMatchObject({ kind: 'conflict', conflicts: [{ field: 'name', theirs: 'Renamed' }] });
  });

  it('updateMany of a few fields writes them over the record as the platform holds it now', async () => {
    const { rows, sent } = platformOf();
    rows[4]!.size = 42;
    const provider = buildDataProvider([wide], testHttp());
    await provider.updateMany('things', { ids: ['t4'], data: { name: 'Bulk' } });
    expect(sent).toEqual([{ id: 't4', name: 'Bulk', size: undefined }]);
  });

  it('a declared version field: unchanged, the form goes as is; changed, the fields are merged', async () => {
    const rows = seed().map((row) => ({ ...row, version: 1 }));
    const { sent } = platformOf(rows);
    const versioned = defineResource<Thing>({
      ...(wide as unknown as ResourceDef<Thing>),
      staleWrite: { versionField: 'version' },
    });
    const provider = buildDataProvider([versioned], testHttp());
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    await provider.update('things', { id: 't1', data: { ...seen, name: 'A' }, previousData: seen });
    rows[1]!.version = 2;
    rows[1]!.name = 'Theirs';
    await expect(
      provider.update('things', { id: 't1', data: { ...seen, name: 'B' }, previousData: seen }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(sent.map((body) => body.name)).toEqual(['A']);
  });

  it('read off the page: the guard asks for its record alone, merges, and records saved together share reads', async () => {
    const { rows, sent } = platformOf();
    let reads = 0;
    server.use(
      mswHttp.get(`${API}/things/all`, () => {
        reads += 1;
        return HttpResponse.json({ status: 1, data: rows.map(({ id: _drop, ...rest }) => rest) });
      }),
    );
    // The worker's own code, run here: the unit suite has no workers.
    const shared = new SharedReads(fetch);
    const asked: RowsRequest[] = [];
    const http = createHttpClient({
      apiUrl: API,
      weeklyApiUrl: WEEKLY,
      getToken: () => 'test-token',
      readRowsOffPage: async (request) => {
        asked.push(request);
        const outcome = await shared.read(request);
        if ('reply' in outcome) return outcome.reply;
        throw new Error(outcome.failure);
      },
    });
    const provider = buildDataProvider([wide], http);
    const seen = (await provider.getOne('things', { id: 't1' })).data;
    rows[1]!.size = 99; // another admin
    reads = 0;
    await provider.update('things', { id: 't1', data: { ...seen, name: 'Mine' }, previousData: seen });
    expect(sent).toEqual([{ id: 't1', name: 'Mine', size: 99 }]);
    expect(asked.map((request) => request.id)).toEqual(['t1']);
    expect(asked[0]!.idFields).toEqual(['_id', 'id']);
    expect(reads).toBe(1);
    // Five records at once (a bulk action runs a few at a time): five records asked for, one list read.
    reads = 0;
    const ids = ['t2', 't3', 't4', 't5', 't6'];
    await Promise.all(
      ids.map((id) =>
        provider.update('things', { id, data: { name: 'Bulk' }, previousData: undefined as never }),
      ),
    );
    expect(asked.slice(1).map((request) => request.id)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(reads).toBe(1);
    expect(sent.slice(1).map((body) => body.id)).toEqual(ids);
  });

  it("staleWrite 'off' writes as sent, with no read before", async () => {
    let reads = 0;
    const { sent } = platformOf();
    server.use(
      mswHttp.get(`${API}/things/all`, () => {
        reads += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    const off = defineResource<Thing>({ ...(wide as unknown as ResourceDef<Thing>), staleWrite: 'off' });
    const provider = buildDataProvider([off], testHttp());
    await provider.update('things', { id: 't1', data: { name: 'x', size: 1 }, previousData: { id: 't1' } });
    expect(reads).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
