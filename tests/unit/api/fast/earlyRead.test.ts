import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTokenCookie } from '../../../../src/api/cookies';
import { type EarlyRead, takeEarlyRead } from '../../../../src/api/fast/earlyRead';
import { createHttpClient } from '../../../../src/api/http';

const API = 'http://api.test/v1';
const LIST = `${API}/users/adminUserLists`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.consoleEarlyRead = undefined;
});
afterAll(() => server.close());

/** What the chooser leaves: a call already in flight, with the token it carried. */
function earlyRead(url: string, token: string, reply: Response): EarlyRead & { dropped: boolean } {
  const read = {
    url,
    token,
    response: Promise.resolve(reply),
    dropped: false,
    drop() {
      read.dropped = true;
    },
  };
  window.consoleEarlyRead = read;
  return read;
}

describe('the early read of the list a page load opens', () => {
  it('is taken once by the same call: its reply is the call’s, no second request', async () => {
    const calls = vi.fn();
    server.use(
      mswHttp.get(LIST, () => {
        calls();
        return HttpResponse.json({ data: ['fresh'] });
      }),
    );
    setTokenCookie('tok-1');
    earlyRead(LIST, 'tok-1', Response.json({ data: ['early'] }));
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: 'http://weekly.test' });
    expect((await client.request('/users/adminUserLists')).json).toEqual({ data: ['early'] });
    expect(calls).not.toHaveBeenCalled();
    // Taken: the next read of the same list goes to the platform.
    expect((await client.request('/users/adminUserLists')).json).toEqual({ data: ['fresh'] });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('a 401 in its reply ends the session like any call of the API', async () => {
    setTokenCookie('tok-1');
    earlyRead(LIST, 'tok-1', Response.json({ message: 'Please authenticate' }, { status: 401 }));
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: 'http://weekly.test', onUnauthorized });
    await expect(client.request('/users/adminUserLists')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is dropped, and the call made anew, when the token it carried is no longer the admin’s', async () => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ data: ['fresh'] })));
    setTokenCookie('tok-2');
    const read = earlyRead(LIST, 'tok-1', Response.json({ data: ['early'] }));
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: 'http://weekly.test' });
    expect((await client.request('/users/adminUserLists')).json).toEqual({ data: ['fresh'] });
    expect(read.dropped).toBe(true);
    expect(window.consoleEarlyRead).toBeUndefined();
  });

  it('waits for its own call: another address leaves it in place', () => {
    const read = earlyRead(LIST, 'tok-1', Response.json({}));
    expect(takeEarlyRead(`${API}/coupons/viewAllCoupons`, 'tok-1')).toBeUndefined();
    expect(window.consoleEarlyRead).toBe(read);
    expect(takeEarlyRead(LIST, 'tok-1')).toBe(read);
    expect(takeEarlyRead(LIST, 'tok-1')).toBeUndefined();
  });

  it('a call made before any early read is there leaves null: a first-read script arriving later reads nothing', async () => {
    server.use(mswHttp.get(LIST, () => HttpResponse.json({ data: ['fresh'] })));
    setTokenCookie('tok-1');
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: 'http://weekly.test' });
    expect((await client.request('/users/adminUserLists')).json).toEqual({ data: ['fresh'] });
    expect(window.consoleEarlyRead).toBeNull();
  });

  it('is not used for a call with a body (only the chooser’s GET of a list)', async () => {
    server.use(mswHttp.post(LIST, () => HttpResponse.json({ data: ['posted'] })));
    setTokenCookie('tok-1');
    const read = earlyRead(LIST, 'tok-1', Response.json({ data: ['early'] }));
    const client = createHttpClient({ apiUrl: API, weeklyApiUrl: 'http://weekly.test' });
    expect((await client.request('/users/adminUserLists', { body: { q: 1 } })).json).toEqual({
      data: ['posted'],
    });
    expect(window.consoleEarlyRead).toBe(read);
  });
});
