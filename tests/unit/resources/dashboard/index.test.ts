import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer } from '../setup';

const { server, log, provider } = mappingServer();
const counts = { totalRegisteredUsers: 10, totalAgents: 2, totalBusiness: 5, totalActiveCoupons: 7 };

describe('dashboardCounts', () => {
  it('POSTs /users/dashboardData with only the bounds that are set', async () => {
    server.use(recording('post', `${API}/users/dashboardData`, { status: 1, data: counts }, log));
    expect(await provider().dashboardCounts({})).toEqual({ data: counts });
    await provider().dashboardCounts({ startDate: '2026-01-01', endDate: '' });
    await provider().dashboardCounts({ startDate: '2026-01-01', endDate: '2026-02-01' });
    expect(log.map((c) => c.json)).toEqual([
      {},
      { startDate: '2026-01-01' },
      { startDate: '2026-01-01', endDate: '2026-02-01' },
    ]);
  });

  it('reads the counters from the body or from data, coercing numeric strings', async () => {
    server.use(recording('post', `${API}/users/dashboardData`, { ...counts, totalAgents: '3' }, log));
    expect((await provider().dashboardCounts({})).data).toEqual({ ...counts, totalAgents: 3 });
  });

  it('fails clearly when a counter is missing or the server says no', async () => {
    server.use(recording('post', `${API}/users/dashboardData`, { data: { totalAgents: 1 } }, log));
    await expect(provider().dashboardCounts({})).rejects.toMatchObject({
      message: 'app.errors.unexpected_reply',
    });
    server.use(recording('post', `${API}/users/dashboardData`, { status: 0, message: 'Not allowed' }, log));
    await expect(provider().dashboardCounts({})).rejects.toMatchObject({ message: 'Not allowed' });
  });
});
