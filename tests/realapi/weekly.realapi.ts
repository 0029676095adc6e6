import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cycleFaults, HOSTILE, lastBody } from './faults';
import { platform, realApiSuite, tallyFor } from './platform';

/**
 * The weekly grid on the separate weekly host, with the values a real host sends: numbers in its
 * own formats, empty cells, ISO timestamps. A save sends back untouched values exactly as they came.
 */
const tally = tallyFor(import.meta.url);
const SHEET = 'sheet-2026-w46';
const suite = realApiSuite({
  prepare: (page) => page.evaluate((sheet) => localStorage.setItem('csvsheet_id', sheet), SHEET),
});

interface Listing {
  _id: string;
  csvsheet_id: string;
  list_price: number | string;
  [field: string]: unknown;
}

/** The sheet's cheapest row, rewritten with the host's own formats. */
async function plantPlatformRow(): Promise<Listing> {
  const rows = await platform.collection<Listing>('listings');
  const sheet = rows.filter((row) => row.csvsheet_id === SHEET);
  sheet.sort((a, b) => Number(a.list_price) - Number(b.list_price));
  const row = sheet[0]!;
  Object.assign(row, {
    list_price: '$150,000',
    sold_price: '',
    listing_discount: '0%',
    days_on_market: '',
    list_date: '2025-01-27T12:00:00.000Z',
    contract_date: '',
    sold_date: '',
    address: '1 Platform Way',
    city: 'Hoboken',
  });
  await platform.setCollection('listings', rows);
  return row;
}

const editRowOf = async (row: Locator, cell: number) => {
  await row.locator('td').nth(cell).click();
  const editing = row.page().locator('tr[data-editing]');
  await editing.waitFor();
  return editing;
};

describe('weekly data against a real host', () => {
  it("opens the host's own values as they are, and a save sends back every untouched one exactly", async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const planted = await plantPlatformRow();
    await page.goto('/WeeklyData');
    const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
    await row.waitFor();
    // Cells: the price as currency, the ISO timestamp as a day like every list of the console.
    expect(await row.locator('td').nth(0).textContent()).toBe('$150,000');
    expect(await row.locator('td').nth(5).textContent()).toBe('2025-01-27');
    const editing = await editRowOf(row, 4);
    expect(await editing.getByLabel('List Price').inputValue()).toBe('$150,000');
    expect(await editing.getByLabel('Listing Discount').inputValue()).toBe('0%');
    expect(await editing.getByLabel('Sold Price').inputValue()).toBe('');
    await editing.getByLabel('Town').fill('Jersey City');
    await editing.getByLabel('Town').press('Enter');
    await page.getByText('Records Updated Successfully').waitFor();
    expect(await lastBody('/updateCsvData')).toEqual({
      city: 'Jersey City',
      list_price: '$150,000',
      sold_price: '',
      listing_status: planted.listing_status,
      address: '1 Platform Way',
      sold_date: '',
      listing_discount: '0%',
      days_on_market: '',
      list_date: '2025-01-27T12:00:00.000Z',
      contract_date: '',
      _id: planted._id,
    });
  });

  it("an edited number accepts the host's format; an edited date is shifted one day, the others not", async () => {
    const { page } = suite;
    const planted = await plantPlatformRow();
    await page.goto('/WeeklyData');
    const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
    const editing = await editRowOf(row, 0);
    await editing.getByLabel('List Price').fill('$1,200');
    await editing.getByLabel('Listing Discount').fill('2.5%');
    // Typed in the console's order (English: yyyy-MM-dd), sent as yyyy-MM-dd (+1 day, CONSOLE_WEEKLY_DATE_SHIFT_DAYS).
    await editing.getByLabel('Sold Date').fill('2026-11-03');
    await editing.getByRole('button', { name: 'Save the row' }).click();
    await page.getByText('Records Updated Successfully').waitFor();
    expect(await lastBody('/updateCsvData')).toMatchObject({
      list_price: '$1,200',
      listing_discount: '2.5%',
      sold_date: '2026-11-04',
      list_date: '2025-01-27T12:00:00.000Z',
      _id: planted._id,
    });
  });

  it('a failing host keeps the row in edit mode with what was typed; one request per double click', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    await plantPlatformRow();
    await page.goto('/WeeklyData');
    const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
    const editing = await editRowOf(row, 4);
    await editing.getByLabel('Town').fill(HOSTILE);
    await editing.getByLabel('Days on Market').fill('12');
    const save = editing.getByRole('button', { name: 'Save the row' });
    await cycleFaults({
      page,
      path: '/updateCsvData',
      submit: () => save.click(),
      submitButton: save,
      fields: [
        [editing.getByLabel('Town'), HOSTILE],
        [editing.getByLabel('Days on Market'), '12'],
      ],
      success: /Records Updated Successfully/,
      tally,
    });
    expect(await lastBody('/updateCsvData')).toMatchObject({ city: HOSTILE, days_on_market: 12 });
    await page
      .locator('tbody tr', { hasText: '1 Platform Way' })
      .getByText(HOSTILE, { exact: true })
      .waitFor();
  });
});
