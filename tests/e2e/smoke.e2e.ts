import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../src/i18n/english';
import { flattenMessages } from '../../src/i18n/merge';
import { navigation } from '../../src/layout/navigation';
import { launchBrowser, openPage, type Watched, waitForQuiet } from './browser';
import { DECLARED_SCREENS } from './declaredScreens';
import { loginAsAdmin } from './screens';

/** The app boots on the embedded API, the demo admin logs in, and every sidebar screen opens cleanly. */
let browser: Browser;
let session: Watched;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** The menu, as the declarations build it (src/layout/navigation.ts), in English. */
const texts = flattenMessages(english as Record<string, unknown>);
const screens = navigation.map((item) => ({ menu: texts[item.labelKey] ?? item.labelKey, path: item.to }));

describe('smoke: boot, login, sidebar', () => {
  it('sends a logged-out visitor of an admin screen to the login page', async () => {
    const { page } = session;
    await page.goto('/DataListing');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('logs in with the demo admin and lands on the dashboard', async () => {
    const { page } = session;
    await loginAsAdmin(page);
    expect(
      await page.evaluate(() => localStorage.getItem('username') ?? sessionStorage.getItem('username')),
    ).toBeTruthy();
  });

  it('reaches every sidebar screen from the menu', async () => {
    const { page } = session;
    for (const screen of screens) {
      await page.getByRole('menuitem', { name: screen.menu, exact: true }).click();
      await page.waitForURL(new RegExp(`${screen.path}$`));
    }
  });

  it('answers every route of the spec without a blank page', async () => {
    const { page } = session;
    const routes = DECLARED_SCREENS.map((screen) => screen.path);
    for (const route of routes) {
      await page.goto(route);
      await waitForQuiet(page);
      const text = await page.locator('#root').innerText();
      expect(text.trim().length, route).toBeGreaterThan(20);
    }
  });

  it('made no request to an outside host and logged no console error', () => {
    expect(session.foreignRequests).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('logs out from the sidebar, clearing the stored username', async () => {
    const { page } = session;
    await page.goto('/DashboardHome');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    expect(
      await page.evaluate(() => localStorage.getItem('username') ?? sessionStorage.getItem('username')),
    ).toBeNull();
  });
});
