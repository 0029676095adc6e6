import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, writeXlsx } from '../../src/lib/xlsx';
import { launchBrowser, openPage, type Watched } from './browser';
import { CSP, snapshotDist, watchCsp, withInlineScripts } from './csp';
import { loginAsAdmin } from './screens';
import { serveDist } from './server';

/**
 * Edit in a spreadsheet, on the built app and its embedded API, for each kind of resource (plain
 * fields and known values: users; a phone: stores; dates, numbers and the multipart update:
 * coupons): export → change cells → import → preview → apply. The platform holds the change, and
 * only the changed records were written. Then a record a colleague changed after the export (a
 * conflict: nothing written until the admin chooses), and refused values.
 */
let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { width: 1366, height: 900 });
  page = session.page;
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

type Table = string[][];

const openMenu = () => page.getByRole('button', { name: 'Spreadsheet', exact: true }).click();

async function exportTable(format: 'CSV' | 'Excel'): Promise<Table> {
  await openMenu();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Export for editing (${format})` }).click(),
  ]);
  const path = await download.path();
  if (format === 'Excel') {
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile(path);
    return readXlsx(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

/** Every write to `path` the page makes from now on. */
function countWrites(path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) count += 1;
  });
  return { count: () => count };
}

async function importFile(name: string, buffer: Buffer) {
  await openMenu();
  await page.getByRole('menuitem', { name: 'Import changes…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Import changes/ });
  await dialog
    .getByLabel('File to import')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  return dialog;
}

const csv = (table: Table, delimiter = ',') =>
  Buffer.from(`\uFEFF${Papa.unparse(table, { delimiter, newline: '\r\n' })}`);

const column = (table: Table, header: string) => {
  const index = table[0]?.indexOf(header) ?? -1;
  expect(index, `column ${header}`).toBeGreaterThan(0);
  return index;
};

async function listShows(text: string) {
  const search = page.getByRole('textbox', { name: 'Search' }).first();
  await search.fill(text);
  await page.locator('tbody tr').filter({ hasText: text }).first().waitFor();
  await search.fill('');
}

describe('edit a list in a spreadsheet', () => {
  it('users (plain text, a known value, a phone): only the changed records are written, in one journal entry', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('CSV');
    const [header = []] = table;
    expect(header[0]).toBe('ID');
    expect(header.at(-1)).toBe('As exported (do not edit)');
    const name = column(table, 'Full Name');
    const role = column(table, 'Role');
    const phone = column(table, 'Phone');
    const rows = table.slice(1);
    expect(rows.length).toBeGreaterThan(5);
    const [first, second, third] = rows as [string[], string[], string[]];
    const oldName = first[name] as string;
    first[name] = `${oldName} Jr`;
    second[role] = second[role] === 'Agent' ? 'Customer' : 'Agent';
    third[phone] = '+44 20 7946 0958';

    const writes = countWrites('/coupons/updateUserInAdmin');
    const dialog = await importFile('users.csv', csv(table, ';'));
    await dialog
      .getByText(`${rows.length} rows read: 3 records to change, ${rows.length - 3} unchanged.`)
      .waitFor();
    await dialog.getByText(`Full Name: ${oldName} → ${oldName} Jr`).waitFor();
    await dialog.getByText(/^Phone: .* → \+44 20 7946 0958$/).waitFor();
    expect(writes.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Apply changes to 3 records' }).click();
    await dialog.getByText('3 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    expect(writes.count()).toBe(3);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await listShows(`${oldName} Jr`);

    // The whole import is one entry of the journal…
    await page.getByRole('button', { name: /^Your changes: / }).click();
    const panel = page.getByRole('dialog', { name: 'Your changes' });
    await panel.getByText(/Import changes · Users/).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('… and "Undo this import" puts every record back', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('CSV');
    const name = column(table, 'Full Name');
    const row = table[1] as string[];
    const oldName = row[name] as string;
    row[name] = `${oldName} (to be undone)`;
    const dialog = await importFile('users.csv', csv(table));
    await dialog.getByRole('button', { name: 'Apply changes to 1 record' }).click();
    await dialog.getByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    const writes = countWrites('/coupons/updateUserInAdmin');
    await dialog.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByText('The import was undone: 1 records restored, 0 not.').waitFor();
    expect(writes.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await listShows(oldName);
  });

  it('stores (a phone, a website): the change reaches the platform', async () => {
    await page.goto('/Stores');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('CSV');
    const phone = column(table, 'Phone');
    const rows = table.slice(1) as string[][];
    (rows[0] as string[])[phone] = '+1 415 555 0199';
    const writes = countWrites('/users/updateVendor');
    const dialog = await importFile('stores.csv', csv(table));
    await dialog.getByText(/: 1 record to change,/).waitFor();
    await dialog.getByRole('button', { name: 'Apply changes to 1 record' }).click();
    await dialog.getByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    expect(writes.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await listShows('415 555 0199');
  });

  it('coupons in Excel (dates, a number, a known status; multipart update)', async () => {
    await page.goto('/allCoupons');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('Excel');
    const title = column(table, 'Title');
    const expires = column(table, 'Date Of Expiration');
    const discount = column(table, 'Discount');
    const row = table[1] as string[];
    row[title] = `${row[title]} (spring)`;
    row[expires] = '2031-03-15';
    row[discount] = '42';
    const writes = countWrites('/coupons/editCoupons');
    const file = Buffer.from(await (await writeXlsx(table, 'Coupons')).arrayBuffer());
    const dialog = await importFile('coupons.xlsx', file);
    await dialog.getByText(/: 1 record to change,/).waitFor();
    await dialog.getByText(/^Date Of Expiration: .* → 2031-03-15$/).waitFor();
    await dialog.getByRole('button', { name: 'Apply changes to 1 record' }).click();
    await dialog.getByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    expect(writes.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await listShows(`${row[title]}`);
  });

  it('a record a colleague changed after the export: the conflict is shown, nothing written until chosen', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('CSV');
    const tagline = column(table, 'Tagline');
    const id = table[1]?.[0] as string;
    // The colleague: the same record's tagline changed on the platform after the export.
    await page.goto(`/DataListing/${encodeURIComponent(id)}`);
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    const field = edit.getByLabel(/^Tagline/);
    await expect.poll(() => field.inputValue()).not.toBe('');
    await field.fill('Theirs, written after the export');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText(/user updated successfully/i).waitFor();

    (table[1] as string[])[tagline] = 'Yours, from the spreadsheet';
    const writes = countWrites('/coupons/updateUserInAdmin');
    const dialog = await importFile('users.csv', csv(table));
    await dialog.getByRole('heading', { name: 'Changed by someone else since the export' }).waitFor();
    const conflict = dialog.getByRole('radiogroup', { name: 'Tagline' });
    await conflict.getByText('Theirs: Theirs, written after the export').waitFor();
    await conflict.getByText('Yours: Yours, from the spreadsheet').waitFor();
    const apply = dialog.getByRole('button', { name: 'Apply changes to 1 record' });
    expect(await apply.isDisabled()).toBe(true);
    expect(writes.count()).toBe(0);
    await conflict.getByRole('radio', { name: /^Yours/ }).check();
    await apply.click();
    await dialog.getByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    expect(writes.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await listShows('Yours, from the spreadsheet');
  });

  it('refused values are named with their reason, and nothing of their row is written', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().waitFor();
    const table = await exportTable('CSV');
    const email = column(table, 'Email');
    const phone = column(table, 'Phone');
    const tagline = column(table, 'Tagline');
    const [a, b, c] = table.slice(1) as [string[], string[], string[]];
    a[email] = 'not an e-mail';
    b[phone] = 'call me maybe';
    c[tagline] = 'A valid change';
    const writes = countWrites('/coupons/updateUserInAdmin');
    const dialog = await importFile('users.csv', csv(table, '\t'));
    await dialog.getByText(/: 1 record to change,/).waitFor();
    await dialog.getByText('Row 2, Email: “not an e-mail”: Must be a valid email').waitFor();
    await dialog.getByText('Row 3, Phone: “call me maybe”: not a phone number that can be read').waitFor();
    await dialog.getByRole('button', { name: 'Apply changes to 1 record' }).click();
    await dialog.getByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).').waitFor();
    expect(writes.count()).toBe(1);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the report' }).click(),
    ]);
    const text = await readFile(await report.path(), 'utf8');
    expect(text).toContain('Invalid value');
    expect(text).toContain('Written');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(session.foreignRequests).toEqual([]);
  });
});

describe('under the console’s Content-Security-Policy', () => {
  it('a 3,600-row Excel file is written and read back (the zip library’s blob: workers are refused there)', async () => {
    const dist = snapshotDist();
    const server = await serveDist(dist, { 'Content-Security-Policy': withInlineScripts(CSP, dist) });
    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    try {
      const { page: strict, violations } = await watchCsp(context);
      const before = page;
      page = strict;
      try {
        await loginAsAdmin(page, { reset: true });
        await page.goto('/DataListing?mockScale=60');
        await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
        const table = await exportTable('Excel');
        expect(table.length).toBeGreaterThan(3000);
        const file = Buffer.from(await (await writeXlsx(table, 'Users')).arrayBuffer());
        const dialog = await importFile('users.xlsx', file);
        const rows = table.length - 1;
        await dialog
          .getByText(`${rows} rows read: 0 records to change, ${rows} unchanged.`)
          .waitFor({ timeout: 30_000 });
        expect(violations).toEqual([]);
      } finally {
        page = before;
      }
    } finally {
      await context.close();
      await server.close();
    }
  });
});
