import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './axe';
import { launchBrowser, openPage, type Watched } from './browser';
import { DECLARED_SCREENS } from './declaredScreens';
import { type DevServer, startDevServer } from './devServer';
import { LOGGED_IN_SCREENS, LOGGED_OUT_PATHS, loginAsAdmin, openScreen, tour } from './screens';

/**
 * The console as a developer runs it (`npm start`: Vite's dev server, React's development build
 * with all its warnings): every account screen, then every admin screen and each of its dialogs,
 * then every admin screen again on a phone (its compact lists and menu drawer render other
 * components: an agent's list there once logged 80 duplicate-key errors). The console guard
 * (./consoleGuard.ts) fails a test on any console error or warning; the production build's suites
 * cannot see React's development warnings, this one can.
 */
let browser: Browser;
let server: DevServer;
let session: Watched;
let page: Page;
const seen: string[] = [];
/** Counts a page's console errors and warnings for the report printed at the end. */
const countMessages = (watched: Page) =>
  watched.on('console', (message) => {
    const kind = message.type();
    if (kind === 'error' || kind === 'warning') seen.push(`${kind} ${message.text().split('\n')[0]}`);
  });

const PHONE = { width: 390, height: 844 };
/** The screens a phone shows as compact lists (the resources' and Flagged Feeds'): wait for their items. */
const COMPACT_LISTS = new Set([
  ...DECLARED_SCREENS.filter((screen) => screen.resource).map((screen) => screen.path),
  '/Data',
]);

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startDevServer()]);
  session = await openPage(browser, undefined, server.url);
  page = session.page;
  page.setDefaultTimeout(30_000);
  countMessages(page);
  // The first load makes Vite pre-bundle the dependencies; later loads are quick.
  await page.goto('/login?mockReset', { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 120_000 });
}, 240_000);

afterAll(async () => {
  console.info(
    `dev server tour: ${seen.length} console errors/warnings${seen.length ? `:\n  ${seen.join('\n  ')}` : ''}`,
  );
  await browser?.close();
  await server?.close();
});

describe('the dev server (npm start) logs no console error or warning', () => {
  it('on the account screens', async () => {
    for (const path of LOGGED_OUT_PATHS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
  });

  it('signs in', async () => {
    await loginAsAdmin(page);
  });

  for (const screen of LOGGED_IN_SCREENS) {
    it(`on ${screen.path} and each of its dialogs`, async () => {
      const unopened = await tour(page, screen, async () => undefined);
      expect(unopened).toEqual([]);
    });
  }

  it('made no request to an outside host', async () => {
    await openScreen(page, '/DashboardHome');
    expect(session.foreignRequests).toEqual([]);
  });
});

describe('on a phone (390 × 844), the dev server logs no console error or warning', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = (await openPage(browser, PHONE, server.url)).page;
    phone.setDefaultTimeout(30_000);
    countMessages(phone);
    await loginAsAdmin(phone);
  }, 60_000);

  afterAll(async () => {
    await phone?.context().close();
  });

  // The screens only (their dialogs are the desktop tour's): each list as a phone shows it.
  for (const screen of LOGGED_IN_SCREENS) {
    it(`on ${screen.path}`, async () => {
      await openScreen(phone, screen.path);
      await screen.prepare?.(phone);
      if (COMPACT_LISTS.has(screen.path)) await phone.locator('#main-content li').first().waitFor();
      // What renders only once scrolled to (the dashboard's trends, below a phone's fold) too.
      await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(phone);
    });
  }

  it('in the menu drawer, and on the screen an entry of it opens', async () => {
    await openScreen(phone, '/DataListing');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const entry = phone.getByRole('menuitem', { name: 'Manage Agents' });
    await entry.waitFor();
    await settle(phone);
    await entry.click();
    await phone.waitForURL(/\/CreateAgent$/);
    await phone.locator('#main-content li').first().waitFor();
    await settle(phone);
  });
});
