import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db';
import type { Store } from '../../src/resources/stores/record';
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
const seeded = createDb().collection<Store>('stores')[0]!;
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

/** #50 item 8: the result table as the admin reads it, in English and French, laptop and phone. */
const RESULT = {
  en: {
    upload: 'Upload File',
    region: 'Import result',
    caption: 'Rows of the file, in its order, with what became of each',
    headers: ['Row', 'Business name', 'Result'],
  },
  fr: {
    upload: 'Envoyer le fichier',
    region: "Résultat de l'import",
    caption: 'Lignes du fichier, dans son ordre, avec le sort de chacune',
    headers: ['Ligne', 'Nom du commerce', 'Résultat'],
  },
} as const;
const LAPTOP = { width: 1366, height: 768 };
const PHONE_390 = { width: 390, height: 844 };

describe('the import result table: the caption tells its order, the name shows once, every column readable', () => {
  for (const locale of ['en', 'fr'] as const) {
    for (const viewport of [LAPTOP, PHONE_390]) {
      it(`${locale} at ${viewport.width} px`, async () => {
        const words = RESULT[locale];
        const session = await openPage(browser, viewport);
        const { page } = session;
        page.setDefaultTimeout(15_000);
        try {
          await loginAsAdmin(page, { reset: true });
          await page.evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), locale);
          await page.goto('/BusinessUploads');
          await chooseCsv(page);
          await page.getByRole('checkbox').first().waitFor();
          await page.getByRole('button', { name: words.upload }).click();
          const table = page.getByRole('region', { name: words.region }).getByRole('table');
          await table.getByRole('row').nth(5).waitFor();
          // As the admin reading down to the table's end while the upload's notification shows.
          const seen = await table.evaluate((el) => {
            const caption = el.querySelector('caption') as HTMLElement;
            caption.scrollIntoView({ block: 'end' });
            const box = el.parentElement as HTMLElement;
            const rect = (node: Element | null) => {
              if (!node) return undefined;
              const { top, bottom, left, right } = node.getBoundingClientRect();
              return { top, bottom, left, right };
            };
            const rows = el.querySelectorAll('tbody tr');
            return {
              caption: caption.innerText.trim(),
              headers: Array.from(el.querySelectorAll('thead th')).map((th) =>
                (th as HTMLElement).innerText.trim(),
              ),
              rowNumbers: Array.from(rows).map((row) =>
                (row.firstElementChild as HTMLElement).innerText.trim(),
              ),
              table: el.scrollWidth,
              box: box.clientWidth,
              page: document.documentElement.scrollWidth,
              captionBox: rect(caption),
              lastRow: rect(rows[rows.length - 1] ?? null),
              notification: rect(document.querySelector('.MuiSnackbar-root [role="alert"]')),
            };
          });
          if (process.env.SHOTS_DIR)
            await page.screenshot({
              path: `${process.env.SHOTS_DIR}/upload-result-${viewport.width}-${locale}.png`,
            });

          expect.soft(seen.caption).toBe(words.caption);
          expect.soft(seen.rowNumbers, 'rows in the file’s order').toEqual(['1', '2', '3', '4', '5']);
          // The file's own "businessName" column is what "Business name" shows: once.
          expect
            .soft(seen.headers)
            .toEqual([
              ...words.headers,
              'businessAddress',
              'businessCity',
              'businessState',
              'businessZip',
              'phone',
            ]);
          expect.soft(seen.page, 'no sideways page scroll').toBeLessThanOrEqual(viewport.width + 2);
          if (viewport === LAPTOP) {
            expect
              .soft(seen.table, 'the table fits its card: the phone column whole')
              .toBeLessThanOrEqual(seen.box + 1);
          } else {
            // A phone scrolls the table inside its card; its end (the phone column) comes into view.
            const phone = table.getByRole('columnheader', { name: 'phone', exact: true });
            await phone.scrollIntoViewIfNeeded();
            const inside = await phone.evaluate((th) => {
              const box = (th.closest('[role="group"]') as HTMLElement).getBoundingClientRect();
              const cell = th.getBoundingClientRect();
              return cell.left >= box.left - 1 && cell.right <= box.right + 1;
            });
            expect.soft(inside, 'the phone column can be scrolled into the card').toBe(true);
          }
          // Item 12: the notification hides neither the caption nor the last row.
          expect.soft(seen.notification, 'the upload notification still shows').toBeDefined();
          const overlaps = (a: typeof seen.notification, b: typeof seen.notification) =>
            !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          expect
            .soft(overlaps(seen.notification, seen.captionBox), 'the notification covers the caption')
            .toBe(false);
          expect
            .soft(overlaps(seen.notification, seen.lastRow), 'the notification covers the last row')
            .toBe(false);
        } finally {
          await session.context.close();
        }
      });
    }
  }
});
