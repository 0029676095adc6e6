// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { type PlatformServer, startPlatformServer } from '../../../mocks/server';
import type { User } from '../../../src/resources/users/record';

let platform: PlatformServer | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

const names = async (response: Response) =>
  ((await response.json()) as { data: { fullName: string }[] }).data.map((user) => user.fullName);

describe('the standalone platform server: a reply on its way (sendAfterMs)', () => {
  it('answers with what it held when the call came, sent later; the next call sees the change', async () => {
    platform = await startPlatformServer({ port: 0 });
    const list = `${platform.apiUrl}/users/adminUserLists`;
    const before = platform.db.collection<User>('users')[0]!.fullName;
    platform.faults.add({ path: '/users/adminUserLists', sendAfterMs: 1000 });
    const started = Date.now();
    const onItsWay = fetch(list);
    // The call has reached the server (its request is logged) and been answered well before the
    // change is made; its answer is still held.
    await expect.poll(() => platform!.faults.requests().length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    platform.db.collection<User>('users')[0]!.fullName = 'Changed meanwhile';
    const late = await onItsWay;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await names(late))[0]).toBe(before);
    expect((await names(await fetch(list)))[0]).toBe('Changed meanwhile');
  });
});
