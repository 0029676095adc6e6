import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { typeDay } from './dates';
import { loginAsAdmin } from './screens';

/**
 * The dashboard's trends on the built app and its embedded API: the counters come first; the
 * panel's code is fetched once they are in, its calls and charts wait until it is in view or the
 * page is scrolled towards it; its figures agree with the counters for the same range.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Screenshots of the phone's dashboard, to look at. */
const OUT = 'test-results/trends';
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
  it('fetches its code after the counters, loads once scrolled to, and charts the last 12 months', async () => {
    await page.goto('/DashboardHome');
    await countersLoaded();
    const panel = page.getByRole('region', { name: 'Trends' });
    await panel.waitFor();
    // Below the fold on this viewport: its code is fetched once the counters are in…
    const box = await panel.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(VIEWPORT.height);
    await expect.poll(() => trendChunks.length, { timeout: 5000 }).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/TrendsPanel-[^/]+\.js$/.test(entry.name)),
    );
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const counters = entries.find((entry) => entry.name.endsWith('/users/dashboardData'));
      const chunk = entries.find((entry) => /\/assets\/TrendsPanel-[^/]+\.js$/.test(entry.name));
      return { countersEnd: counters?.responseEnd ?? Number.NaN, chunkStart: chunk?.startTime ?? Number.NaN };
    });
    // … never before: it does not compete with them.
    expect(timing.chunkStart).toBeGreaterThan(timing.countersEnd);
    // Its calls and charts wait for a scroll: a load that is not looked at draws nothing.
    await page.waitForTimeout(500);
    expect(await panel.getAttribute('aria-busy')).toBe('true');
    expect(bucketCalls()).toEqual([]);
    expect(dashboardCalls.length).toBeGreaterThan(0);

    await panel.scrollIntoViewIfNeeded();
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

/**
 * A 390 × 844 phone (issue #37): the charts once stayed a grey box until scrolled to, then showed
 * empty axes with a lone "0" until their periods came. Now their code comes once the counters
 * are in, the first scroll starts their calls, a chart scrolled to shows its line, and until
 * then each one reads as loading.
 */
describe('dashboard trends on a 390 px phone', () => {
  const PHONE = { width: 390, height: 844 };
  const FIELDS = ['totalRegisteredUsers', 'totalAgents', 'totalBusiness', 'totalActiveCoupons'];
  let phone: Watched;

  /**
   * Installed before the app runs: at every change of the page, notes a chart that shows axes
   * while its periods load, or a lone "0" for its axes (a bare "0" axis), and a busy panel that
   * shows no chart card at all (an anonymous grey box); counts the loading cards seen (titled,
   * "Loading the trends…", no axes).
   */
  const watchTrends = () => {
    const seen = { bare: [] as string[], anonymous: 0, loadingCards: 0 };
    (window as unknown as { __trends: typeof seen }).__trends = seen;
    const check = () => {
      const panel = document.querySelector('#root [data-trends-panel]');
      if (!panel) return;
      const figures = Array.from(panel.querySelectorAll('[data-trend]'));
      if (panel.getAttribute('aria-busy') === 'true' && figures.length === 0) seen.anonymous += 1;
      for (const figure of figures) {
        const ticks = Array.from(figure.querySelectorAll('[class*="ChartsAxis-tickLabel"]'))
          .map((tick) => tick.textContent)
          .join(' ');
        const title = document.getElementById(figure.getAttribute('aria-labelledby') ?? '')?.textContent;
        const summary = document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent;
        const loading = summary === 'Loading the trends…';
        const note = `${figure.getAttribute('data-trend')}: axis "${ticks}"${loading ? ' while loading' : ''}`;
        if ((ticks === '0' || (ticks && loading)) && !seen.bare.includes(note)) seen.bare.push(note);
        if (!ticks && title && loading) seen.loadingCards += 1;
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  };
  const watched = () =>
    phone.page.evaluate(
      () =>
        (window as unknown as { __trends: { bare: string[]; anonymous: number; loadingCards: number } })
          .__trends,
    );
  /** The chart of `field` has its line (or marks) drawn and its summary's totals. */
  const charted = (field: string) =>
    phone.page.evaluate((name) => {
      const figure = document.querySelector(`#root [data-trend="${name}"]`);
      const summary =
        document.getElementById(figure?.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      // A line with its path, or the marks of its points (a line's element is there, empty, before).
      const drawn = figure?.querySelector(
        'path[class*="LineChart-line"]:not([d=""]), [class*="LineChart-mark"]:not(g)',
      );
      return Boolean(drawn) && /^Total \d+; highest \d+/.test(summary);
    }, field);
  const panelReady = () =>
    phone.page.waitForFunction(
      () => {
        const panel = document.querySelector('#root [data-trends-panel]');
        return (
          panel &&
          !panel.hasAttribute('aria-busy') &&
          panel.querySelectorAll('[data-trend] svg path').length > 0
        );
      },
      null,
      { timeout: 10_000 },
    );

  beforeAll(async () => {
    phone = await openPage(browser, PHONE);
    await phone.context.addInitScript(watchTrends);
    await loginAsAdmin(phone.page, { reset: true });
  });
  afterAll(async () => {
    await phone?.context.close();
  });

  it('has its code before the scroll, and each chart scrolled to shows its data', async () => {
    const { page } = phone;
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/TrendsPanel-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/DashboardHome');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#root [data-counter]').length === 4 &&
        !document.querySelector('#root [data-counter] .MuiSkeleton-root'),
    );
    await page.screenshot({ path: `${OUT}/trends-390-load.png` });
    // Not a scroll yet: the chart code comes while the admin reads the counters.
    await expect
      .poll(() => chunks.length, { timeout: 5000, message: 'the chart code, fetched before any scroll' })
      .toBeGreaterThan(0);
    for (const field of FIELDS) {
      // The whole chart in view (scrollIntoViewIfNeeded stops at "partly visible").
      await page
        .locator(`#root [data-trend="${field}"]`)
        .evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((name) => {
        const figure = document.querySelector(`#root [data-trend="${name}"]`);
        const box = figure?.getBoundingClientRect();
        return box && box.top >= 0 && box.bottom <= window.innerHeight;
      }, field);
      // Its data soon after it is in view (the 12 calls start with the first scroll); until then
      // its loading state (checked by the watcher): no grey box, no bare axis.
      await expect
        .poll(() => charted(field), { timeout: 5000, message: `${field}, scrolled into view` })
        .toBe(true);
    }
    await page.screenshot({ path: `${OUT}/trends-390-scrolled.png` });
    const seen = await watched();
    expect(seen.bare).toEqual([]);
    expect(seen.anonymous).toBe(0);
    expect(phone.errors).toEqual([]);
  });

  it('while loading, each chart reads as loading: its title, a skeleton, never a bare "0" axis', async () => {
    const { page } = phone;
    // Scrolled down as the page opens, like an admin who knows where the charts are.
    await page.goto('/DashboardHome');
    await page.locator('#root [data-trends-panel]').waitFor();
    await page.mouse.wheel(0, 600);
    await panelReady();
    for (const field of FIELDS) {
      await page.locator(`#root [data-trend="${field}"]`).scrollIntoViewIfNeeded();
      expect(await charted(field), field).toBe(true);
    }
    const seen = await watched();
    expect(seen.bare).toEqual([]);
    expect(seen.anonymous).toBe(0);
    // The loading state was seen (the check above is not empty): the four titled cards.
    expect(seen.loadingCards).toBeGreaterThanOrEqual(4);
    expect(phone.errors).toEqual([]);
  });
});
