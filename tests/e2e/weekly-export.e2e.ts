import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { loginAsAdmin } from './screens';

/**
 * The weekly grid on the built app and its embedded API: a sort and a page survive another screen
 * and a reload (react-admin's store), and Export downloads the whole sheet in that sort as CSV.
 */
const SHEET = 'sheet-2026-w46';
const HEADER =
  'List Price,Sold Price,Listing Status,Address,Town,List Date,Contract Date,Sold Date,Listing Discount,Days on Market';

let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await loginAsAdmin(page, { reset: true });
  await page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET);
});
afterAll(async () => {
  await browser?.close();
});

const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
const rowCount = () => page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 100);
/** The addresses the grid shows, top to bottom. */
const addresses = () =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''));
const price = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('weekly grid: kept sort and page, CSV export', () => {
  let shown: string[] = [];

  it('sorts by List Price descending and goes to page 2', async () => {
    await page.getByRole('menuitem', { name: 'Weekly Data', exact: true }).click();
    await page.getByRole('heading', { name: 'Manage Data', level: 1 }).waitFor();
    await rowCount();
    await page.getByText('1-100 of 320').waitFor();
    const ascending = await addresses();
    await header('List Price').getByRole('button').click();
    await expect.poll(() => header('List Price').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(addresses).not.toEqual(ascending);
    const pageOne = await addresses();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText('101-200 of 320').waitFor();
    await expect.poll(addresses).not.toEqual(pageOne);
    shown = await addresses();
  });

  it('another screen and back: the same sort and page', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/DashboardHome$/);
    await page.getByRole('menuitem', { name: 'Weekly Data', exact: true }).click();
    await page.getByText('101-200 of 320').waitFor();
    expect(await header('List Price').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(addresses).toEqual(shown);
  });

  it('a reload: the same sort and page', async () => {
    await page.reload();
    await page.getByText('101-200 of 320').waitFor();
    await rowCount();
    expect(await header('List Price').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(addresses).toEqual(shown);
  });

  it('Export downloads every row of the sheet in that sort, the header first', async () => {
    const button = page.getByRole('button', { name: 'Export' });
    expect(await button.isEnabled()).toBe(true);
    const started = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    console.info(`weekly export in Chromium: 320 rows (4 pages) in ${Date.now() - started} ms`);
    expect(download.suggestedFilename()).toBe(`weekly-${SHEET}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data.slice(1);
    expect(rows).toHaveLength(320);
    // The rows of the page shown are rows 101-200 of the file: same sort, same order.
    expect(rows.slice(100, 200).map((row) => row[3])).toEqual(shown);
    const prices = rows
      .map((row) => row[0] ?? '')
      .filter((value) => value !== '')
      .map(price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The grid has not moved.
    await page.getByText('101-200 of 320').waitFor();
    expect(session.foreignRequests).toEqual([]);
  });
});
