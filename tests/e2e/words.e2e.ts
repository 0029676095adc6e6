import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { loginAsAdmin } from './screens';

/**
 * Known values and words as the admin reads them, in English and French: a role by its name (not
 * the platform's word), the same name in the field as in its options, French typography where a
 * label meets its value, one name for one screen in the menu and the app bar.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const NNBSP = '\u202F';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: { width: number; height: number }, locale: 'en' | 'fr'): Promise<Page> {
  const { page } = await openPage(browser, viewport);
  page.setDefaultTimeout(10_000);
  await loginAsAdmin(page, { reset: true });
  // `?locale=fr` chooses the language as the switcher does; it stays for the next screens.
  if (locale !== 'en') {
    await page.goto(`/DashboardHome?locale=${locale}`);
    await page.waitForFunction(
      (code) => localStorage.getItem('RaStore.locale') === JSON.stringify(code),
      locale,
    );
  }
  return page;
}

/** The texts of one column of the list, found by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  await page.getByRole('row').nth(1).getByRole('cell').first().waitFor();
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const rows = page.locator('tbody').getByRole('row');
  const cells: string[] = [];
  for (let row = 0; row < (await rows.count()); row += 1)
    cells.push((await rows.nth(row).getByRole('cell').nth(index).innerText()).trim());
  return cells;
}

describe('a role by its name, at 1366 px', () => {
  it('en: the User Listing names each role ("Customer"), not the platform\'s word ("customer")', async () => {
    const page = await signedIn(LAPTOP, 'en');
    try {
      await page.goto('/DataListing');
      const roles = await column(page, 'Role');
      expect(roles.length).toBeGreaterThan(0);
      expect(roles).toContain('Customer');
      expect(roles.filter((role) => /^[a-z]/.test(role))).toEqual([]);
      await page.screenshot({ path: 'test-results/words-en-users.png' });
    } finally {
      await page.context().close();
    }
  });

  it("fr: Edit User's Role field shows its value as its selected option reads", async () => {
    const page = await signedIn(LAPTOP, 'fr');
    try {
      await page.goto('/DataListing');
      const roles = await column(page, 'Rôle');
      expect(roles).toContain('Client');
      const customer = page.locator('tbody').getByRole('row').nth(roles.indexOf('Client'));
      await customer.getByRole('button', { name: 'Éditer' }).click();
      const dialog = page.getByRole('dialog');
      const role = dialog.getByLabel(/^Rôle/);
      await expect.poll(() => role.inputValue()).toBe('Client (customer)');
      await dialog.getByRole('button', { name: 'Ouvrir' }).click();
      const chosen = page.getByRole('option', { selected: true });
      expect(await chosen.innerText()).toBe(await role.inputValue());
      await page.screenshot({ path: 'test-results/words-fr-edit-user.png' });
    } finally {
      await page.context().close();
    }
  });
});

describe('fr: a label before its value on a phone card, at 390 px', () => {
  for (const [path, label] of [
    ['/Stores', 'Adresse'],
    ['/Data', 'Publié par'],
  ] as const) {
    it(`${path}: "${label}${NNBSP}:", a narrow no-break space before the colon`, async () => {
      const page = await signedIn(PHONE, 'fr');
      try {
        await page.goto(path);
        const labelled = page.getByRole('listitem').getByText(new RegExp(`^${label}\\s*:`));
        await labelled.first().waitFor();
        const texts = await labelled.allInnerTexts();
        for (const text of texts)
          expect(text.startsWith(`${label}${NNBSP}:`), JSON.stringify(text)).toBe(true);
        await page.screenshot({ path: `test-results/words-fr-390-${path.slice(1).toLowerCase()}.png` });
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('fr: one name for the admin coupons, at 1366 px', () => {
  it('the menu entry and the app bar title use the same words', async () => {
    const page = await signedIn(LAPTOP, 'fr');
    try {
      await page.goto('/CreateCoupon');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const entry = page.getByRole('menuitem', { name: /coupons/i }).filter({ hasNotText: /vendeur/i });
      const name = (await entry.innerText()).trim();
      await page.getByRole('banner').getByText(name, { exact: true }).waitFor({ timeout: 3000 });
      await page.locator('tbody').getByRole('row').first().waitFor();
      await page.screenshot({ path: 'test-results/words-fr-admin-coupons.png' });
    } finally {
      await page.context().close();
    }
  });
});
