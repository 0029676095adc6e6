import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { barWaits, holdBarForRows, releaseBar } from '../../../../src/lib/fast/barAfterRows';
import type { DashboardCounts, DashboardRange as DateRange } from '../../../../src/resources/dashboard';
import { DashboardPage } from '../../../../src/resources/dashboard/DashboardPage';
import { validateRange } from '../../../../src/resources/dashboard/DateRangeForm';
import { deferred, fakeProvider, renderPage } from '../../pages/renderPage';
import { enterDay, findDayInput } from '../../support/dates';

const COUNTS: DashboardCounts = {
  totalRegisteredUsers: 12345,
  totalAgents: 7,
  totalBusiness: 1200,
  totalActiveCoupons: 0,
};

const counter = (label: string) => screen.getByRole('heading', { name: label }).parentElement as HTMLElement;

describe('DashboardPage', () => {
  test('loads all-time counts on open, without dates, formatted for the locale', async () => {
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(dashboardCounts).toHaveBeenCalledTimes(1);
    expect(dashboardCounts).toHaveBeenCalledWith({});
    expect(within(counter('Total Registered Users')).getByText('12,345')).toBeInTheDocument();
    expect(within(counter('Total Agents')).getByText('7')).toBeInTheDocument();
    expect(within(counter('Total Business')).getByText('1,200')).toBeInTheDocument();
    expect(within(counter('Total Coupons Active')).getByText('0')).toBeInTheDocument();
    expect(screen.getByText('Counts for all time')).toBeInTheDocument();
  });

  test('shows skeletons (busy) while the first reply is pending', async () => {
    const reply = deferred<{ data: DashboardCounts }>();
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts: () => reply.promise }) });
    const section = await screen.findByRole('region', { name: 'Platform counts' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ data: COUNTS });
    await waitFor(() => expect(section).not.toHaveAttribute('aria-busy'));
  });

  test("a page load's held app bar comes once the counters are there, not before", async () => {
    const reply = deferred<{ data: DashboardCounts }>();
    holdBarForRows();
    try {
      renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts: () => reply.promise }) });
      await screen.findByRole('region', { name: 'Platform counts' });
      expect(barWaits()).toBe(true);
      reply.resolve({ data: COUNTS });
      expect(await screen.findByText('12,345')).toBeInTheDocument();
      await waitFor(() => expect(barWaits()).toBe(false));
    } finally {
      releaseBar();
    }
  });

  test('Search sends only the bounds that are set, as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts }) });
    await screen.findByText('12,345');
    await enterDay('From', '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(dashboardCounts).toHaveBeenLastCalledWith({ startDate: '2026-01-05' }));
    await enterDay('To', '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(dashboardCounts).toHaveBeenLastCalledWith({ startDate: '2026-01-05', endDate: '2026-02-01' }),
    );
    expect(await screen.findByText('Counts from 2026-01-05 to 2026-02-01')).toBeInTheDocument();
  });

  test('refuses To before From with a message and sends nothing', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi.fn(async (_range: DateRange) => ({ data: COUNTS }));
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts }) });
    await screen.findByText('12,345');
    await enterDay('From', '2026-03-10');
    await enterDay('To', '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('"To" must be the same day as "From" or later.')).toBeInTheDocument();
    expect(
      (await findDayInput('To')).closest('.MuiFormControl-root')?.querySelector('[aria-invalid]'),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(dashboardCounts).toHaveBeenCalledTimes(1);
  });

  test('a failed load says why, and Retry asks again', async () => {
    const user = userEvent.setup();
    const dashboardCounts = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Dates must be formatted yyyy-MM-dd', 400))
      .mockResolvedValueOnce({ data: COUNTS });
    renderPage(<DashboardPage />, { dataProvider: fakeProvider({ dashboardCounts }) });
    expect(
      await screen.findByText('The data could not be loaded: Dates must be formatted yyyy-MM-dd'),
    ).toBeInTheDocument();
    expect(within(counter('Total Agents')).getByText('—')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12,345')).toBeInTheDocument();
  });

  test('each counter links to its list', async () => {
    const user = userEvent.setup();
    const { path } = renderPage(<DashboardPage />, {
      dataProvider: fakeProvider({ dashboardCounts: async () => ({ data: COUNTS }) }),
    });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/DataListing',
      '/CreateAgent',
      '/Stores',
      '/allCoupons',
    ]);
    await user.click(links[2]);
    await waitFor(() => expect(path()).toBe('/Stores'));
  });
});

describe('validateRange', () => {
  test.each([
    ['', '', {}],
    ['2026-01-01', '', {}],
    ['', '2026-01-01', {}],
    ['2026-01-01', '2026-01-01', {}],
    ['2026-01-02', '2026-01-01', { to: 'app.dashboard.range_invalid' }],
    ['2026-02-30', '', { from: 'app.dashboard.date_invalid' }],
    ['', '01/02/2026', { to: 'app.dashboard.date_invalid' }],
  ])('%j → %j', (from, to, expected) => {
    expect(validateRange(from, to)).toEqual(expected);
  });
});
