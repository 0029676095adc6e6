import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { typeDay } from './dates';
import { loginAsAdmin } from './screens';

/**
 * The custom pages on the built app and its embedded API: dashboard search, a flagged-feed
 * preview, a business CSV upload, and a weekly-row edit saved and reloaded.
 */
let browser: Browser;
let session: Watched;
let page: Page;
/** 404 replies seen: the demo ships no media, so its feed videos are honest 404s (mocks/handlers/media.ts). */
const notFound: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

const counterValue = (label: string) =>
  page
    .getByRole('heading', { name: label, exact: true })
    .locator('xpath=following-sibling::p')
    .textContent()
    .then((text) => text ?? '');
const toNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('pages in the browser', () => {
  it('dashboard: all-time counts, a searched range, and a refused range', async () => {
    await page.goto('/DashboardHome');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Counts for all time').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-counter]').length === 4 &&
        !document.querySelector('[data-counter] .MuiSkeleton-root'),
    );
    const allUsers = toNumber(await counterValue('Total Registered Users'));
    expect(allUsers).toBeGreaterThan(0);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/users/dashboardData')) requests.push(request.postData() ?? '');
    });
    await typeDay(page, 'From', '2099-01-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Counts from 2099-01-01 to any date').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-counter="totalRegisteredUsers"]')?.textContent === '0',
    );
    // The trends panel under the counters posts its own per-period ranges (both bounds set):
    // the counters' call is the one with only the bound that was typed.
    expect(requests.map((body) => JSON.parse(body))).toContainEqual({ startDate: '2099-01-01' });

    await typeDay(page, 'To', '2098-12-31');
    const sent = requests.length;
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('"To" must be the same day as "From" or later.').waitFor();
    expect(requests.length).toBe(sent);

    await page.getByRole('button', { name: 'All time' }).click();
    await page.getByText('Counts for all time').waitFor();
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-counter="totalRegisteredUsers"]')?.textContent?.replace(/\D/g, '') ===
        String(n),
      allUsers,
    );
  });

  it('flagged feeds: the preview plays a video with controls, and Close closes it', async () => {
    await page.goto('/Data');
    await page.getByRole('heading', { name: 'Flagged Feeds', level: 1 }).waitFor();
    for (const header of ['Thumbnail', 'Caption/Text', 'Posted By', 'Flag Type', 'Feed Date', 'Action']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    const previews = page.getByRole('button', { name: 'Preview' });
    await previews.first().waitFor();
    expect((await page.locator('tbody tr').first().textContent()) ?? '').toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)/,
    );
    const count = await previews.count();
    let sawVideo = false;
    for (let i = 0; i < count && !sawVideo; i += 1) {
      await previews.nth(i).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const video = dialog.locator('video');
      if ((await video.count()) > 0) {
        sawVideo = true;
        expect(await video.getAttribute('controls')).not.toBeNull();
        expect(await video.getAttribute('autoplay')).toBeNull();
        expect(await video.getAttribute('src')).toMatch(/^(https?:|blob:|data:video\/)/);
      }
      for (const action of ['Revoke', 'Block for all post', 'Block User', 'Close']) {
        await dialog.getByRole('button', { name: action }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(sawVideo).toBe(true);
  });

  it('business uploads: previews a CSV, uploads it with progress, and says so', async () => {
    await page.goto('/BusinessUploads');
    await page.getByRole('heading', { name: 'Business Bulk Uploads', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('Please select a file first!').waitFor();

    const csv = [
      'businessName,businessCity,businessState,businessZip,phone',
      'E2E Upload Bakery,Austin,TX,73301,5125550100',
      'E2E Upload Florist,Reno,NV,89501,7755550100',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('2 data rows · 5 columns').waitFor();
    await page.getByRole('cell', { name: 'E2E Upload Bakery' }).waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('No file chosen').waitFor();
  });

  it('weekly data: opens the demo sheet, edits a row, saves, and after a reload shows what the host stored', async () => {
    await page.goto('/WeeklyData');
    await page.getByRole('heading', { name: 'Manage Data', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Use the demo sheet' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 100);
    await page.getByText('1-100 of 320').waitFor();
    expect(await page.getByRole('columnheader', { name: 'List Price' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    const first = page.locator('tbody tr').first();
    const address = ((await first.locator('td').nth(3).textContent()) ?? '').trim();
    await first.locator('td').nth(4).click();
    const editing = page.locator('tr[data-editing]');
    await editing.waitFor();
    await editing.getByLabel('Town').fill('E2E Town');
    await editing.getByLabel('List Date').fill('2026-11-03');
    await editing.getByLabel('Town').press('Enter');
    await page.getByText('Records Updated Successfully').waitFor();
    await editing.waitFor({ state: 'detached' });
    const row = page.locator('tbody tr', { hasText: address });
    await row.getByText('E2E Town').waitFor();
    // The spec shifts an edited date forward one day on save (VITE_WEEKLY_DATE_SHIFT_DAYS, default
    // 1), and the host stores what it receives: the list reloads with the day after the typed one.
    await expect.poll(async () => (await row.locator('td').nth(5).textContent()) ?? '').toBe('2026-11-04');

    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 100);
    const reloaded = page.locator('tbody tr', { hasText: address });
    expect((await reloaded.locator('td').nth(4).textContent()) ?? '').toBe('E2E Town');
    expect((await reloaded.locator('td').nth(5).textContent()) ?? '').toBe('2026-11-04');
  });

  it('weekly data: entering and leaving edit mode commits within a frame budget', async () => {
    const timings = await page.evaluate(async () => {
      const body = document.querySelector('tbody') as HTMLElement;
      const until = (done: () => boolean) =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(body, { childList: true, subtree: true });
        });
      const editing = () => document.querySelector('tr[data-editing]');
      const results: { enter: number; leave: number }[] = [];
      for (let i = 0; i < 15; i += 1) {
        const cell = body.querySelector('tr:nth-child(50) td') as HTMLElement;
        let start = performance.now();
        const entered = until(() => Boolean(editing()));
        cell.click();
        const enter = (await entered) - start;
        const input = editing()?.querySelector('input') as HTMLInputElement;
        start = performance.now();
        const left = until(() => !editing());
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        const leave = (await left) - start;
        results.push({ enter, leave });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return results;
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const enter = median(timings.map((t) => t.enter));
    const leave = median(timings.map((t) => t.leave));
    console.info(
      `weekly edit toggle in Chromium: enter ${enter.toFixed(1)} ms, leave ${leave.toFixed(1)} ms (median of 15)`,
    );
    // Target 16 ms (measured 8 / 6 ms on a loaded 2-CPU machine). The bound leaves room for a busy
    // CI host while catching a grid-wide re-render or relayout (an auto-layout table measured 35-45 ms).
    expect(enter).toBeLessThan(32);
    expect(leave).toBeLessThan(32);
  });

  it('made no request to an outside host and logged no console error', () => {
    expect(session.foreignRequests).toEqual([]);
    // The browser logs each failed media load; those are the demo's missing videos, nothing else.
    expect(notFound.every((url) => /\/media\//.test(url))).toBe(true);
    const mediaLoad = /^Failed to load resource: the server responded with a status of 404/;
    const others = session.errors.filter((error) => !mediaLoad.test(error));
    expect(others).toEqual([]);
    expect(session.errors.length - others.length).toBeLessThanOrEqual(notFound.length);
  });
});
