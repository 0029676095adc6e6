import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { FaultRule, LoggedRequest } from '../../mocks/faults';
import { DEMO_ADMIN, launchBrowser } from '../e2e/browser';
import { type ConsoleWatch, watchConsole } from '../e2e/consoleGuard';
import { TALLY_DIR } from './config';

/** The standalone platform server's control API (mocks/server.ts), from the test process. */
const control = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${inject('apiOrigin')}/__mock/${path}`, init);
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

export const platform = {
  /** Fresh seed, no faults, an empty request log. */
  reset: () => control('reset', { method: 'POST' }),
  fault: (rule: FaultRule | FaultRule[]) => control('faults', { method: 'POST', body: JSON.stringify(rule) }),
  clearFaults: () => control('faults', { method: 'DELETE' }),
  requests: async (path?: string): Promise<LoggedRequest[]> => {
    const all = (await control('requests')) as LoggedRequest[];
    return path ? all.filter((request) => request.path.endsWith(path)) : all;
  },
  clearRequests: () => control('requests', { method: 'DELETE' }),
  collection: <T = Record<string, unknown>>(name: string): Promise<T[]> => control(`data/${name}`),
  setCollection: (name: string, rows: unknown[]) =>
    control(`data/${name}`, { method: 'PUT', body: JSON.stringify(rows) }),
};

/**
 * A colleague working on the same platform at the same time: changes and deletions made behind
 * the console's back, straight in the platform's data (the control API), as another admin's
 * saves would leave it. Collections as mocks/db.ts names them: `users`, `stores`,
 * `vendorCoupons` (/allCoupons), `adminCoupons` (/CreateCoupon), `agents`, `listings` (weekly rows).
 */
export const asAnotherAdmin = {
  /** Sets these fields of the record with this `_id`; returns the record as the platform now holds it. */
  async change(collection: string, id: string, fields: Record<string, unknown>) {
    const rows = await platform.collection<{ _id: string }>(collection);
    const row = rows.find((candidate) => candidate._id === id);
    if (!row) throw new Error(`asAnotherAdmin.change: no ${collection} record ${id}`);
    Object.assign(row, fields);
    await platform.setCollection(collection, rows);
    return row;
  },
  /** Removes the record with this `_id` from the collection. */
  async remove(collection: string, id: string): Promise<void> {
    const rows = await platform.collection<{ _id: string }>(collection);
    const left = rows.filter((candidate) => candidate._id !== id);
    if (left.length === rows.length) throw new Error(`asAnotherAdmin.remove: no ${collection} record ${id}`);
    await platform.setCollection(collection, left);
  },
};

/** Replies a failing server gives, as injected faults (`times` 2 for drops: Chromium retries once). */
export const FAULT = {
  unauthorized: { status: 401, body: { status: 0, code: 401, message: 'Please authenticate' } },
  serverWithMessage: { status: 500, body: { status: 0, message: 'Database is read-only' } },
  serverBare: { status: 500 },
  htmlPage: {
    status: 502,
    body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
    contentType: 'text/html',
  },
} as const;

/** What the console says for each (the spec's texts or the console's translated ones). */
export const SAYS = {
  serverWithMessage: 'Database is read-only',
  serverBare: 'The server could not complete the request. Try again in a moment.',
  network: 'The server could not be reached. Check your connection and try again.',
};

/** Counts what a file tried, summed and printed by the global setup's teardown. */
export function tallyFor(file: string) {
  const totals = { kept: 0, lost: 0, screens: new Set<string>() };
  afterAll(() => {
    writeFileSync(
      join(TALLY_DIR, `${basename(file)}.json`),
      JSON.stringify({ kept: totals.kept, lost: totals.lost, screens: [...totals.screens] }),
    );
  });
  return {
    screen: (path: string) => totals.screens.add(path),
    /** Checks each typed input survived (expected value = what the field shows), counting both ways. */
    async kept(fields: [Locator, string][]) {
      for (const [field, value] of fields) {
        const now = await field.inputValue();
        if (now === value) totals.kept += 1;
        else totals.lost += 1;
        expect(now, 'the typed input is still there').toBe(value);
      }
    },
  };
}

export interface Session {
  page: Page;
  /** Console errors and page errors (the real-API build must log none we did not expect). */
  errors: string[];
  /** Console warnings (none expected either). */
  warnings: string[];
  /** The console guard (tests/e2e/consoleGuard.ts): unexpected errors and warnings fail the test. */
  console: ConsoleWatch;
  /** Requests to hosts other than the console and the platform. */
  foreign: string[];
  /** The page's last navigations, requests and console lines: printed when a test fails. */
  trail: string[];
}

export const baseURL = () => inject('realBaseURL');

/**
 * What Chromium itself logs about an injected fault: a reply with an error status ("Failed to load
 * resource: … 500") or a dropped connection (net::ERR_…). The suite causes them on purpose; how the
 * console handles them is checked on the screen. A CSP violation is an error like any other.
 */
const INJECTED_FAULTS = [/Failed to load resource/, /ERR_/];

export const openSession = (browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Session> =>
  openSessionOn(browser, { consoleURL: baseURL(), apiOrigin: inject('apiOrigin'), viewport });

export { launchBrowser };

/**
 * Like `openSession`, on another console than the suite's (a second deploy/start): its context's
 * base URL is `consoleURL`, and requests to hosts other than that console and `apiOrigin` count
 * as foreign.
 */
export async function openSessionOn(
  browser: Browser,
  {
    consoleURL,
    apiOrigin,
    viewport = { width: 1280, height: 800 },
    storageState,
  }: {
    consoleURL: string;
    apiOrigin: string;
    viewport?: { width: number; height: number };
    /** Cookies and localStorage to start with (a browser reopened with what it kept). */
    storageState?: BrowserContextOptions['storageState'];
  },
): Promise<Session> {
  const context = await browser.newContext({ baseURL: consoleURL, viewport, storageState });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  const allowed = new Set([new URL(consoleURL).origin, apiOrigin]);
  const watch = watchConsole(page, INJECTED_FAULTS);
  page.on('console', (message) => {
    if (message.type() === 'error' && !INJECTED_FAULTS.some((fault) => fault.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > 200) trail.shift();
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`page ${frame.url()}`));
  page.on('request', (request) => note(`→ ${request.method()} ${request.url()}`));
  page.on('requestfinished', (request) => note(`← ${request.url()}`));
  page.on('requestfailed', (request) => note(`✗ ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('console', (message) => note(`console.${message.type()} ${message.text().slice(0, 300)}`));
  page.on('pageerror', (error) => note(`pageerror ${String(error).slice(0, 300)}`));
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !allowed.has(new URL(url).origin)) foreign.push(url);
  });
  return { page, errors, warnings: watch.warnings, console: watch, foreign, trail };
}

/**
 * The hooks every real-API file shares: one browser for the file; before each test a fresh seed
 * and a fresh page (signed in unless told otherwise); after it the faults cleared, no unexpected
 * console error and no request to another host, the page closed. `suite.page` is the test's page.
 */
export function realApiSuite({
  signedIn = true,
  prepare,
}: {
  signedIn?: boolean;
  prepare?: (page: Page) => Promise<void>;
} = {}) {
  let browser: Browser;
  let current: Session | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await platform.reset();
    current = await openSession(browser);
    if (signedIn) await loginAsAdmin(current.page);
    await prepare?.(current.page);
  });
  afterEach(async ({ task }) => {
    await platform.clearFaults();
    if (!current) return;
    if (task.result?.state === 'fail') await printScreen(task.name, current);
    expect(current.errors, 'console errors').toEqual([]);
    expect(current.foreign, 'requests to other hosts').toEqual([]);
    await current.page.context().close();
  });
  return {
    get session(): Session {
      return current as Session;
    },
    get page(): Page {
      return (current as Session).page;
    },
  };
}

/**
 * What a failed test's page showed, for the run's log: a flake seen once in CI can be read there
 * (the address, the screen's text, the last requests and console lines).
 */
async function printScreen(name: string, session: Session): Promise<void> {
  const shown = await session.page
    .evaluate(() => `${location.href}\n${document.body.innerText.replace(/\s*\n\s*/g, ' | ').slice(0, 1500)}`)
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
  console.error(`[${name}] the page when it failed:\n${shown}\n${session.trail.slice(-60).join('\n')}`);
}

export async function signIn(page: Page, account = DEMO_ADMIN): Promise<void> {
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in from /login and waits for the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await page.waitForURL(/\/DashboardHome$/);
}

/** The notification texts now shown. */
export const toasts = (page: Page) => page.locator('.MuiSnackbarContent-message').allInnerTexts();

/** Waits until a notification with this text shows. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.MuiSnackbarContent-message', { hasText: text }).first().waitFor();
}

/** No notification matching `text` shows during `ms` (a success that must not come). */
export async function expectNoToast(page: Page, text: RegExp, ms = 2500): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    expect((await toasts(page)).filter((shown) => text.test(shown))).toEqual([]);
    await page.waitForTimeout(250);
  }
}

/** Closes the notifications shown, so the next one can show. */
export async function dismissToasts(page: Page): Promise<void> {
  for (let round = 0; round < 5 && (await toasts(page)).length > 0; round += 1) {
    await page.mouse.click(5, 790);
    await page.waitForTimeout(150);
  }
}
