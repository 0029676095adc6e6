import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sortListings } from '../../src/resources/weeklyData/mock';
import type { ListingRow } from '../../src/resources/weeklyData/record';
import { expectToast, FAULT, platform, realApiSuite, SAYS, tallyFor } from './platform';

/**
 * The weekly grid's kept sort and page and its CSV export against the standalone weekly host:
 * every row of the sheet, page after page, in the host's own order for the chosen sort, each
 * value exactly as the host stored it.
 */
const tally = tallyFor(import.meta.url);
const SHEET = 'sheet-2026-w46';
const suite = realApiSuite({
  prepare: (page) => page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET),
});

/** Two rows of the sheet rewritten with the host's own formats, and one hostile address. */
async function plantPlatformRows(): Promise<ListingRow[]> {
  const rows = await platform.collection<ListingRow>('listings');
  const sheet = rows.filter((row) => row.csvsheet_id === SHEET);
  Object.assign(sheet[0] as ListingRow, {
    list_price: '$150,000',
    sold_price: '',
    listing_discount: '0%',
    days_on_market: '',
    list_date: '2025-01-27T12:00:00.000Z',
    address: '1 Platform Way, Unit "B"',
  });
  Object.assign(sheet[1] as ListingRow, { address: '=HYPERLINK("http://x.test")', city: 'Hoboken' });
  await platform.setCollection('listings', rows);
  return rows.filter((row) => row.csvsheet_id === SHEET);
}

describe('weekly export against a real host', () => {
  it('keeps sort and page over a reload, then exports the whole sheet in that sort, values as stored', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const sheet = await plantPlatformRows();
    await page.goto('/WeeklyData');
    await page.getByText(`1-100 of ${sheet.length}`).waitFor();
    const town = page.getByRole('columnheader', { name: 'Town', exact: true });
    await town.getByRole('button').click();
    await expect.poll(() => town.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(`101-200 of ${sheet.length}`).waitFor();

    await page.reload();
    await page.getByText(`101-200 of ${sheet.length}`).waitFor();
    expect(await town.getAttribute('aria-sort')).toBe('ascending');
    const requests = await platform.requests('/getCsvDatabyWeek');
    expect(JSON.parse(requests.at(-1)?.body ?? '{}')).toMatchObject({
      typeData: 'city',
      orderBy: 'asc',
      csvsheet_id: SHEET,
      pagination: 2,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`weekly-${SHEET}.csv`);
    const parsed = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[0]?.[4]).toBe('Town');
    const rows = parsed.slice(1);
    const expected = sortListings(sheet, 'city', false);
    expect(rows.map((row) => row[3])).toEqual(
      expected.map((row) => (row.address.startsWith('=') ? `'${row.address}` : row.address)),
    );
    const planted = rows.find((row) => row[3] === '1 Platform Way, Unit "B"');
    expect(planted?.slice(0, 2)).toEqual(['$150,000', '']);
    expect(planted?.[5]).toBe('2025-01-27T12:00:00.000Z');
    expect(planted?.slice(8)).toEqual(['0%', '']);
  });

  it('a failing host: the export says why, downloads nothing, and can be tried again', async () => {
    const { page } = suite;
    await page.goto('/WeeklyData');
    await page.getByText(/^1-100 of \d+$/).waitFor();
    await platform.fault({ path: '/getCsvDatabyWeek', reply: FAULT.serverWithMessage });
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    const button = page.getByRole('button', { name: 'Export' });
    await button.click();
    await expectToast(page, SAYS.serverWithMessage);
    expect(downloads).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`weekly-${SHEET}.csv`);
  });
});
