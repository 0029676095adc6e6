import { mkdirSync } from 'node:fs';
import jpeg from 'jpeg-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_ADMIN, launchBrowser } from './browser';

/**
 * The first frame from HTML (src/firstFrame/vitePlugin.ts): what the page shows before the app's
 * code has run, and how the app takes over. "Before" is the page with the app's entry held back
 * (its request never answered), so only the HTML, its CSS and the chooser script have run.
 */
const PHONE = { width: 412, height: 823 };
const LAPTOP = { width: 1366, height: 768 };
const OUT = 'test-results/first-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
});
afterAll(() => browser?.close());

interface Visit {
  route: string;
  viewport?: { width: number; height: number };
  /** localStorage before the page's own scripts (the username marks a signed-in admin). */
  storage?: Record<string, string>;
  /** Hold the app's code back: the page as painted from HTML alone. */
  frameOnly?: boolean;
}

async function visit({ route, viewport = LAPTOP, storage = {}, frameOnly = false }: Visit) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('first-frame-seeded')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    sessionStorage.setItem('first-frame-seeded', '1');
  }, storage);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) win.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (frameOnly)
    await page.route(/\/assets\/[^/]+\.js$/, (r) =>
      /first-frame/.test(r.request().url()) ? r.continue() : undefined,
    );
  // The held-back module script also holds DOMContentLoaded; the HTML is parsed all the same.
  await page.goto(route, { waitUntil: frameOnly ? 'commit' : 'load' });
  if (frameOnly) await page.waitForFunction(() => document.readyState !== 'loading');
  return { context, page };
}

/** What a person sees in the frame: its visible text. */
const frameText = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('#first-frame > div')].filter(
      (div) => getComputedStyle(div).display !== 'none',
    );
    return shown.map((div) => div.innerText).join('\n');
  });

const decode = (png: Buffer) => jpeg.decode(png, { useTArray: true });

/** The share of pixels that differ (any channel by more than 24 of 255) between two screenshots. */
function difference(a: Buffer, b: Buffer): number {
  const one = decode(a);
  const two = decode(b);
  expect([one.width, one.height]).toEqual([two.width, two.height]);
  let differing = 0;
  for (let i = 0; i < one.data.length; i += 4) {
    if (
      Math.abs(one.data[i] - two.data[i]) > 24 ||
      Math.abs(one.data[i + 1] - two.data[i + 1]) > 24 ||
      Math.abs(one.data[i + 2] - two.data[i + 2]) > 24
    )
      differing += 1;
  }
  return differing / (one.width * one.height);
}

const SIGNED_IN = { username: DEMO_ADMIN.email };

describe('the first frame, painted from HTML before the app runs', () => {
  it('shows the sign-in card on /login, in the stored language', async () => {
    const english = await visit({ route: '/login', frameOnly: true });
    expect(await frameText(english.page)).toContain('Admin Login');
    await english.context.close();
    const french = await visit({ route: '/login', frameOnly: true, storage: { 'RaStore.locale': '"fr"' } });
    const text = await frameText(french.page);
    expect(text).not.toContain('Admin Login');
    expect(text.length).toBeGreaterThan(10);
    await french.context.close();
  });

  it('shows a signed-in admin the screen’s heading and menu, in the stored language', async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const { page, context } = await visit({
        route: '/DataListing',
        viewport,
        frameOnly: true,
        storage: SIGNED_IN,
      });
      const text = await frameText(page);
      expect(text).toContain('User Listing');
      if (viewport === LAPTOP) expect(text).toContain('Manage Stores');
      await page.screenshot({ path: `${OUT}/DataListing-${viewport.width}-frame.png` });
      await context.close();
    }
  });

  it('shows a French admin a French frame, never an English one', async () => {
    const { page, context } = await visit({
      route: '/DataListing',
      frameOnly: true,
      storage: { ...SIGNED_IN, 'RaStore.locale': '"fr"' },
    });
    const text = await frameText(page);
    expect(text).toContain('Liste des utilisateurs');
    expect(text).not.toMatch(/User Listing|Manage Stores|Dashboard\b/);
    await context.close();
  });

  it('paints the dashboard as the app first shows it: counters and the trends section', async () => {
    const { page, context } = await visit({ route: '/DashboardHome', frameOnly: true, storage: SIGNED_IN });
    const text = await frameText(page);
    expect(text).toContain('Dashboard');
    expect(text).toContain('Each point counts the records created in that period');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${OUT}/DashboardHome-412-frame.png` });
    await context.close();
  });

  it('asks for the app’s entry, its largest file, before the screen’s own chunks', async () => {
    // Over HTTP/1.1 a browser opens six connections to a host: asked for last, the entry waited
    // behind every small chunk's round trip (docs/performance.md, "rows visible").
    const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, SIGNED_IN);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/.+\.js$/.test(pathname) && !/first-(frame|read)/.test(pathname)) asked.push(pathname);
    });
    const response = await page.goto('/DataListing', { waitUntil: 'load' });
    const boot = JSON.parse(
      await page.evaluate(() => document.getElementById('console-boot')?.textContent ?? '{}'),
    ) as { entry: string; preload: string[] };
    // A list's page: the entry and the list's chunks (a few files: vite.config.ts groups them).
    expect(boot.preload.length).toBeGreaterThan(0);
    // None is asked for by the page itself: a request started before the frame's paint is on
    // the paint's path (docs/performance.md, "code asked with the page", removed). The chooser
    // asks for them once the frame is painted, the entry first.
    expect(await response?.text()).not.toMatch(/rel="modulepreload"/);
    // After the frame's paint, which may come after the page's load event.
    await expect.poll(() => asked[0]).toBe(boot.entry);
    // Every preload is asked for, once (the entry may run and ask for its lazy code before the
    // last of them on this fast local server).
    const preloads = () => asked.filter((file) => boot.preload.includes(file)).sort();
    await expect.poll(preloads).toEqual([...boot.preload].sort());
    await context.close();
  });

  it('asks for the app’s code only once the frame is on screen (its first contentful paint)', async () => {
    // The next animation frame came before the paint was shown: the requests then started
    // before it, and Lighthouse counts those on the paint's path (the dashboard's LCP read 3.1 s).
    // Three loads of each: the next animation frame came before the paint in some loads only.
    for (const route of ['/DashboardHome', '/DataListing'].flatMap((route) => [route, route, route])) {
      const { page, context } = await visit({ route, viewport: PHONE, storage: SIGNED_IN });
      // The page as served (the app removes its boot block once it runs).
      const html = await (await context.request.get(route)).text();
      const boot = /<script type="application\/json" id="console-boot">([^<]*)</.exec(html)?.[1] ?? '{}';
      const file: string = JSON.parse(boot).entry;
      expect(file).toMatch(/\.js$/);
      const timing = await page.waitForFunction((file) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const entry = performance.getEntriesByType('resource').find((request) => request.name.endsWith(file));
        return paint && entry && { paint: paint.startTime, entry: entry.startTime };
      }, file);
      const { paint, entry } = (await timing.jsonValue()) as { paint: number; entry: number };
      expect(paint, route).toBeGreaterThan(0);
      expect(entry, route).toBeGreaterThanOrEqual(paint);
      await context.close();
    }
  });

  it('asks for the code at once when no frame is drawn (a language without frames)', async () => {
    // The chooser marks the screen's frame, but the page draws none for the pseudo-locale: there
    // is no paint to wait for, and waiting for one held the code back a whole second.
    const { page, context } = await visit({
      route: '/DashboardHome',
      storage: { ...SIGNED_IN, 'RaStore.locale': '"en-XA"' },
    });
    const html = await (await context.request.get('/DashboardHome')).text();
    const boot = /<script type="application\/json" id="console-boot">([^<]*)</.exec(html)?.[1] ?? '{}';
    const file: string = JSON.parse(boot).entry;
    expect(file).toMatch(/\.js$/);
    const timing = await page.waitForFunction((file) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const entry = performance.getEntriesByType('resource').find((request) => request.name.endsWith(file));
      return navigation && entry && { parsed: navigation.domContentLoadedEventStart, entry: entry.startTime };
    }, file);
    const { parsed, entry } = (await timing.jsonValue()) as { parsed: number; entry: number };
    // Waiting for a paint that never comes: the one-second safety timer (1,000 ms or more).
    expect(entry - parsed).toBeLessThan(500);
    await context.close();
  });

  it('is a picture, not a second screen: one frame in the page, no control, no label', async () => {
    const { page, context } = await visit({ route: '/BusinessUploads', frameOnly: true, storage: SIGNED_IN });
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await page.locator('#first-frame > div').count()).toBe(1);
    expect(await page.locator('#first-frame :is(input, button, a, label, [role], [id])').count()).toBe(0);
    expect(await frameText(page)).toContain('Business Bulk Uploads');
    await context.close();
  });

  it('never shows a signed-out visitor the signed-in frame', async () => {
    const { page, context } = await visit({ route: '/DataListing', frameOnly: true });
    expect(await frameText(page)).toBe('');
    expect(await page.locator('#first-frame').isVisible()).toBe(false);
    await context.close();
  });

  it('shows no frame in the dark theme (no light flash), nor on a screen it does not know', async () => {
    const dark = await visit({
      route: '/DataListing',
      frameOnly: true,
      storage: { ...SIGNED_IN, 'RaStore.theme': '"dark"' },
    });
    expect(await frameText(dark.page)).toBe('');
    await dark.context.close();
    // The page's styles are the app's (Emotion takes them): in the dark theme the light theme's
    // body style must not stay under the app's.
    const app = await visit({ route: '/DataListing', storage: { ...SIGNED_IN, 'RaStore.theme': '"dark"' } });
    await app.page.getByRole('heading', { level: 1, name: 'User Listing' }).waitFor();
    await expect.poll(() => app.page.locator('#first-frame').count()).toBe(0);
    const body = await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (body.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, `body background ${body}`).toBeLessThan(150);
    expect(await app.page.locator('style[data-emotion^="css-global "]').count()).toBe(0);
    await app.context.close();
    const other = await visit({ route: '/forgotPassword', frameOnly: true });
    expect(await frameText(other.page)).toBe('');
    await other.context.close();
  });

  for (const viewport of [LAPTOP, PHONE])
    it(`matches the app's own first screen of /login at ${viewport.width} px, and goes without a shift`, async () => {
      const frame = await visit({ route: '/login', viewport, frameOnly: true });
      const before = await frame.page.screenshot({ type: 'jpeg', quality: 95 });
      await frame.page.screenshot({ path: `${OUT}/login-${viewport.width}-frame.png` });
      await frame.context.close();

      const app = await visit({ route: '/login', viewport });
      await app.page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await expect.poll(() => app.page.locator('#first-frame').count()).toBe(0);
      await app.page.waitForTimeout(300);
      const after = await app.page.screenshot({ type: 'jpeg', quality: 95 });
      await app.page.screenshot({ path: `${OUT}/login-${viewport.width}-app.png` });
      const share = difference(before, after);
      console.info(`/login at ${viewport.width} px: ${(share * 100).toFixed(2)} % of pixels differ`);
      expect(share).toBeLessThan(0.01);
      expect(
        await app.page.evaluate(() => (window as unknown as { __shift: number }).__shift),
      ).toBeLessThanOrEqual(0.01);
      await app.context.close();
    });

  it('hands the dashboard over to the app without a shift, the frame gone', async () => {
    const { page, context } = await visit({ route: '/DashboardHome', storage: SIGNED_IN });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.locator('#first-frame').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
      0.01,
    );
    await context.close();
  });

  it('paints /WeeklyData as the app first shows it: its empty state, or its heading alone once a sheet is stored', async () => {
    const empty = await visit({ route: '/WeeklyData', viewport: PHONE, frameOnly: true, storage: SIGNED_IN });
    const emptyText = await frameText(empty.page);
    expect(emptyText).toContain('No sheet selected');
    expect(emptyText).toContain('Enter the sheet id to manage its rows.');
    await empty.page.screenshot({ path: `${OUT}/WeeklyData-412-frame.png` });
    await empty.context.close();
    // A stored sheet: the app shows its grid, which the frame cannot know; never the empty state.
    const stored = await visit({
      route: '/WeeklyData',
      viewport: PHONE,
      frameOnly: true,
      storage: { ...SIGNED_IN, csvsheet_id: 'sheet-2026-w46' },
    });
    const storedText = await frameText(stored.page);
    expect(storedText).toContain('Manage Data');
    expect(storedText).not.toContain('No sheet selected');
    await stored.context.close();
  });

  it('hands /WeeklyData’s empty state over to the app without a shift, the frame gone', async () => {
    const { page, context } = await visit({ route: '/WeeklyData', viewport: PHONE, storage: SIGNED_IN });
    await page.getByRole('textbox', { name: 'Sheet id' }).waitFor();
    await expect.poll(() => page.locator('#first-frame').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/WeeklyData-412-app.png` });
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
      0.01,
    );
    await context.close();
  });

  it('hands a signed-in screen over to the app without a shift, the frame gone', async () => {
    const { page, context } = await visit({ route: '/DataListing', storage: SIGNED_IN });
    await page.getByRole('heading', { level: 1, name: 'User Listing' }).waitFor();
    await expect.poll(() => page.locator('#first-frame').count()).toBe(0);
    await page.getByRole('cell', { name: /@/ }).first().waitFor();
    await page.screenshot({ path: `${OUT}/DataListing-1366-app.png` });
    expect(await page.locator('#first-frame-style').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
      0.01,
    );
    await context.close();
  });
});
