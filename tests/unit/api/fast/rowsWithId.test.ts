import { delay, HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_ROWS,
  keepRowsWithId,
  type RowsRequest,
  rowsPath,
  SharedReads,
  wholeReply,
  withAt,
} from '../../../../src/api/fast/rowsWithId';

const ID_FIELDS = ['_id', 'id'];

describe('keepRowsWithId: a list reply cut down to one record', () => {
  const rows = [
    { _id: 'a1', name: 'Ann' },
    { _id: 'b2', name: 'Bob' },
    { _id: 3, name: 'Cy' },
  ];
  it.each([
    ['a root array', rows, [{ _id: 'b2', name: 'Bob' }]],
    [
      'the envelope keeps its other keys',
      { status: 1, message: 'ok', data: rows },
      { status: 1, message: 'ok', data: [{ _id: 'b2', name: 'Bob' }] },
    ],
    [
      'a list under an object',
      { data: { users: rows, count: 3 } },
      { data: { users: [{ _id: 'b2', name: 'Bob' }], count: 3 } },
    ],
    ['no such record: empty lists', { data: rows.slice(0, 1) }, { data: [] }],
    [
      'arrays of plain values stay whole',
      { tags: ['b2', 'x'], data: rows },
      { tags: ['b2', 'x'], data: [{ _id: 'b2', name: 'Bob' }] },
    ],
    ['not JSON lists: kept as they are', 'text', 'text'],
  ])('%s', (_name, json, expected) => {
    expect(keepRowsWithId(json, 'b2', ID_FIELDS)).toEqual(expected);
  });

  it('a numeric id matches its text; the declared id field comes first', () => {
    expect(keepRowsWithId(rows, '3', ID_FIELDS)).toEqual([{ _id: 3, name: 'Cy' }]);
    const declared = [
      { code: 'k', _id: 'b2' },
      { code: 'b2', _id: 'z' },
    ];
    expect(keepRowsWithId(declared, 'b2', ['code', '_id', 'id'])).toEqual([{ code: 'b2', _id: 'z' }]);
  });

  it('lists four levels down are left whole (the page still finds the row in them)', () => {
    expect(keepRowsWithId({ a: { b: { c: rows } } }, 'b2', ID_FIELDS)).toEqual({
      a: { b: { c: [rows[1]] } },
    });
    const deep = { a: { b: { c: { d: rows } } } };
    expect(keepRowsWithId(deep, 'b2', ID_FIELDS)).toEqual(deep);
  });
});

const API = 'http://api.test/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request = (id: string, timeoutMs = 5000): RowsRequest => ({
  url: `${API}/users`,
  method: 'GET',
  headers: [['authorization', 'Bearer t']],
  id,
  idFields: ID_FIELDS,
  timeoutMs,
});

describe('SharedReads: the worker reads a list once for the records waiting on it', () => {
  it('records asked for during one read share it; each gets its own row; the token is sent', async () => {
    let calls = 0;
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${API}/users`, async ({ request: sent }) => {
        calls += 1;
        auth = sent.headers.get('authorization');
        await delay(30);
        return HttpResponse.json({ status: 1, data: [{ _id: 'a' }, { _id: 'b' }] });
      }),
    );
    const reads = new SharedReads(fetch);
    const [a, b] = await Promise.all([reads.read(request('a')), reads.read(request('b'))]);
    expect(calls).toBe(1);
    expect(auth).toBe('Bearer t');
    expect(a).toEqual({
      reply: { status: 200, contentType: 'application/json', text: '{"status":1,"data":[{"_id":"a"}]}' },
    });
    expect(b).toMatchObject({ reply: { text: '{"status":1,"data":[{"_id":"b"}]}' } });
    // A record asked for after the read ended gets a read of its own.
    await reads.read(request('a'));
    expect(calls).toBe(2);
  });

  it('a failure, a page that is not JSON and an empty body come back as sent, for the page to judge', async () => {
    const reads = new SharedReads(fetch);
    server.use(
      mswHttp.get(`${API}/users`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })),
    );
    expect(await reads.read(request('a'))).toMatchObject({
      reply: { status: 401, text: '{"message":"Session expired"}' },
    });
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.html('<html>index</html>')));
    expect(await reads.read(request('a'))).toMatchObject({
      reply: { status: 200, text: '<html>index</html>' },
    });
    server.use(mswHttp.get(`${API}/users`, () => new HttpResponse(null, { status: 204 })));
    expect(await reads.read(request('a'))).toMatchObject({ reply: { status: 204, text: '' } });
  });

  it('a connection that fails is a network failure; a host that does not answer in time, a timeout', async () => {
    const reads = new SharedReads(fetch);
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.error()));
    expect(await reads.read(request('a'))).toMatchObject({ failure: 'network' });
    server.use(
      mswHttp.get(`${API}/users`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    expect(await reads.read(request('a', 40))).toEqual({ failure: 'timeout' });
  });

  it('one waiter leaving keeps the read for the others; the last one leaving cancels it', async () => {
    let aborted = 0;
    server.use(
      mswHttp.get(`${API}/users`, async ({ request: sent }) => {
        sent.signal.addEventListener('abort', () => {
          aborted += 1;
        });
        await delay(80);
        return HttpResponse.json([{ _id: 'a' }, { _id: 'b' }]);
      }),
    );
    const reads = new SharedReads(fetch);
    const first = new AbortController();
    const one = reads.read(request('a'), first.signal);
    const two = reads.read(request('b'));
    first.abort();
    expect(await one).toEqual({ failure: 'abort' });
    expect(await two).toMatchObject({ reply: { text: '[{"_id":"b"}]' } });
    expect(aborted).toBe(0);

    const only = new AbortController();
    const alone = reads.read(request('a'), only.signal);
    await delay(10);
    only.abort();
    expect(await alone).toEqual({ failure: 'abort' });
    // A record asked for now does not join the cancelled read.
    expect(await reads.read(request('b'))).toMatchObject({ reply: { text: '[{"_id":"b"}]' } });
  });
});

describe('a whole list off the page: sent in batches, then the reply without it', () => {
  it('rowsPath finds the list: the root array, else the largest list of records under the keys', () => {
    expect(rowsPath([{ _id: 'a' }])).toEqual({ path: [], size: 1 });
    expect(rowsPath({ status: 1, data: [{ _id: 'a' }, { _id: 'b' }], tags: ['x', 'y', 'z'] })).toEqual({
      path: ['data'],
      size: 2,
    });
    expect(rowsPath({ data: { rows: [{ a: 1 }], total: 1 } })).toEqual({ path: ['data', 'rows'], size: 1 });
    expect(rowsPath({ status: 1, message: 'ok' })).toBeUndefined();
    expect(rowsPath(['a', 'b'])).toBeUndefined();
  });

  it('withAt puts a value at a path and leaves the original as it was', () => {
    const json = { status: 1, data: { rows: [1], total: 1 } };
    expect(withAt(json, ['data', 'rows'], [])).toEqual({ status: 1, data: { rows: [], total: 1 } });
    expect(json.data.rows).toEqual([1]);
    expect(withAt(json, [], 'all')).toBe('all');
  });

  it('wholeReply sends the rows in batches of BATCH_ROWS, in order; put back they are the reply', () => {
    const rows = Array.from({ length: BATCH_ROWS * 2 + 5 }, (_, i) => ({ _id: `u${i}` }));
    const json = { status: 1, data: rows };
    const batches: unknown[][] = [];
    const reply = wholeReply({ status: 200, contentType: 'application/json', text: '…', json }, (batch) =>
      batches.push(batch),
    );
    expect(batches.map((batch) => batch.length)).toEqual([BATCH_ROWS, BATCH_ROWS, 5]);
    expect(reply).toEqual({
      status: 200,
      contentType: 'application/json',
      text: '',
      whole: { json: { status: 1, data: [] }, path: ['data'] },
    });
    expect(withAt(reply.whole?.json, reply.whole?.path ?? [], batches.flat())).toEqual(json);
  });

  it('a reply with no list of records, or not JSON, comes back as sent', () => {
    const send = () => {
      throw new Error('no batch expected');
    };
    const text = '{"status":0,"message":"No users"}';
    expect(wholeReply({ status: 200, contentType: null, text, json: JSON.parse(text) }, send)).toEqual({
      status: 200,
      contentType: null,
      text,
    });
    expect(wholeReply({ status: 200, contentType: 'text/html', text: '<html>' }, send)).toEqual({
      status: 200,
      contentType: 'text/html',
      text: '<html>',
    });
  });

  it('SharedReads: a read with no record asked sends the batches; one read serves both kinds', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${API}/users`, async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({ status: 1, data: [{ _id: 'a' }, { _id: 'b' }] });
      }),
    );
    const reads = new SharedReads(fetch);
    const batches: unknown[][] = [];
    const { id: _none, ...whole } = request('a');
    const [all, one] = await Promise.all([
      reads.read(whole, undefined, (batch) => batches.push(batch)),
      reads.read(request('b')),
    ]);
    expect(calls).toBe(1);
    expect(batches).toEqual([[{ _id: 'a' }, { _id: 'b' }]]);
    expect(all).toMatchObject({ reply: { whole: { json: { status: 1, data: [] }, path: ['data'] } } });
    expect(one).toMatchObject({ reply: { text: '{"status":1,"data":[{"_id":"b"}]}' } });
  });
});
