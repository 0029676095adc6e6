import { http } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/api/http';
import { type AppDataProvider, createAppDataProvider } from '../../../src/resources/dataProvider';
import { localeCodes, messagesOf } from '../i18n/localeFiles';
import { FAILURES, type FailureName, neverAnswers } from './support/failures';
import { tallyFor } from './support/tally';

/**
 * Every dataProvider call of every screen against every injected failure: it must end in
 * react-admin's HttpError (never a TypeError or a hang) whose message is the server's own text
 * or a key translated in every locale; reads must never accept a malformed reply.
 */
const tally = tallyFor(import.meta.url);

// BUG (reported): a non-2xx reply without a JSON message becomes HttpError(statusText), an English
// text such as "Internal Server Error" shown as is in French and Spanish (src/api/http.ts).
// Set to true once fixed: the skipped cases below then run.
const STATUS_TEXT_FIXED = true;
// BUG (reported): a 2xx reply that is not JSON (a web server's HTML page) is taken as data, so a
// call whose reply is not read "succeeds" (src/api/http.ts). Set to true once fixed.
const HTML_200_FIXED = true;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = (): AppDataProvider =>
  createAppDataProvider(
    createHttpClient({ apiUrl: 'http://api.test/v1', weeklyApiUrl: 'http://weekly.test' }),
  );

const page = { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' as const }, filter: {} };
const file = (name: string, type: string) => new File(['a,b\n1,2\n'], name, { type });

interface Call {
  name: string;
  run: (dp: AppDataProvider) => Promise<unknown>;
  /** The spec says this call reads a field of the reply: a malformed 200 must fail it. */
  reads: boolean;
}

const list = (resource: string, filter = {}): Call => ({
  name: `getList ${resource}`,
  run: (dp) => dp.getList(resource, { ...page, filter }),
  reads: true,
});
const remove = (resource: string): Call => ({
  name: `delete ${resource}`,
  run: (dp) => dp.delete(resource, { id: 'x1', previousData: { id: 'x1', _id: 'x1' } }),
  reads: false,
});

const CALLS: Call[] = [
  ...[
    'users',
    'stores',
    'coupons',
    'adminCoupons',
    'agents',
    'discountTypes',
    'businessTypes',
    'vendors',
    'feeds',
  ].map((r) => list(r)),
  list('weeklyData', { csvsheet_id: 'sheet-1' }),
  ...['users', 'stores', 'coupons', 'adminCoupons', 'agents', 'weeklyData'].map(remove),
  {
    name: 'update users',
    run: (dp) =>
      dp.update('users', {
        id: 'u1',
        data: { fullName: 'A', email: 'a@b.co', phone: '1', tagLine: 't', userName: 'u' },
        previousData: { id: 'u1' },
      }),
    reads: true,
  },
  {
    name: 'update stores',
    run: (dp) =>
      dp.update('stores', {
        id: 's1',
        data: { businessName: 'B', contactPerson: 'C', phone: '+14155552671' },
        previousData: { id: 's1' },
      }),
    reads: true,
  },
  {
    name: 'update coupons',
    run: (dp) =>
      dp.update('coupons', {
        id: 'c1',
        data: { title: 'T', description: 'D', discount: 5, status: 'Published' },
        previousData: { id: 'c1' },
      }),
    reads: true,
  },
  {
    name: 'update weeklyData',
    run: (dp) =>
      dp.update('weeklyData', {
        id: 'r1',
        data: { list_price: 1, list_date: '2026-11-20' },
        previousData: { id: 'r1', _id: 'r1' },
      }),
    reads: false,
  },
  {
    name: 'create stores (ADD NEW BUSINESS)',
    run: (dp) =>
      dp.create('stores', {
        data: { businessName: 'B', contactPerson: 'C', phone: '+14155552671', email: 'b@c.de' },
      }),
    reads: true,
  },
  {
    name: 'create adminCoupons',
    run: (dp) =>
      dp.create('adminCoupons', {
        data: { title: 'T', description: 'D', store: 's1', image: file('a.png', 'image/png') },
      }),
    // SPEC 7 reads nothing from addAdminCoupn: any 2xx that does not refuse is a success.
    reads: false,
  },
  {
    name: 'create agents',
    run: (dp) =>
      dp.create('agents', {
        data: { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '+14155552671' },
      }),
    reads: false,
  },
  { name: 'dashboardCounts', run: (dp) => dp.dashboardCounts({}), reads: true },
  { name: 'generateDescription', run: (dp) => dp.generateDescription({ id: 'c1' }), reads: true },
  {
    name: 'updateVendorImage',
    run: (dp) => dp.updateVendorImage({ id: 's1', phone: '4155552671' }),
    reads: true,
  },
  { name: 'markRegistered', run: (dp) => dp.markRegistered({ id: 's1' }), reads: false },
  {
    name: 'importStores',
    run: (dp) => dp.importStores({ file: file('s.csv', 'text/csv'), onUploadProgress: () => {} }),
    reads: false,
  },
  {
    name: 'createStore',
    run: (dp) =>
      dp.createStore({
        doingBusinessas: '',
        businessName: 'B',
        businessAddress: '',
        businessCity: 'C',
        businessState: 'S',
        businessZip: '1',
        phone: '1234567',
        website: '',
      }),
    reads: false,
  },
];

const everyLocale = localeCodes.map(messagesOf);
const translated = (key: string) =>
  everyLocale.every((messages) => typeof messages[key] === 'string' && messages[key].trim() !== '');

/** Where this failure is injected: every path of both hosts. */
function inject(failure: FailureName) {
  server.use(
    http.all('http://api.test/*', FAILURES[failure]),
    http.all('http://weekly.test/*', FAILURES[failure]),
  );
}

async function outcome(call: Call) {
  try {
    return { resolved: await call.run(provider()) };
  } catch (error) {
    return { error };
  }
}

function expectClearHttpError(error: unknown, serverText?: string) {
  expect(error).toBeInstanceOf(HttpError);
  const { message } = error as HttpError;
  const ok = message === serverText || translated(message);
  expect(ok, `"${message}" is the server's text or translated in every locale`).toBe(true);
}

describe.each(CALLS)('$name', (call) => {
  it.each([
    ['server500', 'Database exploded'],
    ['unauthorized401', 'jwt expired'],
    ['network', undefined],
  ] as const)('%s: an HttpError with a clear message', async (failure, serverText) => {
    inject(failure);
    const { error } = await outcome(call);
    // The vendor image form has its own fixed texts (SPEC 8), never the server's; but a 401 keeps
    // its meaning everywhere (the session ended), with the server's message.
    const ownTexts = call.name === 'updateVendorImage' && failure !== 'unauthorized401';
    expectClearHttpError(error, ownTexts ? undefined : serverText);
    if (failure === 'unauthorized401') expect((error as HttpError).status).toBe(401);
    tally.failure();
  });

  it.each(['null200', 'wrongShape200'] as const)(
    '%s: refused when the reply is read, else accepted',
    async (failure) => {
      inject(failure);
      const { error } = await outcome(call);
      if (call.reads && !(call.name === 'generateDescription' && failure === 'wrongShape200'))
        expectClearHttpError(error);
      else if (error) expectClearHttpError(error);
      tally.failure();
    },
  );

  // The vendor image form maps every failure to its own text, so it passes already.
  it
    .skipIf(!STATUS_TEXT_FIXED && call.name !== 'updateVendorImage')
    .each(['server500Html', 'gateway504'] as const)('%s: a translated message', async (failure) => {
    inject(failure);
    const { error } = await outcome(call);
    expectClearHttpError(error);
    tally.failure();
  });

  it.skipIf(!HTML_200_FIXED && !call.reads)('html200: refused as an unreadable reply', async () => {
    inject('html200');
    const { error } = await outcome(call);
    expectClearHttpError(error);
    tally.failure();
  });
});

// BUG (reported): the HTTP client has no time limit, so a server that accepts the connection and
// never answers leaves every save "in flight" for ever: its button stays disabled with a spinner
// and the admin can neither retry nor leave the form with confidence. Proposed fix: a
// `timeoutMs` option on createHttpClient (default 30 s, uploads with progress exempt) that aborts
// the call and throws HttpError('app.errors.timeout', 0). Set to true once fixed.
const TIMEOUT_FIXED = true;

describe('a server that never answers', () => {
  it.skipIf(!TIMEOUT_FIXED)('ends the call with a translated timeout error', async () => {
    server.use(http.all('http://api.test/*', neverAnswers));
    const options = { apiUrl: 'http://api.test/v1', weeklyApiUrl: 'http://weekly.test', timeoutMs: 50 };
    const dp = createAppDataProvider(createHttpClient(options));
    const started = Date.now();
    const { error } = await outcome({
      name: 'update users',
      reads: true,
      run: () => dp.getList('users', page),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expectClearHttpError(error);
    expect((error as HttpError).status).toBe(0);
  });
});
