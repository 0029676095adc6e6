import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../../src/api/http';
import { arrayAt, defineResource } from '../../../src/engine';
import { createLists } from '../../../src/engine/providerLists';

const things = defineResource<{ id: string; _id: string; name: string }>({
  name: 'things',
  endpoints: { list: { path: '/things/all', read: arrayAt('data') } },
  fields: [{ source: 'name', kind: 'text' }],
});

/** An HTTP client answering the list with `count` records, keeping the options of each call. */
function recordingHttp(count: () => number) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    url: (path) => path,
    readsRowsOffPage: true,
    request: async (_path, options = {}) => {
      calls.push(options);
      const data = Array.from({ length: count() }, (_, i) => ({ _id: `t${i}`, name: `Thing ${i}` }));
      return { status: 200, json: { status: 1, data } };
    },
  };
  return { http, calls };
}

describe('createLists: whole lists read again off the page when they are large', () => {
  it('a first read is the page’s; a large list read again goes off the page, a small one does not', async () => {
    let count = 5_000;
    const { http, calls } = recordingHttp(() => count);
    const lists = createLists(http, Date.now, 'en', new QueryClient());
    expect((await lists.wholeList(things)).rows).toHaveLength(5_000);
    expect(calls.map((call) => call.readOffPage)).toEqual([false]);
    // Read again (a save or a Refresh marks it stale): the list kept has 5,000 records.
    lists.invalidate(things);
    count = 3;
    expect((await lists.wholeList(things)).rows).toHaveLength(3);
    expect(calls.map((call) => call.readOffPage)).toEqual([false, true]);
    // Now it holds 3: the next read is the page's again.
    lists.invalidate(things);
    await lists.wholeList(things);
    expect(calls.map((call) => call.readOffPage)).toEqual([false, true, false]);
  });

  it('records made in slices are the records of the reply, ids and all', async () => {
    const { http } = recordingHttp(() => 4_321);
    const { rows } = await createLists(http, Date.now, 'en', new QueryClient()).wholeList(things);
    expect(rows).toHaveLength(4_321);
    expect(rows[4_320]).toEqual({ _id: 't4320', id: 't4320', name: 'Thing 4320' });
  });
});

describe('createLists: a read a change overtook', () => {
  it('a list read after a save never gets the reply of a read sent before it', async () => {
    let name = 'Before the save';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const http: HttpClient = {
      url: (path) => path,
      readsRowsOffPage: false,
      request: async () => {
        sent += 1;
        // The platform answers with what it holds when the call reaches it; the first reply is
        // slow (a cold list's read, still on its way when the admin saves).
        const data = [{ _id: 't0', name }];
        if (sent === 1) await held;
        return { status: 200, json: { status: 1, data } };
      },
    };
    const lists = createLists(http, Date.now, 'en', new QueryClient());
    const first = lists.wholeList(things);
    await Promise.resolve();
    // The save is confirmed: the platform holds the new name, the lists are marked stale.
    name = 'After the save';
    lists.invalidate(things);
    const afterSave = lists.wholeList(things);
    release();
    expect((await afterSave).rows[0]?.name).toBe('After the save');
    // The first caller (the list's read that was under way) gets the same fresh records.
    expect((await first).rows[0]?.name).toBe('After the save');
    expect(sent).toBe(2);
  });

  it('a read no change overtook is made once', async () => {
    const { http, calls } = recordingHttp(() => 2);
    const lists = createLists(http, Date.now, 'en', new QueryClient());
    await Promise.all([lists.wholeList(things), lists.wholeList(things)]);
    expect(calls).toHaveLength(1);
  });
});
