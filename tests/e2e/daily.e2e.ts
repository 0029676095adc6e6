import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { loginAsAdmin } from './screens';

/**
 * #19 in the browser, on the built app and its embedded API: a declared filter kept in the URL
 * (a bookmark opens the same view), a bulk "Mark as registered" ending in its report, and a
 * delete confirmation naming the record; the same on a phone's Filters button.
 */
let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

const filters = () => page.getByRole('complementary', { name: 'Filters' });
const registeredCells = () =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td:nth-child(5) svg')?.getAttribute('data-testid') ?? ''),
    );

describe('everyday work in the browser', () => {
  it('Manage Stores: Registered "No" filters the rows, and the URL opens the same view', async () => {
    await page.goto('/Stores');
    await filters()
      .getByRole('group', { name: 'Registered' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    await page.waitForURL(/isRegistered/);
    await expect.poll(registeredCells).not.toContain('TrueIcon');
    const bookmark = page.url();
    await page.goto('/DashboardHome');
    await page.goto(bookmark);
    await expect
      .poll(() => filters().getByRole('button', { name: 'No', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(registeredCells).not.toContain('TrueIcon');
  });

  it('a bulk "Mark as registered" ends with its report; the stores are registered', async () => {
    const boxes = page.locator('tbody input[type=checkbox]');
    await page.locator('tbody tr td:nth-child(2)').first().waitFor();
    const names = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    for (let index = 0; index < 2; index += 1) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'Mark as registered' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mark as registered' });
    await dialog.getByText(names[0]!.trim()).waitFor();
    await dialog.getByRole('button', { name: 'Mark as registered' }).click();
    await dialog.getByText('2 done, 0 failed').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The filter (not registered) no longer shows them.
    await expect
      .poll(() => page.locator('tbody tr td:nth-child(2)').allTextContents())
      .not.toContain(names[0]);
  });

  it('a delete confirmation keeps the spec question and names the store', async () => {
    const name = (await page.locator('tbody tr td:nth-child(2)').first().textContent())?.trim() ?? '';
    await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete the record?').waitFor();
    await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('on a phone the filters are behind a Filters button that counts them', async () => {
    const phone = await openPage(browser, { width: 390, height: 800 });
    try {
      await loginAsAdmin(phone.page);
      await phone.page.goto('/DataListing');
      await phone.page.getByRole('button', { name: 'Filters', exact: true }).click();
      await phone.page.getByRole('group', { name: 'Role' }).getByRole('button', { name: 'Vendor' }).click();
      await phone.page.getByRole('button', { name: 'Show results' }).click();
      await phone.page.getByRole('button', { name: 'Filters (1)' }).waitFor();
      await expect.poll(() => phone.page.getByText('Role:').count()).toBeGreaterThan(0);
      const roles = await phone.page.locator('li', { hasText: 'Role:' }).allTextContents();
      for (const text of roles) expect(text).toContain('Vendor');
    } finally {
      await phone.context.close();
    }
  });
});
