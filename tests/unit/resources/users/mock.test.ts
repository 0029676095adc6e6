// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../../mocks/node';
import type { Agent } from '../../../../src/resources/agents/record';
import type { User } from '../../../../src/resources/users/record';
import { API, get, type ListReply, post, useMockServer } from '../../mocks/support';

describe('users', () => {
  const db = useMockServer();

  it('lists every user', async () => {
    const { body } = await get<ListReply<User>>('/users/adminUserLists');
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(60);
    expect(Object.keys(body.data[0]!)).toEqual(
      expect.arrayContaining(['_id', 'fullName', 'email', 'phone', 'tagLine', 'userName']),
    );
  });

  it('updates a user (under /coupons, with success: 1)', async () => {
    const id = db.collection<User>('users')[5]!._id;
    const changes = {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '2015550100',
      tagLine: 'Hi',
      userName: 'vendor',
    };
    const { body } = await post('/coupons/updateUserInAdmin', { id, ...changes });
    expect(body).toMatchObject({
      success: 1,
      message: 'user updated sucessfully',
      data: { _id: id, ...changes },
    });
    const list = await get<ListReply<User>>('/users/adminUserLists');
    expect(list.body.data.find((user) => user._id === id)).toMatchObject(changes);
    const missing = await post('/coupons/updateUserInAdmin', { id: 'f'.repeat(24), ...changes });
    expect(missing).toEqual({ status: 404, body: { success: 0, message: 'User not found' } });
  });

  it('deletes users and agents through the same GET', async () => {
    const userId = db.collection<User>('users')[0]!._id;
    const agentId = db.collection<Agent>('agents')[0]!._id;
    for (const id of [userId, agentId]) {
      expect((await get(`/users/deleteUser/${id}`)).body).toEqual({
        message: 'User deleted successfully',
      });
    }
    expect(
      (await get<ListReply<User>>('/users/adminUserLists')).body.data.some((u) => u._id === userId),
    ).toBe(false);
    expect(
      (await get<ListReply<Agent>>('/users/adminAgentList')).body.data.some((a) => a._id === agentId),
    ).toBe(false);
    expect((await get(`/users/deleteUser/${userId}`)).status).toBe(404);
  });
});

describe('at scale 1700', () => {
  it('lists 100,000+ users quickly', async () => {
    const { server, db } = createMockServer({ scale: 1700 });
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const start = performance.now();
      const response = await fetch(`${API}/users/adminUserLists`);
      const body = (await response.json()) as ListReply<User>;
      expect(body.data.length).toBe(db.collection<User>('users').length);
      expect(body.data.length).toBeGreaterThanOrEqual(100_000);
      expect(performance.now() - start).toBeLessThan(5000);
    } finally {
      server.close();
    }
  });
});
