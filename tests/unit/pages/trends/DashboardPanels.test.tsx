import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DashboardRange as DateRange } from '../../../../src/resources/dashboard';
import { DashboardPanels } from '../../../../src/resources/dashboard/DashboardPanels';
import { fakeProvider, renderPage } from '../renderPage';

/** A stand-in observer: the test decides when the panel scrolls into view. */
class StubObserver {
  static instances: StubObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    StubObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const COUNTS = { totalRegisteredUsers: 3, totalAgents: 1, totalBusiness: 2, totalActiveCoupons: 0 };

beforeEach(() => {
  StubObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', StubObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPanels', () => {
  test('asks nothing until the panel is in view, then loads the trends', async () => {
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPanels range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    const section = screen.getByRole('region', { name: 'Trends' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dashboardCounts).not.toHaveBeenCalled();

    const observer = StubObserver.instances.at(-1);
    expect(observer?.observed).toEqual([section]);
    act(() => observer?.enter());
    expect(observer?.disconnected).toBe(true);
    expect(await screen.findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
  });

  test('without IntersectionObserver it loads at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPanels range={{ startDate: '2026-01-01', endDate: '2026-01-03' }} />, {
      dataProvider: fakeProvider({ dashboardCounts }),
    });
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
  });
});
