import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAULT, loginAsAdmin, platform, realApiSuite, signIn, tallyFor } from './platform';

/**
 * The first read of a list, started by the list page's own first script (src/firstFrame/firstRead.js,
 * written into dist-prod/<route>/index.html by the build) before the app's code has arrived, and
 * taken by the app's HTTP client as its own first read (src/api/fast/earlyRead.ts): against the real
 * deployable build (deploy/start, nginx) and the standalone platform server. Signed in, a cold load
 * of /DataListing reads the users list once, with the token, from the page's first-read script
 * (not from the app's bundle); signed out, nothing is read; a 401 to that early read ends the
 * session as the app's own would; the weekly host (not read early) never gets the token.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite({ signedIn: false });
const SHEET = 'sheet-2026-w46';

/** The users list's GET on the platform API, as the page (and the app) build it. */
const USERS_LIST = '/users/adminUserLists';
const usersListURL = () => `${inject('apiOrigin')}/v1${USERS_LIST}`;
const apiBase = () => `${inject('apiOrigin')}/v1/`;
const weeklyBase = () => `${inject('apiOrigin')}/weekly/`;

interface SeenCall {
  method: string;
  url: string;
  /** The Authorization header as the browser sent it (null: none). */
  authorization?: string | null;
}

/**
 * What the page itself did, in order, from its next load on: each `fetch` it called, with the script
 * that called it (`fetch <url> by <script path>`), and each module script it added to run
 * (`run <path>`: the chooser adds the app's entry so, after the frame's paint). The first-read
 * script is `async`, so it may run just before or just after the entry is set to run: "read before
 * the app's code" is proven by who made the read (the page's first-read script, not the app's
 * bundle).
 */
async function recordInPage(page: Page) {
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { consoleOrder: string[] }).consoleOrder = order;
    const original = window.fetch;
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      const [input] = args;
      // The script that called: the first frame of the stack with a script URL (this init script has none).
      const caller = (new Error().stack ?? '').match(/https?:\/\/[^\s)]+?\.js(?=:\d)/)?.[0];
      order.push(
        `fetch ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}` +
          ` by ${caller ? new URL(caller).pathname : 'unknown'}`,
      );
      return original.apply(this, args);
    } as typeof fetch;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.type === 'module' && node.src)
            order.push(`run ${new URL(node.src).pathname}`);
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    /** The first event matching this, where it shows in the page's order (-1: never), and the order. */
    async at(match: RegExp): Promise<{ index: number; event: string; order: string }> {
      const order = await page.evaluate(() => (window as unknown as { consoleOrder: string[] }).consoleOrder);
      const index = order.findIndex((event) => match.test(event));
      return { index, event: order[index] ?? '', order: order.join(' | ') };
    },
  };
}

/** The app's entry module (the boot block's `entry`, dist-prod/assets/index-<hash>.js) set to run. */
const RUN_ENTRY = /^run \/assets\/index-[^/]+\.js$/;
const FETCH_USERS = new RegExp(`^fetch \\S*/v1${USERS_LIST}`);
/** The page's first-read script (dist-prod/assets/first-read-<hash>.js), as a fetch's caller. */
const BY_FIRST_READ = / by \/assets\/first-read-[^/]+\.js$/;

/**
 * What the page asked for, in order, from the moment this is called: every call to the platform
 * server (with the headers the browser really sent: the server's log keeps none), in order.
 */
function recordPage(page: Page) {
  const calls: SeenCall[] = [];
  const timeline: string[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(inject('apiOrigin')) || request.method() === 'OPTIONS') return;
    timeline.push(`request ${request.method()} ${url}`);
    const call: SeenCall = { method: request.method(), url };
    calls.push(call);
    pending.push(
      request
        .allHeaders()
        .then((headers) => {
          call.authorization = headers.authorization ?? null;
        })
        .catch(() => undefined),
    );
  });
  return {
    /** The platform calls so far, their headers read. */
    async settled(): Promise<SeenCall[]> {
      await Promise.all(pending);
      return calls.slice();
    },
    /** Where this event first shows in the timeline (-1: never). */
    at: (event: string) => timeline.indexOf(event),
    timeline,
  };
}

/** The share of pixels that differ (any channel by more than 24 of 255) between two JPEG screenshots. */
function difference(a: Buffer, b: Buffer): number {
  const one = jpeg.decode(a, { useTArray: true });
  const two = jpeg.decode(b, { useTArray: true });
  let differing = 0;
  for (let i = 0; i < one.data.length; i += 4)
    if ([0, 1, 2].some((channel) => Math.abs(one.data[i + channel]! - two.data[i + channel]!) > 24))
      differing += 1;
  return differing / (one.width * one.height);
}

const pathOf = (call: SeenCall) => new URL(call.url).pathname;

async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the login wrote the token cookie').toBeTruthy();
  return token!;
}

/** Whether the page's early read is still waiting to be taken (the app takes it once). */
const earlyReadLeft = (page: Page) =>
  page.evaluate(() => (window as unknown as { consoleEarlyRead?: unknown }).consoleEarlyRead != null);

/** The page's first-read script tag, as the served HTML has it (null: the page has none). */
const firstReadTag = (page: Page) =>
  page.evaluate(() => document.querySelector('script[data-read]')?.getAttribute('data-read') ?? null);

describe('a list page reads its records before the app arrives', () => {
  it("signed in, a cold load of /DataListing: one GET of the users list, with the token, read by the page's first-read script, and its rows shown", async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    await loginAsAdmin(page);
    const token = await tokenOf(page);
    const [user] = await platform.collection<{ fullName: string }>('users');
    // The dashboard's own calls end here; the next load starts from nothing but the same browser.
    await page.goto('about:blank');
    await platform.clearRequests();
    const seen = recordPage(page);
    const inPage = await recordInPage(page);

    await page.goto('/DataListing');
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await page.getByRole('row', { name: new RegExp(user!.fullName) }).waitFor();
    expect(await firstReadTag(page), "the page's first-read script").toBe(USERS_LIST);
    // The app took the early read (it is no longer waiting) rather than leaving it to be dropped.
    expect(await earlyReadLeft(page), 'an early read left untaken').toBe(false);
    // A second read, if the app made its own, would be on its way by now.
    await page.waitForTimeout(1000);

    const received = (await platform.requests(USERS_LIST)).filter((request) => request.method === 'GET');
    expect(received, 'GETs of the users list the platform received').toHaveLength(1);
    const calls = (await seen.settled()).filter((call) => call.url === usersListURL());
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(calls[0]!.authorization).toBe(`Bearer ${token}`);
    // Asked for by the page's own first-read script, not by the app's code: the one read of the list
    // the page made was called from first-read-<hash>.js (the entry's bytes come with the page, and
    // the async first-read script may run just before or just after the entry is set to run).
    const listRead = await inPage.at(FETCH_USERS);
    expect(listRead.index, `the list was read (${listRead.order})`).toBeGreaterThanOrEqual(0);
    expect(listRead.event, 'the script that read the list').toMatch(BY_FIRST_READ);
    expect(
      (await inPage.at(RUN_ENTRY)).index,
      `the entry was set to run (${listRead.order})`,
    ).toBeGreaterThanOrEqual(0);
    expect(seen.at(`request GET ${usersListURL()}`), 'the browser sent the list read').toBeGreaterThanOrEqual(
      0,
    );
    // Every other call of this load went to the API with the same token.
    const api = (await seen.settled()).filter((call) => call.url.startsWith(apiBase()));
    expect(api.filter((call) => call.authorization !== `Bearer ${token}`)).toEqual([]);
  });

  it("while the first read is on its way: the heading, and the first frame's app bar where the app's comes once the rows have shown", async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    await loginAsAdmin(page);
    await page.goto('about:blank');
    // The list's records take 2.5 s: the screen is there before them, its app bar waits for them.
    await platform.fault({ method: 'GET', path: USERS_LIST, delayMs: 2500 });
    await page.goto('/DataListing');
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    const frameBar = page.locator('#first-frame[data-bar-only] header');
    await frameBar.waitFor({ state: 'attached' });
    expect(await page.locator('tbody tr').count(), 'rows before the read came back').toBe(0);
    // The app's own bar (and its buttons) is not there yet: only the frame's, where it will be.
    expect(await page.locator('#root header').count()).toBe(0);
    const top = { x: 0, y: 0, width: 1280, height: 48 };
    const before = await page.screenshot({ clip: top, type: 'jpeg', quality: 90 });
    expect(await frameBar.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280 });

    await page.locator('tbody tr').first().waitFor();
    // Then the app's bar comes, the page's title in it, and the frame's bar is gone.
    await page.locator('#root header').getByText('User Listing').waitFor();
    await page.locator('#root header').getByRole('button', { name: 'Quick find' }).waitFor();
    expect(await page.locator('#first-frame').count()).toBe(0);
    const after = await page.screenshot({ clip: top, type: 'jpeg', quality: 90 });
    // The bar painted meanwhile is the app's own, drawn from HTML: the same strip (an empty one would
    // differ in nearly every pixel), less what only the running app has (the Quick find and journal
    // buttons, the admin's name): about 4 % of it.
    expect(difference(before, after), "share of the bar's pixels that changed").toBeLessThan(0.1);
  });

  /**
   * A page declared barAfterData, loaded with its first data held back 2.5 s: once the page's
   * heading is there, the first frame's bar is still in the page, and the app's is not.
   */
  async function loadWithDataHeld(route: string, heading: string, data: { method: string; path: string }) {
    const { page } = suite;
    tally.screen(route);
    await loginAsAdmin(page);
    await page.goto('about:blank');
    await platform.fault({ ...data, delayMs: 2500 });
    await page.goto(route);
    await page.locator('#root').getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.locator('#first-frame[data-bar-only] header').waitFor({ state: 'attached' });
    return page;
  }

  /** Then the app's own bar, the page's title in it; the frame's is gone. */
  async function appBarCame(page: Page, title: string) {
    await page.locator('#root header').getByText(title).waitFor();
    await page.locator('#root header').getByRole('button', { name: 'Quick find' }).waitFor();
    expect(await page.locator('#first-frame').count()).toBe(0);
  }

  it("the dashboard (barAfterData): the first frame's app bar until the counters are there, then the app's", async () => {
    // The counters take 2.5 s: the page's heading is there before them, its app bar waits for them.
    const page = await loadWithDataHeld('/DashboardHome', 'Dashboard', {
      method: 'POST',
      path: '/users/dashboardData',
    });
    const counts = page.locator('#root').getByRole('region', { name: 'Platform counts' });
    expect(await counts.getAttribute('aria-busy'), 'the counters, still loading').toBe('true');
    expect(await page.locator('#root header').count(), "the app's bar before the counters").toBe(0);
    // Then the counters, and with them the app's own bar.
    await expect.poll(() => counts.getAttribute('aria-busy'), { timeout: 10_000 }).toBe(null);
    await appBarCame(page, 'Dashboard');
  });

  it("the flagged feeds (barAfterData): the first frame's app bar until the first feeds are there, then the app's", async () => {
    const page = await loadWithDataHeld('/Data', 'Flagged Feeds', {
      method: 'POST',
      path: '/feed/getadminFeedList',
    });
    expect(await page.locator('#root header').count(), "the app's bar before the feeds").toBe(0);
    await page.locator('#root tbody tr').first().waitFor({ timeout: 10_000 });
    await appBarCame(page, 'Flagged Feeds');
  });

  it('signed out (a fresh browser, no cookie): /DataListing shows the sign-in page and the users list is never called', async () => {
    const { page } = suite;
    await platform.clearRequests();
    const seen = recordPage(page);
    await page.goto('/DataListing');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    // Give a wrong read every chance to be made.
    await page.waitForTimeout(1000);
    expect(await earlyReadLeft(page), 'an early read').toBe(false);
    expect(
      (await seen.settled()).map((call) => `${call.method} ${pathOf(call)}`),
      'calls to the platform',
    ).toEqual([]);
    expect(await platform.requests(USERS_LIST), 'users list calls the platform received').toEqual([]);
    expect(await page.locator('tbody tr').count()).toBe(0);
  });

  it('a 401 to the early read ends the session: the login form with the session-ended message, and signing in opens the list', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    await loginAsAdmin(page);
    const token = await tokenOf(page);
    await page.goto('about:blank');
    await platform.clearRequests();
    // Only the next call of the list is refused: the one the page's first script makes.
    await platform.fault({ method: 'GET', path: USERS_LIST, reply: FAULT.unauthorized });
    const seen = recordPage(page);
    const inPage = await recordInPage(page);

    await page.goto('/DataListing');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/\/login$/);
    await page.getByText(/Your session has ended\. Sign in again/).waitFor();
    // Nothing of the list's first frame (its app bar neither) stays over the sign-in page.
    expect(await page.locator('#first-frame').count(), 'the first frame over the sign-in page').toBe(0);
    // The refused call was the early one, and the app asked no second time.
    const refused = await platform.requests(USERS_LIST);
    expect(refused.map((request) => `${request.method} ${request.fault ?? ''}`)).toEqual(['GET reply']);
    const calls = (await seen.settled()).filter((call) => call.url === usersListURL());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe(`Bearer ${token}`);
    const listRead = await inPage.at(FETCH_USERS);
    expect(listRead.index, `the list was read (${listRead.order})`).toBeGreaterThanOrEqual(0);
    expect(listRead.event, 'the script that read the list').toMatch(BY_FIRST_READ);
    expect(await page.locator('tbody tr').count()).toBe(0);
    expect(await earlyReadLeft(page)).toBe(false);

    // Signing in again goes back to the list, read normally this time.
    await signIn(page);
    await page.waitForURL(/\/DataListing$/);
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
  });

  it('/WeeklyData (not read early): one weekly list call, none of the weekly calls carries Authorization', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    await page.goto('/login');
    await page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET);
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    const token = await tokenOf(page);
    await page.goto('about:blank');
    await platform.clearRequests();
    const seen = recordPage(page);
    const inPage = await recordInPage(page);

    await page.goto('/WeeklyData');
    await page.locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await firstReadTag(page), 'the weekly page has no first-read script').toBeNull();
    expect(await earlyReadLeft(page)).toBe(false);

    const calls = await seen.settled();
    const weekly = calls.filter((call) => call.url.startsWith(weeklyBase()));
    expect(weekly.map(pathOf).filter((path) => path === '/weekly/getCsvDatabyWeek')).toHaveLength(1);
    expect(
      weekly.filter((call) => call.authorization !== null),
      'weekly calls with an Authorization header',
    ).toEqual([]);
    expect(
      (await platform.requests('/getCsvDatabyWeek')).map((request) => request.path),
      'weekly list calls the platform received',
    ).toEqual(['/weekly/getCsvDatabyWeek']);
    // Nothing was read ahead of the app's code on this page: no fetch before the entry was set to run.
    const entryRun = await inPage.at(RUN_ENTRY);
    expect(entryRun.index, `the entry was set to run (${entryRun.order})`).toBeGreaterThanOrEqual(0);
    expect(
      (await inPage.at(/^fetch /)).index,
      `a fetch before the entry ran (${entryRun.order})`,
    ).toBeGreaterThan(entryRun.index);
    // The API calls of this load (if any) carry the token, as always.
    expect(
      calls.filter((call) => call.url.startsWith(apiBase()) && call.authorization !== `Bearer ${token}`),
    ).toEqual([]);
  });
});
