import { delay, HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTokenCookie } from '../../../src/api/cookies';
import { readArray, readRecord, serverMessage, UNEXPECTED_REPLY } from '../../../src/api/envelope';
import { OffPageUnavailable } from '../../../src/api/fast/offPageRows';
import { type RowsRequest, SharedReads, withAt } from '../../../src/api/fast/rowsWithId';
import { createHttpClient, endsSession, isAbsoluteUrl } from '../../../src/api/http';
import { checkReply } from '../../../src/api/reply';

const API = 'http://api.test/v1';
const WEEKLY = 'http://weekly.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createHttpClient({ apiUrl: `${API}/`, weeklyApiUrl: WEEKLY });

describe('http client', () => {
  it('joins the base URL and path and sends the bearer token from the token cookie', async () => {
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${API}/users/adminUserLists`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: [] });
      }),
    );
    setTokenCookie('abc.def');
    const reply = await client.request('/users/adminUserLists');
    expect(auth).toBe('Bearer abc.def');
    expect(reply.json).toEqual({ data: [] });
  });

  it('sends no Authorization header without a token cookie', async () => {
    let auth: string | null = 'unset';
    server.use(
      mswHttp.get(`${API}/x`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await client.request('x');
    expect(auth).toBeNull();
  });

  it('sends plain objects as JSON with a JSON content type', async () => {
    let type: string | null = null;
    let body: unknown = null;
    server.use(
      mswHttp.post(`${API}/auth/adminlogin`, async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ status: 1 });
      }),
    );
    await client.request('/auth/adminlogin', { body: { email: 'a@b.co', password: 'x' } });
    expect(type).toBe('application/json');
    expect(body).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('sends FormData untouched as multipart with the boundary chosen by the runtime', async () => {
    let type = '';
    let title: FormDataEntryValue | null = null;
    let image: FormDataEntryValue | null = null;
    server.use(
      mswHttp.post(`${API}/coupons/editCoupons`, async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        title = form.get('title');
        image = form.get('image');
        return HttpResponse.json({ success: 1 });
      }),
    );
    const form = new FormData();
    form.append('title', 'Half off');
    form.append('image', new File(['png'], 'croppedImage.png', { type: 'image/png' }));
    await client.request('/coupons/editCoupons', { body: form });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(title).toBe('Half off');
    expect((image as unknown as File).name).toBe('croppedImage.png');
  });

  it('waits for the request gate before each call (how the embedded mock API starts lazily)', async () => {
    const order: string[] = [];
    server.use(
      mswHttp.get(`${API}/gated`, () => {
        order.push('request');
        return HttpResponse.json({});
      }),
    );
    let release: () => void = () => {};
    const gated = createHttpClient({
      apiUrl: API,
      weeklyApiUrl: WEEKLY,
      beforeRequest: () =>
        new Promise<void>((resolve) => {
          order.push('gate');
          release = resolve;
        }),
    });
    const pending = gated.request('/gated');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['gate']);
    release();
    await pending;
    expect(order).toEqual(['gate', 'request']);
  });

  it('routes weekly calls to the weekly host', async () => {
    server.use(mswHttp.post(`${WEEKLY}/getCsvDatabyWeek`, () => HttpResponse.json({ csvData: [1] })));
    const reply = await client.request('getCsvDatabyWeek', { host: 'weekly', body: {} });
    expect(reply.json).toEqual({ csvData: [1] });
  });

  describe('the token goes only to authenticated bases', () => {
    const seen = () => {
      const auth: Record<string, string | null> = {};
      server.use(
        mswHttp.post(`${WEEKLY}/getCsvDatabyWeek`, ({ request }) => {
          auth.weekly = request.headers.get('authorization');
          return HttpResponse.json({ csvData: [] });
        }),
        mswHttp.get(`${API}/users/adminUserLists`, ({ request }) => {
          auth.api = request.headers.get('authorization');
          return HttpResponse.json({ data: [] });
        }),
      );
      return auth;
    };
    // [case, the weekly host's setting, the weekly call's Authorization]
    const cases: [string, boolean | undefined, string | null][] = [
      ['by default the weekly host (SPEC 7: unsecured) gets none', undefined, null],
      ['a weekly host declared secured gets it', true, 'Bearer t0k3n'],
      ['a weekly host declared unsecured gets none', false, null],
    ];
    it.each(cases)('%s; the platform API always gets it', async (_, weekly, expected) => {
      const auth = seen();
      const sut = createHttpClient({
        apiUrl: API,
        weeklyApiUrl: WEEKLY,
        getToken: () => 't0k3n',
        authenticated: weekly === undefined ? undefined : { weekly },
      });
      await sut.request('getCsvDatabyWeek', { host: 'weekly', body: {} });
      await sut.request('/users/adminUserLists');
      expect(auth).toEqual({ weekly: expected, api: 'Bearer t0k3n' });
    });

    it('a path that names a host is refused, never sent (with or without a scheme)', async () => {
      const sut = createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, getToken: () => 't0k3n' });
      for (const path of [
        'https://evil.test/steal',
        'HTTP://evil.test/x',
        '//evil.test/x',
        'javascript:alert(1)',
      ])
        await expect(sut.request(path)).rejects.toThrow(/names a host/);
      expect(isAbsoluteUrl('/users/x')).toBe(false);
      expect(isAbsoluteUrl('getCsvDatabyWeek')).toBe(false);
    });

    it("a 401 of an unauthenticated host is that call's error: it does not end the session", async () => {
      let ended = 0;
      server.use(
        mswHttp.post(`${WEEKLY}/getCsvDatabyWeek`, () =>
          HttpResponse.json({ message: 'No' }, { status: 401 }),
        ),
        mswHttp.get(`${API}/x`, () => HttpResponse.json({ message: 'Please authenticate' }, { status: 401 })),
      );
      const sut = createHttpClient({
        apiUrl: API,
        weeklyApiUrl: WEEKLY,
        getToken: () => 't',
        onUnauthorized: () => {
          ended += 1;
        },
      });
      const weekly = await sut
        .request('getCsvDatabyWeek', { host: 'weekly', body: {} })
        .catch((e: unknown) => e);
      expect(weekly).toMatchObject({ status: 401, message: 'No' });
      expect(endsSession(weekly)).toBe(false);
      expect(ended).toBe(0);
      const api = await sut.request('/x').catch((e: unknown) => e);
      expect(endsSession(api)).toBe(true);
      expect(ended).toBe(1);
    });
  });

  it("turns a non-2xx reply into an HttpError carrying the server's message and status", async () => {
    server.use(
      mswHttp.post(`${API}/auth/login`, () =>
        HttpResponse.json({ message: 'Incorrect email or password' }, { status: 401 }),
      ),
    );
    await expect(client.request('/auth/login', { body: {} })).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
      message: 'Incorrect email or password',
      body: { message: 'Incorrect email or password' },
    });
  });

  it.each([
    [500, 'app.errors.server'],
    [503, 'app.errors.server'],
    [504, 'app.errors.timeout'],
    [404, 'ra.notification.http_error'],
  ])(
    'a %i reply without a message gives a translated key, not the English status line',
    async (status, key) => {
      server.use(
        mswHttp.get(
          `${API}/boom`,
          () => new HttpResponse('<html>oops</html>', { status, statusText: 'Server Error' }),
        ),
      );
      await expect(client.request('/boom')).rejects.toMatchObject({ status, message: key });
    },
  );

  it('refuses a 2xx HTML page (a misrouted call) as an unreadable reply', async () => {
    server.use(mswHttp.get(`${API}/html`, () => new HttpResponse('<html></html>', { status: 200 })));
    await expect(client.request('/html')).rejects.toMatchObject({ status: 200, message: UNEXPECTED_REPLY });
  });

  it('returns a non-JSON, non-HTML 2xx body as text so readers can refuse it', async () => {
    server.use(mswHttp.get(`${API}/text`, () => new HttpResponse('OK', { status: 200 })));
    const reply = await client.request('/text');
    expect(reply.json).toBe('OK');
    expect(() => readArray(reply.json, 'data')).toThrow(UNEXPECTED_REPLY);
  });

  it('ends a call that never answers with a timeout error, and a caller abort as an abort', async () => {
    server.use(
      mswHttp.get(`${API}/hang`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const quick = createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, timeoutMs: 30 });
    await expect(quick.request('/hang')).rejects.toMatchObject({ status: 0, message: 'app.errors.timeout' });
    const controller = new AbortController();
    const pending = quick.request('/hang', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a list read for one record, off the page', () => {
  /** The worker's own code, run here (the unit suite has no workers); what it was asked, kept. */
  function offPage() {
    const asked: RowsRequest[] = [];
    const reads = new SharedReads(fetch);
    return {
      asked,
      readRowsOffPage: (request: RowsRequest, signal?: AbortSignal) => {
        asked.push(request);
        // A whole list's batches put back as the page's side does (src/api/fast/offPageRows.ts).
        const batches: unknown[][] = [];
        return reads
          .read(request, signal, (rows) => batches.push(rows))
          .then((outcome) => {
            if (!('reply' in outcome)) throw new Error(outcome.failure);
            const { whole } = outcome.reply;
            if (!whole) return outcome.reply;
            return {
              ...outcome.reply,
              whole: { ...whole, json: withAt(whole.json, whole.path, batches.flat()) },
            };
          });
      },
    };
  }
  const users = [
    { _id: 'u1', name: 'Ann' },
    { _id: 'u2', name: 'Bob' },
  ];

  it('goes to the reader with the address and token http.ts built; the reply holds only that record', async () => {
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.json({ status: 1, data: users })));
    const reader = offPage();
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, getToken: () => 'tok', ...reader });
    expect(client.readsRowsOffPage).toBe(true);
    const reply = await client.request('/users', { onlyRowsWithId: { id: 'u2', idFields: ['_id', 'id'] } });
    expect(reply.json).toEqual({ status: 1, data: [{ _id: 'u2', name: 'Bob' }] });
    expect(reader.asked).toHaveLength(1);
    expect(reader.asked[0]).toMatchObject({
      url: `${API}/users`,
      method: 'GET',
      id: 'u2',
      timeoutMs: 30_000,
    });
    expect(new Headers(reader.asked[0]!.headers).get('authorization')).toBe('Bearer tok');
    // Calls that want the whole reply, or send a body, are the page's as before.
    expect((await client.request('/users')).json).toEqual({ status: 1, data: users });
    expect(reader.asked).toHaveLength(1);
  });

  it('a large list read again (readOffPage) comes whole from the reader, as the page would have read it', async () => {
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.json({ status: 1, data: users })));
    const reader = offPage();
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: WEEKLY, getToken: () => 'tok', ...reader });
    const reply = await client.request('/users', { readOffPage: true });
    expect(reply.json).toEqual({ status: 1, data: users });
    expect(reader.asked).toHaveLength(1);
    expect(reader.asked[0]).not.toHaveProperty('id');
    // A failure read off the page is judged as the page's own.
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    await expect(client.request('/users', { readOffPage: true })).rejects.toMatchObject({
      status: 503,
      message: 'Down',
    });
  });

  it("a 401 read off the page ends the session like any other; the weekly host's does not", async () => {
    server.use(
      mswHttp.get(`${API}/users`, () =>
        HttpResponse.json({ message: 'Please authenticate' }, { status: 401 }),
      ),
    );
    let ended = 0;
    const client = createHttpClient({
      apiUrl: API,
      weeklyApiUrl: WEEKLY,
      getToken: () => 'tok',
      onUnauthorized: () => {
        ended += 1;
      },
      ...offPage(),
    });
    const failure = await client
      .request('/users', { onlyRowsWithId: { id: 'u1', idFields: ['_id'] } })
      .catch((e) => e);
    expect(failure).toMatchObject({ status: 401, message: 'Please authenticate' });
    expect(ended).toBe(1);
  });

  it('where no worker can run, the page reads the whole reply itself', async () => {
    server.use(mswHttp.get(`${API}/users`, () => HttpResponse.json({ data: users })));
    const client = createHttpClient({
      apiUrl: API,
      weeklyApiUrl: WEEKLY,
      readRowsOffPage: () => Promise.reject(new OffPageUnavailable('no worker')),
    });
    const reply = await client.request('/users', { onlyRowsWithId: { id: 'u2', idFields: ['_id'] } });
    expect(reply.json).toEqual({ data: users });
  });
});

describe('envelope readers', () => {
  it('read X from the body itself', () => {
    expect(readArray({ users: [1, 2] }, 'users')).toEqual([1, 2]);
    expect(readArray({ data: [1] }, 'data')).toEqual([1]);
  });

  it('read X from a data wrapper when the body does not hold it', () => {
    expect(readArray({ data: { users: [3] } }, 'users')).toEqual([3]);
    expect(readArray({ status: 1, data: { docs: [4] } }, 'docs')).toEqual([4]);
    expect(readArray({ data: { data: [5] } }, 'data.data')).toEqual([5]);
    expect(readRecord({ data: { user: { role: 'subscriber' } } }, 'user')).toEqual({ role: 'subscriber' });
  });

  it('fail with a clear HttpError, not a crash, on the wrong shape', () => {
    for (const body of [null, 'text', 42, {}, { data: null }, { data: 'x' }, { users: 'nope' }]) {
      expect(() => readArray(body, 'users')).toThrow(UNEXPECTED_REPLY);
    }
  });

  it('treat application-level failures in a 200 reply as errors with the server message', () => {
    expect(() =>
      checkReply({ status: 0, message: 'Invalid email or password' }, { reads: 'status' }),
    ).toThrow('Invalid email or password');
    expect(() =>
      checkReply({ success: 0 }, { reads: 'success', refused: 'app.errors.something_wrong' }),
    ).toThrow('app.errors.something_wrong');
    expect(() => checkReply({ data: { status: true } }, { reads: 'status' })).not.toThrow();
    expect(serverMessage({ data: { message: 'inner' } })).toBe('inner');
  });
});
