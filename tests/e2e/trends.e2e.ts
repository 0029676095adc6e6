import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { typeDay } from './dates';
import { loginAsAdmin } from './screens';

/**
 * The dashboard's trends on the built app and its embedded API: the counters come first, the
 * panel's code and calls wait until it is scrolled into view, and its figures agree with the
 * counters for the same range.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The spec's phone width: the four counters stack, so the panel starts below the fold. */
const VIEWPORT = { width: 360, height: 640 };
let browser: Browser;
let session: Watched;
let page: Page;
/** Bodies of the dashboardData calls, and every chunk of the trends panel fetched, in order. */
const dashboardCalls: Array<{ startDate?: string; endDate?: string }> = [];
const trendChunks: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, VIEWPORT);
  page = session.page;
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/users/dashboardData')) dashboardCalls.push(JSON.parse(request.postData() ?? '{}'));
    if (/\/assets\/TrendsPanel-[^/]+\.js$/.test(url)) trendChunks.push(url);
  });
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

const countersLoaded = () =>
  page.waitForFunction(
    () =>
      document.querySelectorAll('[data-counter]').length === 4 &&
      !document.querySelector('[data-counter] .MuiSkeleton-root'),
  );
/** The current month as the panel names it ("November 2026"): the default range ends with it. */
const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date());
/** axe-core's accessibility rules, run in the page on the trends panel. */
const axeViolations = async () => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: string): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
      }
    ).axe;
    const { violations } = await axe.run('[data-trends-panel]');
    return violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
};
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const bucketCalls = () => dashboardCalls.filter((body) => body.startDate && body.endDate);

describe('dashboard trends in the browser', () => {
  it('loads after the counters, once scrolled into view, and charts the last 12 months', async () => {
    await page.goto('/DashboardHome');
    await countersLoaded();
    const panel = page.getByRole('region', { name: 'Trends' });
    await panel.waitFor();
    // Below the fold on this viewport: nothing of the panel is fetched yet.
    const box = await panel.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(VIEWPORT.height);
    await page.waitForTimeout(500);
    expect(await panel.getAttribute('aria-busy')).toBe('true');
    expect(trendChunks).toEqual([]);
    expect(bucketCalls()).toEqual([]);
    expect(dashboardCalls.length).toBeGreaterThan(0);

    await panel.scrollIntoViewIfNeeded();
    await page.getByText('Last 12 months, by month').waitFor();
    expect(trendChunks.length).toBeGreaterThan(0);
    for (const field of ['totalRegisteredUsers', 'totalAgents', 'totalBusiness', 'totalActiveCoupons']) {
      await page.locator(`[data-trend="${field}"] svg path`).first().waitFor();
    }
    await page.waitForFunction(
      () => !document.querySelector('[data-trends-panel]')?.hasAttribute('aria-busy'),
    );
    expect(await axeViolations()).toEqual([]);
    const months = bucketCalls();
    expect(months).toHaveLength(12);
    for (const body of months) {
      expect(body.startDate).toMatch(/^\d{4}-\d{2}-01$/);
      expect(body.endDate?.slice(0, 7)).toBe(body.startDate?.slice(0, 7));
    }
    await page
      .getByRole('figure', { name: 'Total Registered Users per month' })
      .getByText(
        new RegExp(`^Total \\d+; highest \\d+ \\(\\w+ \\d{4}\\); latest \\d+ \\(${thisMonth}\\)\\.$`),
      )
      .waitFor();
  });

  it('the table alternative has a row per month, and it agrees with the counters', async () => {
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: /Records created in each period/ });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(12);
    expect(await axeViolations()).toEqual([]);
    // The table scrolls inside its box: the page itself never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORT.width);
    const users = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent ?? ''),
    );
    const total = users.reduce((sum, text) => sum + digits(text), 0);
    expect(total).toBeGreaterThan(0);
    expect(users.filter((text) => digits(text) > 0).length).toBeGreaterThan(6);

    // The same 12 months as one range: the counter equals the sum of the months.
    const first = bucketCalls()[0]?.startDate ?? '';
    const last = bucketCalls()[11]?.endDate ?? '';
    await typeDay(page, 'From', first);
    await typeDay(page, 'To', last);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(`Counts from ${first} to ${last}`).waitFor();
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-counter="totalRegisteredUsers"]')?.textContent?.replace(/\D/g, '') ===
        n,
      String(total),
    );
    await page.getByRole('button', { name: 'Show as chart' }).click();
    await page.locator('[data-trend="totalRegisteredUsers"] svg path').first().waitFor();
    expect(session.foreignRequests).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
