import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { type DevServer, startDevServer } from './devServer';
import { LOGGED_IN_SCREENS, LOGGED_OUT_PATHS, loginAsAdmin, openScreen, tour } from './screens';

/**
 * The console as a developer runs it (`npm start`: Vite's dev server, React's development build
 * with all its warnings): every account screen, then every admin screen and each of its dialogs.
 * The console guard (./consoleGuard.ts) fails a test on any console error or warning; the
 * production build's suites cannot see React's development warnings, this one can.
 */
let browser: Browser;
let server: DevServer;
let session: Watched;
let page: Page;
const seen: string[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startDevServer()]);
  session = await openPage(browser, undefined, server.url);
  page = session.page;
  page.setDefaultTimeout(30_000);
  const count = (kind: string) => (text: string) => seen.push(`${kind} ${text.split('\n')[0]}`);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') count(message.type())(message.text());
  });
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
