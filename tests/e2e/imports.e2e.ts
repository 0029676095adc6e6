import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../mocks/db';
import { describeFindings, isBlocking, runAxe, settle } from './axe';
import { launchBrowser, openPage, type Watched } from './browser';
import { focused } from './focus';
import { loginAsAdmin } from './screens';

/**
 * Import reconciliation on /BusinessUploads in the built app (embedded platform mock): rows that
 * repeat a seeded store or each other and a row without a name are flagged and start unticked;
 * the admin ticks one back by keyboard; after the import the result panel tells created rows from
 * the one the platform skipped, downloads that one as a CSV and registers the new stores. On a
 * phone the screen does not scroll sideways, and axe finds nothing serious.
 */
const PHONE = { width: 360, height: 740 };
const seeded = seedData().stores[0]!;
const national = seeded.phone.replace(/\D/g, '');
const HEADER = 'businessName,businessAddress,businessCity,businessState,businessZip,phone';
const CSV = [
  HEADER,
  `"${seeded.businessName.toUpperCase()}",1 Any St,Austin,TX,73301,(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
  'E2E Reconcile Bakery,5 Pine St,Austin,TX,73301,(512) 555-0180',
  'E2E Reconcile Florist,6 Rose Ave,Reno,NV,89501,775-555-0181',
  ',7 Side St,Austin,TX,73301,5125550182',
  'e2e reconcile bakery,8 Elm St,Austin,TX,73301,',
].join('\n');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseCsv(page: Page, text = CSV) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

const rowOf = (page: Page, n: number) =>
  page.locator('tr', { has: page.getByRole('checkbox', { name: `Include row ${n}`, exact: true }) });

describe('import reconciliation (/BusinessUploads)', () => {
  let session: Watched;
  let page: Page;

  beforeAll(async () => {
    session = await openPage(browser);
    page = session.page;
    page.setDefaultTimeout(15_000);
    await loginAsAdmin(page, { reset: true });
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('flags duplicates and malformed rows, sends the kept ones, tells created from skipped, registers', async () => {
    await page.goto('/BusinessUploads');
    await page.getByRole('heading', { name: 'Business Bulk Uploads', level: 1 }).waitFor();
    await chooseCsv(page);
    await page.getByText('5 rows: 2 likely duplicates, 1 malformed · 2 rows will be sent').waitFor();
    await rowOf(page, 1).getByText(`Same name and phone as store “${seeded.businessName}”`).waitFor();
    await rowOf(page, 4).getByText('Missing business name').waitFor();
    await rowOf(page, 5).getByText('Repeats row 2 (same name)').waitFor();
    for (const [n, ticked] of [
      [1, false],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ] as const)
      expect(await page.getByRole('checkbox', { name: `Include row ${n}`, exact: true }).isChecked()).toBe(
        ticked,
      );

    // By keyboard: Tab from row 3's box to row 4's, Space ticks it (the platform will skip it).
    await page.getByRole('checkbox', { name: 'Include row 3', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Include row 4');
    await page.keyboard.press('Space');
    await page.getByText('5 rows: 2 likely duplicates, 1 malformed · 3 rows will be sent').waitFor();

    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('File uploaded successfully').waitFor();
    const panel = page.getByRole('region', { name: 'Import result' });
    await panel
      .getByText('2 rows created stores · 1 row skipped by the server · 2 rows left out before sending')
      .waitFor();
    await panel.getByText('New store “E2E Reconcile Bakery”').waitFor();
    await panel.getByText('New store “E2E Reconcile Florist”').waitFor();
    await panel.getByRole('cell', { name: 'Skipped by the server' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download skipped rows (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stores-skipped.csv');
    // Every row not imported: the two left out before sending (rows 1 and 5) and the server's skip.
    const lines = CSV.split('\n');
    expect(Papa.parse(readFileSync(await download.path(), 'utf8')).data).toEqual(
      Papa.parse([HEADER, lines[1], lines[4], lines[5]].join('\n')).data,
    );
    await panel.getByRole('cell', { name: 'Left out before sending: Repeats row 2 (same name)' }).waitFor();

    await panel.getByRole('button', { name: 'Mark 2 new stores as registered' }).click();
    await panel.getByText('2 stores marked as registered, 0 failed').waitFor();
    await panel.getByText('New store “E2E Reconcile Bakery”, registered').waitFor();
    expect(await panel.getByRole('button', { name: /^Mark \d+ new stores? as registered$/ }).count()).toBe(0);

    // The same file again: the check reads the list anew, so the stores just made are duplicates now.
    await chooseCsv(page);
    await rowOf(page, 2).getByText('Same name, phone and address as store “E2E Reconcile Bakery”').waitFor();
    await page.getByText('5 rows: 4 likely duplicates, 1 malformed · 0 rows will be sent').waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('No row is ticked: tick the rows to send.').waitFor();
  });

  it('on the Manage Stores list the new stores show as registered', async () => {
    await page.goto('/Stores');
    await page.getByRole('heading', { name: 'Manage Stores', level: 1 }).waitFor();
    const search = page.getByRole('textbox', { name: /search/i }).first();
    await search.fill('E2E Reconcile');
    await page.locator('#main-content tbody tr').filter({ hasText: 'E2E Reconcile Florist' }).waitFor();
    const rows = page.locator('#main-content tbody tr').filter({ hasText: 'E2E Reconcile' });
    expect(await rows.count()).toBe(2);
    // A registered store's "Mark as registered" action is done: disabled.
    for (const row of await rows.all())
      expect(await row.getByRole('button', { name: 'Mark as registered' }).isDisabled()).toBe(true);
  });
});

describe('import reconciliation on a 360 px phone', () => {
  it('the check and the result fit the width (tables scroll inside), and axe finds nothing serious', async () => {
    const session = await openPage(browser, PHONE);
    const { page } = session;
    page.setDefaultTimeout(15_000);
    try {
      await loginAsAdmin(page, { reset: true });
      await page.goto('/BusinessUploads');
      await chooseCsv(page);
      await page.getByText('5 rows: 2 likely duplicates, 1 malformed · 2 rows will be sent').waitFor();
      const fits = async (where: string) => {
        await settle(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${where} scrolls sideways`).toBeLessThanOrEqual(PHONE.width + 2);
        const blocking = (await runAxe(page, where)).filter(isBlocking);
        expect(blocking, describeFindings(blocking)).toEqual([]);
      };
      await fits('the check');
      await page.getByRole('button', { name: 'Upload File' }).click();
      const panel = page.getByRole('region', { name: 'Import result' });
      await panel.getByText(/2 rows created stores/).waitFor();
      await fits('the result');
    } finally {
      await session.context.close();
    }
  });
});
