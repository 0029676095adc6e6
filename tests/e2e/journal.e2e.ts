import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { loginAsAdmin } from './screens';

/**
 * The admin's change journal in the browser, on the built app and its embedded API: an edit
 * shows in the app bar's panel and on "Your changes" with its before and after; Undo puts the
 * old value back; a user's delete says before confirming that it cannot be undone; logout
 * empties the journal.
 */
let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, { width: 1366, height: 768 });
  page = session.page;
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

const shot = async (name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/journal-${name}.png` });
};

describe('the admin’s change journal', () => {
  let tagline = '';

  it('an edit of a user is in the app bar’s panel and on "Your changes", before → after', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const field = dialog.getByLabel(/^Tagline/);
    await expect.poll(() => field.inputValue()).not.toBe('');
    tagline = await field.inputValue();
    await field.fill('Written to be undone');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.waitForTimeout(3000);
    await shot('after-update');
    await page.getByText(/user updated successfully/i).waitFor();

    await page.getByRole('button', { name: 'Your changes: 1 in this session' }).click();
    const panel = page.getByRole('dialog', { name: 'Your changes' });
    await panel.getByText('Edited · Users').waitFor();
    await shot('panel');
    await panel.getByRole('link', { name: 'All your changes' }).click();
    await page.waitForURL(/\/YourChanges$/);
    await page.getByRole('heading', { level: 1, name: 'Your changes' }).waitFor();
    const entry = page.getByRole('listitem').filter({ hasText: 'Edited · Users' });
    const row = entry.getByRole('row').filter({ hasText: 'Tagline' });
    await expect.poll(() => row.innerText()).toContain('Written to be undone');
    expect(await row.innerText()).toContain(tagline);
    await shot('page');
  });

  it('Undo puts the old tagline back on the platform, and the entry says it was undone', async () => {
    const entry = page.getByRole('listitem').filter({ hasText: 'Edited · Users' }).last();
    await entry.getByRole('button', { name: /^Undo: / }).click();
    await page.getByText('Change undone.').waitFor();
    await entry.getByText('Undone', { exact: true }).waitFor();
    // The undo is an entry of its own.
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Edited · Users' }).count()).toBe(2);
    await shot('undone');
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect.poll(() => dialog.getByLabel(/^Tagline/).inputValue()).toBe(tagline);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a user’s delete confirmation says it cannot be undone, before the admin confirms', async () => {
    await page.goto('/DataListing');
    await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it('logout empties the journal', async () => {
    expect(await page.evaluate(() => sessionStorage.getItem('console:journal'))).not.toBeNull();
    await page
      .getByRole('button', { name: /user menu|Profile/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('console:journal'))).toBeNull();
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Your changes: 0 in this session' }).waitFor();
  });
});
