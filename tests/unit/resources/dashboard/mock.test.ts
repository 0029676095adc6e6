// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/resources/agents/record';
import type { Store } from '../../../../src/resources/stores/record';
import type { User } from '../../../../src/resources/users/record';
import { post, useMockServer } from '../../mocks/support';

interface DashboardReply {
  status: number;
  data: {
    totalRegisteredUsers: number;
    totalAgents: number;
    totalBusiness: number;
    totalActiveCoupons: number;
  };
}

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
