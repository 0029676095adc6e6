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
    await page.getByText(/user updated successfully/i).waitFor();
    await shot('after-update');

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
    // The spec: logout "goes to /", the sign-in page.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('console:journal'))).toBeNull();
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Your changes: 0 in this session' }).waitFor();
  });
});

describe('the journal’s entry of a deleted agent (#50)', () => {
  const firstCells = (entry: ReturnType<Page['getByRole']>) =>
    entry.locator('tbody tr td:first-child').allInnerTexts();
  const phoneRow = (entry: ReturnType<Page['getByRole']>, label: string) =>
    entry.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  /** How the agents list shows the phone typed as 4155550123. */
  const listedPhone = '+1 415 555 0123';

  it('lists each of the record’s fields once, the phone as the list shows it (en, fr)', async () => {
    await page.goto('/CreateAgent');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    const form = page.getByRole('dialog', { name: 'ADD NEW AGENT' });
    await form.getByLabel(/^First Name/).fill('Sam');
    await form.getByLabel(/^Last Name/).fill('Carter');
    await form.getByLabel(/^Email/).fill('sam.carter@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('4155550123');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Agent created successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'sam.carter@example.com' });
    // The list's phone, once its formatter has loaded.
    await expect.poll(() => row.innerText()).toContain(listedPhone);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('User deleted successfully').waitFor();

    await page.goto('/YourChanges');
    const entry = page.getByRole('listitem').filter({ hasText: 'Deleted · Agents · Sam Carter' });
    await entry.getByRole('table').waitFor();
    expect(await firstCells(entry)).toEqual(['First Name', 'Last Name', 'Email', 'Phone', 'Reference ID']);
    // The phone formatter loads with the entry that shows a phone.
    await expect.poll(() => phoneRow(entry, 'Phone').innerText()).toContain(listedPhone);
    await shot('agent-deleted');

    await page.goto('/YourChanges?locale=fr');
    const french = page.getByRole('listitem').filter({ hasText: 'Supprimé · Agents · Sam Carter' });
    await french.getByRole('table').waitFor();
    expect(await firstCells(french)).toEqual(['Prénom', 'Nom', 'E-mail', 'Téléphone', 'ID de référence']);
    await expect.poll(() => phoneRow(french, 'Téléphone').innerText()).toContain(listedPhone);
    await shot('agent-deleted-fr');
    await page.goto('/YourChanges?locale=en');
  });

  it('Undo re-creates the agent from the platform’s fields', async () => {
    const entry = page.getByRole('listitem').filter({ hasText: 'Deleted · Agents · Sam Carter' });
    await entry.getByRole('button', { name: 'Undo: Sam Carter' }).click();
    await page.getByText(/Sam Carter is back/).waitFor();
    await page.goto('/CreateAgent');
    const row = page.getByRole('row').filter({ hasText: 'sam.carter@example.com' });
    await row.getByText('Sam Carter', { exact: true }).waitFor();
    await expect.poll(() => row.innerText()).toContain(listedPhone);
  });
});
