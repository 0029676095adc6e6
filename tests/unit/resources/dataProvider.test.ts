import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient, HttpReply } from '../../../src/api/http';
import { authProvider } from '../../../src/auth/authProvider';
import { queryClient } from '../../../src/lib/appCaches';
import { dataProvider, sessionBound } from '../../../src/resources/dataProvider';

const API = 'http://api.test/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LIST = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};
const user = (tagLine: string) => ({ _id: 'u1', fullName: 'Ada Lovelace', tagLine, role: 'customer' });

/** The platform's user list: each reply held until `release` is called, as the platform held it then. */
function heldUserList() {
  const releases: (() => void)[] = [];
  let tagLine = 'Coffee enthusiast';
  server.use(
    http.post(`${API}/auth/adminlogin`, () =>
      HttpResponse.json({ status: 1, user: { userName: 'admin' }, tokens: { access: { token: 't' } } }),
    ),
    http.get(`${API}/users/adminUserLists`, async () => {
      const answer = { status: 1, data: [user(tagLine)] };
      await new Promise<void>((resolve) => releases.push(resolve));
      return HttpResponse.json(answer);
    }),
  );
  return {
    change: (next: string) => {
      tagLine = next;
    },
    releaseAll: () => {
      for (const release of releases.splice(0)) release();
    },
    asked: () => releases.length,
  };
}

const signIn = () => authProvider.login({ email: 'admin@example.com', password: 'Admin@123' });

describe('a reply belongs to the session that asked for it', () => {
  beforeEach(async () => {
    await authProvider.logout({});
  });

  it('a reply that comes after its session ended ends as an aborted call, even when the call was not aborted', async () => {
    let answer: (reply: HttpReply) => void = () => undefined;
    const client = {
      url: (path: string) => path,
      request: () => new Promise<HttpReply>((resolve) => (answer = resolve)),
    } as unknown as HttpClient;
    heldUserList();
    await signIn();
    const late = sessionBound(client).request('/users/adminUserLists');
    await authProvider.logout({});
    await signIn();
    answer({ status: 200, json: { status: 1, data: [user('Coffee enthusiast')] } } as unknown as HttpReply);
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a list read sent before a sign-out and answered after the next sign-in is dropped, not shown', async () => {
    const platform = heldUserList();
    await signIn();
    const late = dataProvider.getList('users', LIST);
    await expect.poll(platform.asked).toBe(1);
    await authProvider.logout({});
    platform.change('Tea person');
    await signIn();
    platform.releaseAll();
    await expect(late).rejects.toThrow();
  });

  it('a reply within the session is taken', async () => {
    const platform = heldUserList();
    await signIn();
    const read = dataProvider.getList('users', LIST);
    await expect.poll(platform.asked).toBe(1);
    platform.releaseAll();
    expect((await read).data.map((row) => row.tagLine)).toEqual(['Coffee enthusiast']);
  });

  it('a sign-in starts with no record an earlier session read; the session check stays', async () => {
    heldUserList();
    queryClient.setQueryData(['users', 'getList', LIST], { data: [user('Coffee enthusiast')], total: 1 });
    queryClient.setQueryData(['users', 'wholeList'], { rows: [user('Coffee enthusiast')] });
    queryClient.setQueryData(['auth', 'checkAuth', {}], true);
    await signIn();
    expect(queryClient.getQueryData(['users', 'getList', LIST])).toBeUndefined();
    expect(queryClient.getQueryData(['users', 'wholeList'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
  });
});
