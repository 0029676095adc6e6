import { describe, expect, it } from 'vitest';
import {
  expectNoToast,
  expectToast,
  FAULT,
  loginAsAdmin,
  platform,
  realApiSuite,
  signIn,
  tallyFor,
} from './platform';

/**
 * A 401 in the middle of work, against a real HTTP platform: the session ends cleanly (the login
 * form at once), no success is ever claimed, and what the admin typed comes back after signing in.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite({ signedIn: false });

describe('a 401 while saving', () => {
  it('Edit User: the login form shows at once, no success text, and after signing in the dialog comes back with the change, saved once', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    await loginAsAdmin(page);
    await page.goto('/DataListing');
    const [user] = await platform.collection<{ _id: string; fullName: string }>('users');
    await page
      .getByRole('row', { name: new RegExp(user!.fullName) })
      .getByRole('button', { name: 'Edit' })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel(/^Full Name/).fill('Renamed During Expiry');
    await platform.fault({ path: '/coupons/updateUserInAdmin', reply: FAULT.unauthorized });
    await dialog.getByRole('button', { name: 'Update' }).click();

    await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 5000 });
    expect(page.url()).toMatch(/\/login$/);
    await expect(page.getByText(/Your session has ended\. Sign in again/).isVisible()).resolves.toBe(true);
    await expectNoToast(page, /updated/i, 4500);

    await signIn(page);
    await page.waitForURL(new RegExp(`/DataListing/${user!._id}$`));
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByText('Your unsaved changes were restored.').waitFor();
    await tally.kept([[dialog.getByLabel(/^Full Name/), 'Renamed During Expiry']]);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, /user updated successfully/i);
    const saves = await platform.requests('/coupons/updateUserInAdmin');
    expect(saves).toHaveLength(2); // the refused one, then the one after signing in
    expect(JSON.parse(saves[1]!.body)).toMatchObject({ id: user!._id, fullName: 'Renamed During Expiry' });
    const [saved] = await platform.collection<{ fullName: string }>('users');
    expect(saved!.fullName).toBe('Renamed During Expiry');
    expect(suite.session.errors).toEqual([]);
  });

  it('a 401 while a list loads: straight to the login form, then back to that list', async () => {
    const { page } = suite;
    tally.screen('/Stores');
    await loginAsAdmin(page);
    await platform.fault({ path: '/stores/getAllStoresAdmin', reply: FAULT.unauthorized });
    await page.getByRole('menuitem', { name: 'Manage Stores' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 5000 });
    await expect(page.getByText('No Stores found').count()).resolves.toBe(0);
    await signIn(page);
    await page.waitForURL(/\/Stores$/);
    await page.getByRole('heading', { name: 'Manage Stores', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(suite.session.errors).toEqual([]);
  });

  it('a deliberate logout forgets the drafts and the last screen', async () => {
    const { page } = suite;
    await loginAsAdmin(page);
    await page.goto('/BusinessUploads');
    await page.getByRole('button', { name: 'Add New Business' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Business name/)
      .fill('Left Behind');
    await page.reload();
    await page.getByText('You have unsaved changes in Add New Business.').waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expect(page.getByText(/Your session has ended/).count()).resolves.toBe(0);
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    await page.goto('/BusinessUploads');
    await page.getByRole('heading', { name: 'Business Bulk Uploads', level: 1 }).waitFor();
    await expect(page.getByText(/You have unsaved changes/).count()).resolves.toBe(0);
  });
});
