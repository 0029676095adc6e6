import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DeployedConsole, platformEnv, startDeploy } from './config';
import {
  baseURL,
  FAULT,
  openSessionOn,
  platform,
  realApiSuite,
  type Session,
  signIn,
  tallyFor,
} from './platform';

/**
 * The admin's token goes only where it belongs, and Remember me means it, against the standalone
 * platform server: the API (`<origin>/v1`) gets the bearer token, the separate unsecured weekly
 * host (`<origin>/weekly`, SPEC 7) never does and its 401 does not end the session; a browser
 * restart keeps the session only when Remember me was ticked, and without it the console goes to
 * /login before any call (a call without the token is one a real platform refuses). Last, with a
 * maps key, an address changed while its look-up is in flight keeps the new text's coordinates.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite({ signedIn: false });
const SHEET = 'sheet-2026-w46';

const apiBase = () => `${inject('apiOrigin')}/v1/`;
const weeklyBase = () => `${inject('apiOrigin')}/weekly/`;

interface SeenCall {
  method: string;
  url: string;
  /** The Authorization header as the browser sent it (null: none). */
  authorization?: string | null;
  status?: number;
}

/**
 * Every call the page makes to the platform server (API and weekly host), with the headers the
 * browser really sent (the server's request log keeps no headers) and the reply's status.
 */
function recordCalls(page: Page) {
  const calls: SeenCall[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(inject('apiOrigin')) || request.method() === 'OPTIONS') return;
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
  page.on('response', (response) => {
    const call = calls.find((one) => one.url === response.url() && one.status === undefined);
    if (call) call.status = response.status();
  });
  return {
    /** The calls so far, their headers read. */
    async settled(): Promise<SeenCall[]> {
      await Promise.all(pending);
      return calls.slice();
    },
    clear() {
      calls.length = 0;
    },
  };
}

const pathOf = (call: SeenCall) => new URL(call.url).pathname;

/** The `token` cookie of the page's browser. */
async function tokenCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'token');
}

/** Sessions opened by a "browser restart": checked and closed after each test. */
const reopened: Session[] = [];
afterEach(async () => {
  for (const session of reopened.splice(0)) {
    expect(session.errors, 'console errors after the restart').toEqual([]);
    expect(session.foreign, 'requests to other hosts after the restart').toEqual([]);
    await session.page.context().close();
  }
});

/**
 * Closes the browser the page lives in and opens it again with what a browser keeps on disk:
 * its persistent cookies (a session cookie, `expires` -1, ends with the browser) and localStorage
 * (sessionStorage is never kept; storageState does not hold it). `keep` may drop more cookies.
 * `beforeLoad` runs in the new context before any page script.
 */
async function restartBrowser(
  page: Page,
  { keep = () => true, beforeLoad }: { keep?: (name: string) => boolean; beforeLoad?: () => void } = {},
): Promise<Session> {
  const context = page.context();
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const state = await context.storageState();
  await context.close();
  const session = await openSessionOn(browser, {
    consoleURL: baseURL(),
    apiOrigin: inject('apiOrigin'),
    storageState: {
      cookies: state.cookies.filter((cookie) => cookie.expires > 0 && keep(cookie.name)),
      origins: state.origins,
    },
  });
  reopened.push(session);
  if (beforeLoad) await session.page.addInitScript(beforeLoad);
  return session;
}

/** Records every first frame the chooser marks <html> with (`data-first-frame`), from the start. */
function recordFirstFrames() {
  const seen: string[] = [];
  (window as unknown as { __firstFrames: string[] }).__firstFrames = seen;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const value = (mutation.target as HTMLElement).getAttribute?.('data-first-frame');
      if (value) seen.push(value);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-first-frame'] });
}
const firstFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstFrames?: string[] }).__firstFrames ?? []);

/** Signs in from /login with Remember me as told; returns the token the login gave. */
async function signInRemembering(page: Page, remember: boolean): Promise<{ token: string; expires: string }> {
  await page.goto('/login');
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  expect(await box.isChecked(), 'Remember me is ticked by default').toBe(true);
  if (!remember) await box.uncheck();
  const [reply] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/v1/auth/adminlogin')),
    signIn(page),
  ]);
  await page.waitForURL(/\/DashboardHome$/);
  const body = (await reply.json()) as { tokens: { access: { token: string; expires: string } } };
  return body.tokens.access;
}

describe('the token goes only to the API', () => {
  it('signed in, on /WeeklyData and /DataListing: no weekly call carries Authorization, every API call carries the token', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    tally.screen('/DataListing');
    const calls = recordCalls(page);
    await page.goto('/login');
    await page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET);
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    const token = (await tokenCookie(page))?.value;
    expect(token, 'the login wrote the token cookie').toBeTruthy();

    await page.goto('/WeeklyData');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('menuitem', { name: 'User Listing' }).click();
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    const seen = await calls.settled();
    const weekly = seen.filter((call) => call.url.startsWith(weeklyBase()));
    expect(weekly.map(pathOf)).toEqual(
      expect.arrayContaining(['/weekly/getCsvDatabyWeek', '/weekly/getCsvDataWeekCount']),
    );
    expect(
      weekly.filter((call) => call.authorization !== null),
      'weekly calls with an Authorization header',
    ).toEqual([]);

    const api = seen.filter((call) => call.url.startsWith(apiBase()));
    const [login, ...afterLogin] = api;
    expect(pathOf(login!)).toBe('/v1/auth/adminlogin');
    expect(login!.authorization, 'the login itself has no token yet').toBeNull();
    expect(afterLogin.map(pathOf)).toContain('/v1/users/adminUserLists');
    expect(afterLogin.filter((call) => call.authorization !== `Bearer ${token}`)).toEqual([]);
    // Nothing else on the platform's origin was called (every call is on one of the two bases).
    expect(
      seen.filter((call) => !call.url.startsWith(apiBase()) && !call.url.startsWith(weeklyBase())),
    ).toEqual([]);
  });

  it("a 401 from the weekly host is that screen's error: the admin stays signed in and the API still answers", async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const calls = recordCalls(page);
    await page.goto('/login');
    await page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET);
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    const token = (await tokenCookie(page))?.value;
    // Every try (react-query may ask again) is refused, as a weekly host that wants a token would.
    await platform.fault({
      method: 'POST',
      path: '/weekly/getCsvDatabyWeek',
      reply: FAULT.unauthorized,
      times: 0,
    });

    await page.goto('/WeeklyData');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The data could not be loaded: Please authenticate' })
      .waitFor({ timeout: 10_000 });
    const refused = await platform.requests('/weekly/getCsvDatabyWeek');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((request) => request.fault === 'reply')).toBe(true);
    // Give a wrong session end every chance to show.
    await page.waitForTimeout(1500);
    expect(page.url()).toMatch(/\/WeeklyData$/);
    expect(await page.getByRole('heading', { name: 'Admin Login' }).count()).toBe(0);
    expect(await page.getByText(/Your session has ended/).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBeTruthy();
    expect((await tokenCookie(page))?.value).toBe(token);

    // The session goes on: the API's list opens, with the same token.
    await platform.clearFaults();
    calls.clear();
    await page.getByRole('menuitem', { name: 'User Listing' }).click();
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(page.url()).toMatch(/\/DataListing$/);
    const api = (await calls.settled()).filter((call) => call.url.startsWith(apiBase()));
    expect(api.map(pathOf)).toContain('/v1/users/adminUserLists');
    expect(api.filter((call) => call.authorization !== `Bearer ${token}` || call.status !== 200)).toEqual([]);
  });
});

describe('Remember me means it: a browser restart', () => {
  it('ticked: the token cookie lives until the login says; after a restart /DataListing opens signed in and every API call carries the token', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const access = await signInRemembering(page, true);
    const cookie = await tokenCookie(page);
    expect(cookie?.value).toBe(access.token);
    // Max-Age from the reply's tokens.access.expires (7 days on this platform), not a session cookie.
    expect(cookie!.expires).toBeGreaterThan(0);
    expect(Math.abs(cookie!.expires - Date.parse(access.expires) / 1000)).toBeLessThan(60);

    const { page: reopenedPage } = await restartBrowser(page);
    const calls = recordCalls(reopenedPage);
    await reopenedPage.goto('/DataListing');
    await reopenedPage.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await reopenedPage.locator('tbody tr').first().waitFor();
    expect(reopenedPage.url()).toMatch(/\/DataListing$/);
    const api = (await calls.settled()).filter((call) => call.url.startsWith(apiBase()));
    expect(api.map(pathOf)).toContain('/v1/users/adminUserLists');
    expect(
      api.filter((call) => call.authorization !== `Bearer ${access.token}`),
      'API calls without the token',
    ).toEqual([]);
    expect(api.filter((call) => call.status === 401)).toEqual([]);
  });

  it('not ticked: the restart goes straight to /login, with no call to the API (none refused, no list asked for) first', async () => {
    const { page } = suite;
    await signInRemembering(page, false);
    expect((await tokenCookie(page))?.expires, 'a browser-session cookie').toBe(-1);
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBeTruthy();

    const { page: reopenedPage } = await restartBrowser(page, { beforeLoad: recordFirstFrames });
    const calls = recordCalls(reopenedPage);
    await platform.clearRequests();
    await reopenedPage.goto('/DataListing');
    await reopenedPage.waitForURL(/\/login$/);
    await reopenedPage.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await reopenedPage.waitForTimeout(1000);
    // Without the token every API call is one a real platform refuses: none is made.
    expect(await calls.settled(), 'calls made after the restart').toEqual([]);
    expect(await platform.requests('/users/adminUserLists')).toEqual([]);
    // The first frame painted was the sign-in's, never the list's.
    expect(await firstFrames(reopenedPage)).toEqual(['/login en']);
    expect(await reopenedPage.locator('tbody tr').count()).toBe(0);
  });

  it('ticked, but the token cookie is gone (cleared or expired): the remembered username alone is no session, /login before any call', async () => {
    const { page } = suite;
    await signInRemembering(page, true);
    const { page: reopenedPage } = await restartBrowser(page, {
      keep: (name) => name !== 'token',
      beforeLoad: recordFirstFrames,
    });
    expect(await reopenedPage.context().cookies()).toEqual([]);
    const calls = recordCalls(reopenedPage);
    await platform.clearRequests();
    await reopenedPage.goto('/DataListing');
    await reopenedPage.waitForURL(/\/login$/);
    await reopenedPage.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await reopenedPage.waitForTimeout(1000);
    expect(await calls.settled(), 'calls made without the token').toEqual([]);
    expect(await platform.requests('/users/adminUserLists')).toEqual([]);
    expect(await firstFrames(reopenedPage), 'the first frame painted').toEqual(['/login en']);
    // The half session is gone: signing in is asked for again, and works.
    expect(await reopenedPage.evaluate(() => localStorage.getItem('username'))).toBeNull();
    await signIn(reopenedPage);
    await reopenedPage.waitForURL(/\/DashboardHome$/);
  });
});

/**
 * The maps service with a key: deploy/start with CONSOLE_MAPS_API_KEY loads Google's script from
 * https://maps.googleapis.com. Nothing leaves this machine: the browser's requests to that host
 * are answered by a stand-in script (a Playwright route), whose Geocoder answers at once, or, for an
 * address the test holds, only when the test releases it: an earlier text's answer then arrives
 * after a later one's.
 */
const FIRST = '1 First Street, Hoboken, NJ';
const SECOND = '2 Second Street, Hoboken, NJ';
const PLACES: Record<string, { lat: number; lng: number }> = {
  [FIRST]: { lat: 1.1, lng: 11.1 },
  [SECOND]: { lat: 2.2, lng: 22.2 },
};

const standInMaps = (places: typeof PLACES, held: string[]) => `(() => {
  const places = ${JSON.stringify(places)};
  const held = new Set(${JSON.stringify(held)});
  const asked = (window.__geocodeAsked = []);
  const answered = (window.__geocoded = []);
  const waiting = new Map();
  window.__releaseGeocode = (address) => waiting.get(address)?.();
  class Geocoder {
    geocode(request) {
      const address = request.address ?? request.placeId;
      asked.push(address);
      const place = places[address];
      const reply = () => {
        answered.push(address);
        return {
          results: place ? [{ geometry: { location: { lat: () => place.lat, lng: () => place.lng } } }] : [],
        };
      };
      if (!held.has(address)) return new Promise((resolve) => setTimeout(() => resolve(reply()), 50));
      return new Promise((resolve) => waiting.set(address, () => resolve(reply())));
    }
  }
  const placesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions: async () => ({ suggestions: [] }) },
  };
  window.google = { maps: { importLibrary: async (name) => (name === 'places' ? placesLibrary : { Geocoder }) } };
  window.__couponAdminMapsReady();
})();`;

interface MapsWindow {
  __geocodeAsked?: string[];
  __geocoded?: string[];
  __releaseGeocode: (address: string) => void;
}
/** The addresses the stand-in was asked to look up, or has answered, in order. */
const mapsWindow = (page: Page, list: '__geocodeAsked' | '__geocoded') =>
  page.evaluate((name) => (window as unknown as MapsWindow)[name] ?? [], list);

describe('address look-ups with a maps key', () => {
  let mapsConsole: DeployedConsole;
  const sessions: Session[] = [];

  beforeAll(async () => {
    mapsConsole = await startDeploy({
      ...platformEnv(inject('apiOrigin')),
      CONSOLE_MAPS_API_KEY: 'realapi-stand-in-key',
    });
  });
  afterAll(async () => {
    await mapsConsole?.close();
  });
  afterEach(async () => {
    for (const session of sessions.splice(0)) {
      expect(session.errors, 'console errors').toEqual([]);
      // Only the maps script, answered here by the stand-in.
      expect(
        session.foreign.filter((url) => !url.startsWith('https://maps.googleapis.com/maps/api/js?')),
      ).toEqual([]);
      await session.page.context().close();
    }
  });

  /** Signed in on the console with the key, Add New Business (/Stores) open with its other fields filled. */
  async function openAddBusiness() {
    const session = await openSessionOn(suite.page.context().browser()!, {
      consoleURL: mapsConsole.url,
      apiOrigin: inject('apiOrigin'),
    });
    sessions.push(session);
    const { page } = session;
    await page
      .context()
      .route('https://maps.googleapis.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: standInMaps(PLACES, [FIRST]) }),
      );
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    await page.goto('/Stores');
    await page.getByRole('button', { name: 'Add New Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD NEW BUSINESS' });
    await dialog.getByLabel(/^Name Of Business/).fill('Race Street Deli');
    await dialog.getByLabel(/^Contact Person/).fill('Ada Contact');
    await dialog.getByLabel(/^Email Address/).fill('race.deli@example.com');
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('201 555 0142');
    const address = dialog.getByRole('combobox', { name: /^Business Address/ });
    await address.waitFor();
    return { session, page, dialog, address };
  }

  async function submitted(page: Page, dialog: ReturnType<Page['getByRole']>) {
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.MuiSnackbarContent-message', { hasText: /Store created successfully/ }).waitFor();
    const [sent] = await platform.requests('/users/adminAddVendor');
    return JSON.parse(sent!.body) as Record<string, unknown>;
  }

  it('an address changed while its look-up is in flight ends with the coordinates of the new text', async () => {
    const { page, dialog, address } = await openAddBusiness();
    tally.screen('/Stores');
    await address.fill(FIRST);
    await address.press('Tab'); // leaving the field looks it up; its answer is held
    await expect.poll(() => mapsWindow(page, '__geocodeAsked')).toEqual([FIRST]);
    await address.fill(SECOND);
    await address.press('Tab'); // the new text's look-up, answered at once
    await expect.poll(() => mapsWindow(page, '__geocoded')).toEqual([SECOND]);
    // Now the old text's answer arrives, last.
    await page.evaluate((address) => (window as unknown as MapsWindow).__releaseGeocode(address), FIRST);
    await expect.poll(() => mapsWindow(page, '__geocoded')).toEqual([SECOND, FIRST]);
    expect(await submitted(page, dialog)).toMatchObject({
      businessAddress: SECOND,
      latitude: 2.2,
      longitude: 22.2,
    });
  });

  it('a look-up that finds nothing clears the coordinates of the address before and says so', async () => {
    const { page, dialog, address } = await openAddBusiness();
    await address.fill(SECOND);
    await address.press('Tab');
    await expect.poll(() => mapsWindow(page, '__geocoded')).toEqual([SECOND]);
    await address.fill('99 Nowhere Lane');
    await address.press('Tab');
    await dialog
      .getByText('The address could not be located: it will be saved without coordinates.')
      .waitFor();
    expect(await submitted(page, dialog)).toMatchObject({
      businessAddress: '99 Nowhere Lane',
      latitude: null,
      longitude: null,
    });
  });
});
