import { describe, expect, it } from 'vitest';
import { typeDay } from '../e2e/dates';
import {
  dismissToasts,
  expectToast,
  FAULT,
  loginAsAdmin,
  platform,
  realApiSuite,
  SAYS,
  signIn,
  tallyFor,
} from './platform';

/**
 * Every screen of the spec on the real-API build: it loads from the platform server over HTTP,
 * shows a loading state while the server is slow, and says what went wrong (with Retry) when the
 * server fails or answers with a page instead of data; never an empty list for a failed load.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite({ signedIn: false });

const LISTS = [
  { route: '/DataListing', heading: 'User Listing', path: '/users/adminUserLists', empty: 'No users found' },
  { route: '/Stores', heading: 'Manage Stores', path: '/stores/getAllStoresAdmin', empty: 'No Stores found' },
  {
    route: '/allCoupons',
    heading: 'Vendor Coupons',
    path: '/coupons/viewAllCoupons',
    empty: 'No coupons found',
  },
  {
    route: '/CreateCoupon',
    heading: 'Admin Coupons',
    path: '/coupons/adminCouponList',
    empty: 'No admin coupons found',
  },
  {
    route: '/CreateAgent',
    heading: 'Manage Agents',
    path: '/users/adminAgentList',
    empty: 'No agents found',
  },
  { route: '/Data', heading: 'Flagged Feeds', path: '/feed/getadminFeedList', empty: 'No flagged feeds.' },
] as const;

describe('lists on a slow, failing or confused server', () => {
  for (const list of LISTS) {
    it(`${list.route}: loading while slow; an HTML page or a 500 is named with Retry, never "no records"; Retry recovers`, async () => {
      const { page } = suite;
      tally.screen(list.route);
      await loginAsAdmin(page);
      // The list's reply is held until the loading state shows, then let through: a fixed server
      // delay races the boot, as /DataListing's read starts with the page (first-read.js).
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      const passing: Promise<void>[] = [];
      const listCall = (url: URL) => url.pathname.endsWith(list.path);
      await page.route(listCall, (route) => {
        // A call the page dropped (it went elsewhere) cannot be let through: nothing to do.
        const passed = held.then(() => route.continue()).catch(() => undefined);
        passing.push(passed);
        return passed;
      });
      try {
        await page.goto(list.route);
        await page.getByRole('heading', { name: list.heading, level: 1 }).waitFor();
        await page.getByRole('progressbar').first().waitFor();
        release();
        await page.locator('tbody tr, [role=list] li').first().waitFor();
      } finally {
        release();
        await Promise.all(passing);
        await page.unroute(listCall);
      }

      // A proxy's index page answering with 200: not data.
      await platform.fault({
        path: list.path,
        reply: {
          status: 200,
          body: '<!doctype html><html><body>Welcome</body></html>',
          contentType: 'text/html',
        },
      });
      await page.reload();
      await page
        .getByText('The data could not be loaded: The server sent a reply the console could not read.')
        .waitFor();
      expect(await page.getByText(list.empty).count()).toBe(0);

      await platform.fault({ path: list.path, reply: FAULT.serverWithMessage });
      await page.reload();
      await page.getByText(`The data could not be loaded: ${SAYS.serverWithMessage}`).waitFor();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('tbody tr, [role=list] li').first().waitFor();
    });
  }
});

describe('the other screens', () => {
  it('/DashboardHome: the four counters, a searched range, a failure named with Retry', async () => {
    const { page } = suite;
    tally.screen('/DashboardHome');
    await loginAsAdmin(page);
    const counter = page.locator('[data-counter=totalRegisteredUsers]');
    await expect.poll(async () => (await counter.textContent())?.trim()).toMatch(/^\d[\d,]*$/);
    // Every dashboardData call fails (the trends panel makes its own) until the error shows.
    await platform.fault({ path: '/users/dashboardData', reply: FAULT.serverBare, times: 0 });
    await typeDay(page, 'From', '2026-01-01');
    await typeDay(page, 'To', '2026-06-30');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(`The data could not be loaded: ${SAYS.serverBare}`).waitFor();
    await platform.clearFaults();
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByText('Counts from 2026-01-01 to 2026-06-30').waitFor();
    await expect.poll(() => page.getByText(/could not be loaded/).count()).toBe(0);
    // The trends panel asks for its own months too: the searched range is one of the calls.
    const bodies = (await platform.requests('/users/dashboardData')).map((request) =>
      JSON.parse(request.body),
    );
    expect(bodies).toContainEqual({ startDate: '2026-01-01', endDate: '2026-06-30' });
  });

  it('/Data: a flagged feed opens in its preview and closes', async () => {
    const { page } = suite;
    tally.screen('/Data');
    await loginAsAdmin(page);
    await page.goto('/Data');
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await preview.waitFor({ state: 'detached' });
  });

  it('/UploadData and /Sidebar open; the CSV upload sends nothing, as the spec says', async () => {
    const { page } = suite;
    tally.screen('/UploadData');
    tally.screen('/Sidebar');
    await loginAsAdmin(page);
    // The dashboard, where signing in lands, asks for its counters (a POST) once its code is there:
    // that call is over before the count starts.
    await page.waitForLoadState('networkidle');
    await platform.clearRequests();
    await page.goto('/UploadData');
    await page.getByRole('heading', { name: 'CSV Upload', level: 1 }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.goto('/Sidebar');
    await page.getByRole('heading', { name: 'Sidebar', level: 1 }).waitFor();
    // The dashboard's own calls (its counters, its trends) may still be arriving from the screen
    // just left; the upload is what must send nothing.
    const calls = (await platform.requests()).filter(
      (request) => !request.path.startsWith('/v1/auth/') && !request.path.endsWith('/users/dashboardData'),
    );
    expect(calls.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('/WeeklyData: a row deleted after failures, with one request', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    await loginAsAdmin(page);
    await page.evaluate(() => localStorage.setItem('csvsheet_id', 'sheet-2026-w46'));
    await page.goto('/WeeklyData');
    const first = page.locator('tbody tr').first();
    const address = ((await first.locator('td').nth(3).textContent()) ?? '').trim();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
    await platform.fault({ path: '/deleteCsvData', reply: FAULT.serverWithMessage });
    await first.getByRole('button', { name: /Delete/ }).click();
    await confirm.click();
    await expectToast(page, SAYS.serverWithMessage);
    await page.locator('tbody tr', { hasText: address }).first().waitFor();
    await dismissToasts(page);
    await platform.clearRequests();
    await platform.fault({ path: '/deleteCsvData', delayMs: 1000 });
    await first.getByRole('button', { name: /Delete/ }).click();
    await confirm.dblclick();
    await expectToast(page, 'Records Deleted Successfully');
    expect(await platform.requests('/deleteCsvData')).toHaveLength(1);
  });
});

describe('signing in against a failing server', () => {
  it('/login: a refusal shows the server message, a failure is named, a slow sign-in shows its loader; one request per double click', async () => {
    const { page } = suite;
    tally.screen('/login');
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('admin@example.com');
    await page.getByLabel(/^Password/).fill('Wrong@1234');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expectToast(page, 'Invalid email or password');
    await dismissToasts(page);
    await page.getByLabel(/^Password/).fill('Admin@123');
    for (const [rule, says] of [
      [{ path: '/auth/adminlogin', reply: FAULT.serverWithMessage }, SAYS.serverWithMessage],
      [{ path: '/auth/adminlogin', drop: true, times: 0 }, SAYS.network],
    ] as const) {
      await platform.fault(rule);
      await login.click();
      await expectToast(page, says);
      expect(await page.getByLabel(/^Password/).inputValue()).toBe('Admin@123');
      expect(page.url()).toMatch(/\/login$/);
      await dismissToasts(page);
      await platform.clearFaults();
    }
    await platform.clearRequests();
    await platform.fault({ path: '/auth/adminlogin', delayMs: 1500 });
    await login.dblclick();
    await page.getByRole('progressbar').first().waitFor();
    await page.waitForURL(/\/DashboardHome$/);
    expect(await platform.requests('/auth/adminlogin')).toHaveLength(1);
  });

  it('a stored session whose token the server refuses on the first call goes back to the login form', async () => {
    const { page } = suite;
    await loginAsAdmin(page);
    await platform.fault({ path: '/users/adminUserLists', reply: FAULT.unauthorized, times: 0 });
    await page.goto('/DataListing');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await platform.clearFaults();
    await signIn(page);
    await page.waitForURL(/\/DataListing$/);
  });
});
