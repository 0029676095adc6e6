import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DashboardRange as DateRange } from '../../../../../src/resources/dashboard';
import { DashboardPanels } from '../../../../../src/resources/dashboard/DashboardPanels';
import { fakeProvider, renderPage } from '../../../pages/renderPage';

// The charts crash (as a chunk that fails to load would) until the test repairs them.
const crash = vi.hoisted(() => ({ on: true }));
vi.mock('../../../../../src/resources/dashboard/trends/TrendCharts', () => ({
  TrendCharts: () => {
    if (crash.on) throw new Error('chart crashed');
    return <p>charts drawn</p>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPanels failure', () => {
  test('a crashed panel says so under the counters and Retry brings it back', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({
      data: { totalRegisteredUsers: 1, totalAgents: 1, totalBusiness: 1, totalActiveCoupons: 1 },
    }));
    renderPage(<DashboardPanels range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    expect(await screen.findByText('The trends could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trends' })).toBeInTheDocument();
    crash.on = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('charts drawn')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The trends could not be loaded.')).not.toBeInTheDocument(),
    );
  });
});
