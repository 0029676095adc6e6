import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DashboardCounts, DashboardRange as DateRange } from '../../../../../src/resources/dashboard';
import TrendsPanel from '../../../../../src/resources/dashboard/trends/TrendsPanel';
import { fakeProvider, renderPage } from '../../../pages/renderPage';

/** Counts that tell each bucket apart: users = 1000 + month number, businesses = day of month. */
const countsFor = ({ startDate = '' }: DateRange): DashboardCounts => ({
  totalRegisteredUsers: 1000 + Number(startDate.slice(5, 7)),
  totalAgents: 2,
  totalBusiness: Number(startDate.slice(8, 10)),
  totalActiveCoupons: 0,
});

const ranges = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.calls.map(([range]) => `${(range as DateRange).startDate}..${(range as DateRange).endDate}`);

beforeEach(() => {
  // Only Date is faked: "today" is 2026-11-22 while timers (react-query, waitFor) run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TrendsPanel', () => {
  test('while periods are still read, a chart shows no total (a total of what came so far is none)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dashboardCounts = vi.fn(async (range: DateRange) => {
      // The last months come late: the first ones are there, the totals are not yet totals.
      if ((range.startDate ?? '') >= '2026-09-01') await held;
      return { data: countsFor(range) };
    });
    renderPage(<TrendsPanel range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
    const users = screen.getByRole('figure', { name: 'Total Registered Users per month' });
    expect(users).toHaveAccessibleDescription('Loading the trends…');
    // A loading state that reads as one: a skeleton, not a chart's empty axes with a lone "0".
    expect(users.querySelector('[data-trend-loading]')).not.toBeNull();
    expect(users.querySelector('svg')).toBeNull();
    expect(within(users).queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total \d/)).not.toBeInTheDocument();
    expect(screen.queryByText(/periods? not loaded/)).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(users).toHaveAccessibleDescription(
        'Total 12,078; highest 1,012 (December 2025); latest 1,011 (November 2026).',
      ),
    );
    expect(users.querySelector('[data-trend-loading]')).toBeNull();
    expect(users.querySelector('svg')).not.toBeNull();
  });

  test('no range: one call per month of the last 12, at most 4 in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const dashboardCounts = vi.fn(async (range: DateRange) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { data: countsFor(range) };
    });
    renderPage(<TrendsPanel range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Trends' })).toBeInTheDocument();
    expect(screen.getByText('Last 12 months, by month')).toBeInTheDocument();
    expect(screen.getByText(/Each point counts the records created in that period\./)).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(12));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(peak).toBeLessThanOrEqual(4);
    expect(peak).toBeGreaterThan(1);
    // One chart per counter, each named and described by a text summary.
    const users = screen.getByRole('figure', { name: 'Total Registered Users per month' });
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(users).toHaveAccessibleDescription(
      'Total 12,078; highest 1,012 (December 2025); latest 1,011 (November 2026).',
    );
    expect(users.querySelector('svg')).not.toBeNull();
    // The counters' cards own the headings with these names; chart titles are not headings.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Trends']);
    expect(ranges(dashboardCounts)).toEqual([
      '2025-12-01..2025-12-31',
      '2026-01-01..2026-01-31',
      '2026-02-01..2026-02-28',
      '2026-03-01..2026-03-31',
      '2026-04-01..2026-04-30',
      '2026-05-01..2026-05-31',
      '2026-06-01..2026-06-30',
      '2026-07-01..2026-07-31',
      '2026-08-01..2026-08-31',
      '2026-09-01..2026-09-30',
      '2026-10-01..2026-10-31',
      '2026-11-01..2026-11-30',
    ]);
  });

  test('the table alternative: caption, headers, a row per month, locale-formatted', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (range: DateRange) => ({ data: countsFor(range) }));
    renderPage(<TrendsPanel range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', {
      name: 'Records created in each period (Last 12 months, by month)',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Period',
      'Total Registered Users',
      'Total Agents',
      'Total Business',
      'Total Coupons Active',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('December 2025');
    expect(rows[0]).toHaveTextContent('1,012');
    expect(within(rows[11] as HTMLElement).getByRole('rowheader')).toHaveTextContent('November 2026');
    expect(
      within(rows[11] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,011', '2', '1', '0']);
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('up to 31 days: one call per day, labelled by day', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (range: DateRange) => ({ data: countsFor(range) }));
    renderPage(<TrendsPanel range={{ startDate: '2026-11-01', endDate: '2026-11-07' }} />, {
      dataProvider: fakeProvider({ dashboardCounts }),
    });
    expect(screen.getByText('From 2026-11-01 to 2026-11-07, by day')).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(7));
    expect(ranges(dashboardCounts)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-11-${d}..2026-11-${d}`),
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-11-${d}`),
    );
  });

  test('about two months: one call per ISO week, the ends clamped to the range', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (range: DateRange) => ({ data: countsFor(range) }));
    renderPage(<TrendsPanel range={{ startDate: '2026-09-03', endDate: '2026-10-14' }} />, {
      dataProvider: fakeProvider({ dashboardCounts }),
    });
    expect(screen.getByText('From 2026-09-03 to 2026-10-14, by week')).toBeInTheDocument();
    await waitFor(() => expect(dashboardCounts).toHaveBeenCalledTimes(7));
    expect(ranges(dashboardCounts)).toEqual([
      '2026-09-03..2026-09-06',
      '2026-09-07..2026-09-13',
      '2026-09-14..2026-09-20',
      '2026-09-21..2026-09-27',
      '2026-09-28..2026-10-04',
      '2026-10-05..2026-10-11',
      '2026-10-12..2026-10-14',
    ]);
    expect(screen.getByRole('figure', { name: 'Total Agents per week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const headers = within(screen.getByRole('table')).getAllByRole('rowheader');
    expect(headers[0]).toHaveTextContent('2026-09-03 – 2026-09-06');
    expect(headers[6]).toHaveTextContent('2026-10-12 – 2026-10-14');
  });

  test('failed periods are gaps, not zeros, and Retry asks again for those only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = new Set(['2026-03-01', '2026-07-01']);
    let down = true;
    const dashboardCounts = vi.fn(async (range: DateRange) => {
      if (down && failing.has(range.startDate ?? '')) throw new HttpError('Server down', 500);
      return { data: countsFor(range) };
    });
    renderPage(<TrendsPanel range={{}} />, { dataProvider: fakeProvider({ dashboardCounts }) });
    expect(await screen.findByText('2 periods failed to load: Server down')).toBeInTheDocument();
    expect(dashboardCounts).toHaveBeenCalledTimes(12);
    // Each chart's text alternative says what is missing.
    expect(screen.getAllByText(/2 periods not loaded\./)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const march = rows[3] as HTMLElement;
    expect(within(march).getByRole('rowheader')).toHaveTextContent('March 2026');
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['not loaded', 'not loaded', 'not loaded', 'not loaded']);
    expect(rows[4]).toHaveTextContent('1,004');

    down = false;
    dashboardCounts.mockClear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('2 periods failed to load: Server down')).not.toBeInTheDocument(),
    );
    expect(ranges(dashboardCounts).sort()).toEqual(['2026-03-01..2026-03-31', '2026-07-01..2026-07-31']);
    await waitFor(() => expect(within(march).getAllByRole('cell')[0]).toHaveTextContent('1,003'));
  });

  test('every period failing still shows gaps and a Retry, never zeros', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async () => {
      throw new HttpError('Server down', 500);
    });
    renderPage(<TrendsPanel range={{ startDate: '2026-11-20', endDate: '2026-11-22' }} />, {
      dataProvider: fakeProvider({ dashboardCounts }),
    });
    expect(await screen.findByText('3 periods failed to load: Server down')).toBeInTheDocument();
    expect(screen.getAllByText('No period loaded yet.')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(within(screen.getByRole('table')).queryByText('0')).not.toBeInTheDocument();
  });
});
