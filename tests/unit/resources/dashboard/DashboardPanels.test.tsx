import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DashboardRange as DateRange } from '../../../../src/resources/dashboard';
import { DashboardPanels } from '../../../../src/resources/dashboard/DashboardPanels';
import { fakeProvider, renderPage } from '../../pages/renderPage';

/** A stand-in observer: the test decides when the panel scrolls into view. */
class StubObserver {
  static instances: StubObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
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

/** The observer watching for `rootMargin`: in view ('-120px' at the bottom) or near it. */
const observer = (which: 'in view' | 'near') =>
  StubObserver.instances.findLast(
    (instance) =>
      !instance.disconnected && (which === 'near') === (instance.options?.rootMargin === '0px 0px 100% 0px'),
  );

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

    const inView = observer('in view');
    expect(inView?.options?.rootMargin).toBe('0px 0px -120px 0px');
    expect(inView?.observed).toEqual([section]);
    act(() => inView?.enter());
    expect(inView?.disconnected).toBe(true);
    expect(await screen.findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
  });

  test('before it loads, the panel reads as loading: the four titled charts, not a grey box', () => {
    renderPage(<DashboardPanels range={{}} />, { dataProvider: fakeProvider({}) });
    const section = screen.getByRole('region', { name: 'Trends' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByText('Last 12 months, by month')).toBeInTheDocument();
    expect(within(section).getAllByRole('figure')).toHaveLength(4);
    expect(
      within(section).getByRole('figure', { name: 'Total Agents per month' }),
    ).toHaveAccessibleDescription('Loading the trends…');
  });

  test('near the view, its code is fetched and the first scroll starts it', async () => {
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPanels range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    act(() => observer('near')?.enter());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Near is not in view: nothing is asked, nothing is drawn until the admin scrolls.
    expect(dashboardCounts).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
  });

  test('in view, it still waits for the counters; a new search keeps it loaded', async () => {
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    let setReady: (ready: boolean) => void = () => undefined;
    const Page = () => {
      const [ready, set] = useState(false);
      setReady = set;
      return <DashboardPanels range={{}} ready={ready} />;
    };
    renderPage(<Page />, { dataProvider: fakeProvider({ dashboardCounts }) });
    act(() => observer('in view')?.enter());
    act(() => observer('near')?.enter());
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dashboardCounts).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();

    act(() => setReady(true));
    expect(await screen.findByRole('button', { name: 'Show as table' })).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
    // The counters of a new search are pending again: the panel stays (and keeps its state).
    act(() => setReady(false));
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
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
