import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** firstRead.js as the build serves it for an API at http://api.test/v1, run against a fake page. */
function runFirstRead(consoleEarlyRead: unknown) {
  const source = readFileSync(resolve(__dirname, '../../../src/firstFrame/firstRead.js'), 'utf8').replace(
    /\/\* API_URL \*\/ '[^']*'/,
    "'http://api.test/v1'",
  );
  const page = { consoleEarlyRead } as { consoleEarlyRead: unknown };
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const storage = { getItem: (key: string) => (key === 'username' ? 'admin' : null) };
  const document = {
    currentScript: { dataset: { read: '/users/adminUserLists' } },
    cookie: 'token=tok-1',
    getElementById: () => null,
  };
  new Function('window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'setTimeout', source)(
    page,
    document,
    storage,
    storage,
    fetch,
    () => 0,
  );
  return { page, fetch };
}

describe('the first-read script', () => {
  it('starts the list read with the token and leaves it for the app', () => {
    const { page, fetch } = runFirstRead(undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      'http://api.test/v1/users/adminUserLists',
      expect.objectContaining({ headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } }),
    ]);
    expect(page.consoleEarlyRead).toMatchObject({
      url: 'http://api.test/v1/users/adminUserLists',
      token: 'tok-1',
    });
  });

  it('reads nothing when the app already made its calls (it arrived late: no second read)', () => {
    const { page, fetch } = runFirstRead(null);
    expect(fetch).not.toHaveBeenCalled();
    expect(page.consoleEarlyRead).toBeNull();
  });
});
