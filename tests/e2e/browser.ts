import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { type ConsoleWatch, watchConsole } from './consoleGuard';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, with the flags this closed network needs (no background connections), plus
 * `extraArgs` (e.g. --ignore-certificate-errors for a self-signed https server).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export const baseURL = () => inject('baseURL');

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Console warnings seen so far. */
  warnings: string[];
  /**
   * The console guard of this page (./consoleGuard.ts): any error or warning not allowed fails the
   * test during which it was logged; `console.expect(/…/)` allows one a test provokes on purpose.
   */
  console: ConsoleWatch;
  /** Every request to a host other than the app's own. */
  foreignRequests: string[];
}

/**
 * A fresh context (empty storage) whose page reports errors, warnings and off-origin requests;
 * on the production build unless `base` names another server (the dev server's suite).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  base: string = baseURL(),
): Promise<Watched> {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  const foreignRequests: string[] = [];
  const origin = new URL(base).origin;
  const watch = watchConsole(page);
  requestsInFlight(page);
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreignRequests.push(url);
  });
  return { context, page, errors: watch.errors, warnings: watch.warnings, console: watch, foreignRequests };
}

/** The requests of each page still in flight, counted from `openPage` (or the first wait). */
const inFlight = new WeakMap<Page, Set<Request>>();

function requestsInFlight(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  inFlight.set(page, pending);
  return pending;
}

/** How long no request may be in flight before a page counts as done loading. */
const QUIET_MS = 150;

/**
 * Waits until none of the page's requests has been in flight for `quietMs` (at most `timeout`):
 * `networkidle`'s fixed 500 ms after the last one, paid on every screen and dialog of a tour, is
 * the suites' single largest wait. A read that a reply's render starts shows a loading indicator,
 * which `settle` waits out next.
 */
export async function waitForQuiet(page: Page, timeout = 10_000, quietMs = QUIET_MS): Promise<void> {
  const pending = requestsInFlight(page);
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((done) => setTimeout(done, 25));
  }
}

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@123' };
