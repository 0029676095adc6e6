import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  API,
  crashWatch,
  dismissToasts,
  expectToast,
  looksLikeKey,
  platform,
  renderApp,
  WEEKLY,
} from '../support/app';
import { FAILURES, type FailureName, TEXT } from '../support/failures';
import { tallyFor } from '../support/tally';

// BUG (reported): a generated list that fails to load shows react-admin's empty state ("No Users
// found") under the error toast, and offers no Retry (src/engine/views/ResourceList.tsx).
const LIST_ERROR_STATE_FIXED = true;

const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

interface ListScreen {
  route: string;
  heading: string;
  method: 'get' | 'post';
  url: string;
  path: string;
  empty: string;
  /** The malformed 200 this screen gets (each kind is used on some screen). */
  malformed: FailureName;
}

const GENERATED: ListScreen[] = [
  {
    route: '/DataListing',
    heading: 'User Listing',
    method: 'get',
    url: `${API}/users/adminUserLists`,
    path: '/users/adminUserLists',
    empty: 'No Users found',
    malformed: 'null200',
  },
  {
    route: '/Stores',
    heading: 'Manage Stores',
    method: 'get',
    url: `${API}/stores/getAllStoresAdmin`,
    path: '/stores/getAllStoresAdmin',
    empty: 'No Stores found',
    malformed: 'html200',
  },
  {
    route: '/allCoupons',
    heading: 'Vendor Coupons',
    method: 'get',
    url: `${API}/coupons/viewAllCoupons`,
    path: '/coupons/viewAllCoupons',
    empty: 'No Coupons found',
    malformed: 'wrongShape200',
  },
  {
    route: '/CreateCoupon',
    heading: 'Admin Coupons',
    method: 'get',
    url: `${API}/coupons/adminCouponList`,
    path: '/coupons/adminCouponList',
    empty: 'No Admin coupons found',
    malformed: 'null200',
  },
  {
    route: '/CreateAgent',
    heading: 'Manage Agents',
    method: 'get',
    url: `${API}/users/adminAgentList`,
    path: '/users/adminAgentList',
    empty: 'No Agents found',
    malformed: 'html200',
  },
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe.each(GENERATED)('$route: the list fails to load', (list) => {
  it('500, timeout, network and a malformed reply each give a clear toast; the screen stays', async () => {
    const shown: [FailureName, string | RegExp][] = [
      ['server500', TEXT.serverMessage],
      ['gateway504', /\S/],
      ['network', TEXT.network],
      [list.malformed, TEXT.unexpected],
    ];
    for (const [failure, text] of shown) {
      state.server.use(http[list.method](list.url, FAILURES[failure]));
      const view = renderApp(list.route);
      await heading(list.heading);
      const toast = await expectToast(text);
      expect(looksLikeKey(toast)).toBe(false);
      expect(count(list.path)).toBeGreaterThan(0);
      expect(view.location()).toBe(list.route);
      // Still usable: the export and (where the spec has one) create actions are there.
      expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
      view.unmount();
      state.seen.length = 0;
      tally.failure();
    }
  });

  it.skipIf(!LIST_ERROR_STATE_FIXED)(
    'says it could not load (not "no records") and Retry recovers',
    async () => {
      state.server.use(http[list.method](list.url, FAILURES.server500));
      renderApp(list.route);
      await heading(list.heading);
      await expectToast(TEXT.serverMessage);
      expect(screen.queryByText(list.empty)).toBeNull();
      state.server.resetHandlers();
      fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    },
  );
});

// One screen is enough for the 401: every generated list shares the dataProvider call, and the
// API layer ends the session for every call alike.
it('a 401 while a list loads ends the session at once: username and token gone, the login form shown', async () => {
  const [users] = GENERATED;
  state.server.use(http.get(users!.url, FAILURES.unauthorized401));
  const view = renderApp(users!.route);
  await waitFor(() => expect(view.location()).toBe('/login'));
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.getByText(/Your session has ended\. Sign in again/)).toBeInTheDocument();
  expect(window.localStorage.getItem('username')).toBeNull();
  expect(screen.queryByText(users!.empty)).toBeNull();
  tally.failure();
});

describe('pages with their own list: the error names the reason and Retry recovers', () => {
  const CASES = [
    {
      route: '/Data',
      heading: 'Flagged Feeds',
      method: 'post' as const,
      url: `${API}/feed/getadminFeedList`,
      failures: [
        'server500',
        'gateway504',
        'network',
        'null200',
        'html200',
        'wrongShape200',
      ] as FailureName[],
    },
    {
      route: '/WeeklyData',
      heading: 'Manage Data',
      method: 'post' as const,
      url: `${WEEKLY}/getCsvDatabyWeek`,
      failures: [
        'server500',
        'server500Html',
        'network',
        'null200',
        'html200',
        'wrongShape200',
      ] as FailureName[],
    },
  ];
  const TEXTS: Partial<Record<FailureName, string>> = {
    server500: TEXT.serverMessage,
    network: TEXT.network,
    null200: TEXT.unexpected,
    html200: TEXT.unexpected,
    wrongShape200: TEXT.unexpected,
  };

  it.each(CASES)('$route', async (page) => {
    window.localStorage.setItem('csvsheet_id', 'sheet-2026-w46');
    const [first, ...rest] = page.failures;
    state.server.use(http[page.method](page.url, FAILURES[first!]));
    renderApp(page.route);
    await heading(page.heading);
    const shows = async (failure: FailureName) => {
      const expected = TEXTS[failure] ?? 'The data could not be loaded';
      await waitFor(() =>
        expect(screen.getAllByRole('alert').some((node) => node.textContent?.includes(expected))).toBe(true),
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      tally.failure();
    };
    await shows(first!);
    for (const failure of rest) {
      state.server.use(http[page.method](page.url, FAILURES[failure]));
      await dismissToasts();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await shows(failure);
    }
    state.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });
});
