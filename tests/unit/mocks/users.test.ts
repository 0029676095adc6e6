// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import type { Agent } from '../../../src/resources/agents/record';
import type { Store } from '../../../src/resources/stores/record';
import type { User } from '../../../src/resources/users/record';
import { API, get, post, useMockServer } from './support';

interface ListReply<T> {
  status: number;
  data: T[];
}
interface DashboardReply {
  status: number;
  data: {
    totalRegisteredUsers: number;
    totalAgents: number;
    totalBusiness: number;
    totalActiveCoupons: number;
  };
}

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

describe('agents', () => {
  const db = useMockServer();
  const payload = {
    firstname: 'Sam',
    lastname: 'Rivera',
    countryCode: '+1',
    phone: '2015550199',
    email: 'sam.rivera@example.com',
    referenceID: '',
    isforceful: false,
  };

  it('lists agents', async () => {
    const { body } = await get<ListReply<Agent>>('/users/adminAgentList');
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(db.collection<Agent>('agents').length);
    expect(body.data.some((agent) => agent.countryCode === undefined)).toBe(true);
  });

  it('adds an agent with a generated or given referral number, and refuses a duplicate e-mail', async () => {
    const { body } = await post('/users/adminAddAgent', payload);
    expect(body).toMatchObject({ message: 'Agent added successfully' });
    expect(body).not.toHaveProperty('status'); // terse: SPEC 7 reads nothing here
    const list = (await get<ListReply<Agent>>('/users/adminAgentList')).body.data;
    expect(list[0]).toMatchObject({
      first_name: 'Sam',
      last_name: 'Rivera',
      countryCode: '+1',
      phone: '2015550199',
    });
    expect(list[0]!.referralNumber).toMatch(/^REF\d{4}$/);
    expect(new Set(list.map((agent) => agent.referralNumber)).size).toBe(list.length);

    expect(await post('/users/adminAddAgent', payload)).toEqual({
      status: 400,
      body: { status: 0, message: 'Email already exists' },
    });
    await post('/users/adminAddAgent', { ...payload, email: 'other@example.com', referenceID: 'REF0042' });
    expect(db.collection<Agent>('agents')[0]!.referralNumber).toBe('REF0042');
    expect((await post('/users/adminAddAgent', { ...payload, email: '' })).status).toBe(400);
  });
});

describe('dashboard', () => {
  const db = useMockServer();
  const count = (range: { startDate?: string; endDate?: string }) => {
    const inRange = ({ createdAt }: { createdAt: string }) =>
      (!range.startDate || createdAt.slice(0, 10) >= range.startDate) &&
      (!range.endDate || createdAt.slice(0, 10) <= range.endDate);
    return {
      totalRegisteredUsers: db.collection<User>('users').filter(inRange).length,
      totalAgents: db.collection<Agent>('agents').filter(inRange).length,
      totalBusiness: db.collection<Store>('stores').filter(inRange).length,
    };
  };

  it('counts everything without a range', async () => {
    const { body } = await post<DashboardReply>('/users/dashboardData', {});
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({
      totalRegisteredUsers: 60,
      totalAgents: 14,
      totalBusiness: db.collection<Store>('stores').length,
    });
    expect(body.data.totalActiveCoupons).toBeGreaterThan(0);
  });

  it('counts records created within an inclusive range', async () => {
    const day = db.collection<User>('users')[10]!.createdAt.slice(0, 10);
    const range = { startDate: '2026-01-01', endDate: day };
    const { body } = await post<DashboardReply>('/users/dashboardData', range);
    expect(body.data).toMatchObject(count(range));
    expect(body.data.totalRegisteredUsers).toBeLessThan(60);
    expect(body.data.totalRegisteredUsers).toBeGreaterThan(0);
    const single = await post<DashboardReply>('/users/dashboardData', { startDate: day, endDate: day });
    expect(single.body.data.totalRegisteredUsers).toBeGreaterThanOrEqual(1);
    expect(single.body.data).toMatchObject(count({ startDate: day, endDate: day }));
  });

  it('counts a record created now once it exists', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await post<DashboardReply>('/users/dashboardData', { startDate: today, endDate: today });
    await post('/users/adminAddAgent', {
      firstname: 'A',
      lastname: 'B',
      phone: '1',
      email: 'ab@example.com',
    });
    const after = await post<DashboardReply>('/users/dashboardData', { startDate: today, endDate: today });
    expect(after.body.data.totalAgents).toBe(before.body.data.totalAgents + 1);
  });

  it('rejects a malformed date', async () => {
    expect((await post('/users/dashboardData', { startDate: '21/11/2026' })).status).toBe(400);
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
