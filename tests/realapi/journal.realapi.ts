import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  asAnotherAdmin,
  expectNoToast,
  expectToast,
  platform,
  realApiSuite,
  signIn,
  tallyFor,
} from './platform';

/**
 * The admin's change journal (issue #38), against the standalone platform server: what the admin
 * changed in this session is listed on "Your changes" with its values before and after, and an
 * undo puts the platform back as it was: an edit's old values, a deleted store as a new record, a
 * bulk action's records one by one. An undo never writes over a colleague's change ("Changed since
 * you opened it"), a delete the platform cannot undo says so before it is confirmed, and signing
 * out forgets the journal in every tab.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

interface User {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  tagLine: string;
  userName: string;
}
interface Store {
  _id: string;
  businessName: string;
  email: string;
  phone: string;
  countryCode?: string;
  contactPerson: string;
}
interface Coupon {
  _id: string;
  title: string;
  status: string;
}

const USER_UPDATE = '/coupons/updateUserInAdmin';
const USER_SAVED = /^user updated successfully$/i;
const JOURNAL_KEY = 'console:journal';

const firstUser = async () => (await platform.collection<User>('users'))[0]!;
const userNow = async (id: string) => (await platform.collection<User>('users')).find((u) => u._id === id);

/** Opens Edit User over the list and waits until the form shows the record (the form's base). */
async function openEditUser(page: Page, user: User): Promise<Locator> {
  await page.goto(`/DataListing/${user._id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect
    .poll(() => dialog.getByLabel(/^Full Name/).inputValue(), { timeout: 15_000 })
    .toBe(user.fullName);
  return dialog;
}

/** Edit User: a new Tagline, saved and confirmed by the platform. */
async function editTagline(page: Page, user: User, tagLine: string): Promise<void> {
  const dialog = await openEditUser(page, user);
  await dialog.getByLabel(/^Tagline/).fill(tagLine);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, USER_SAVED);
  await dialog.waitFor({ state: 'detached' });
  expect((await userNow(user._id))?.tagLine).toBe(tagLine);
}

/** "Your changes" (the page), its heading shown. */
async function openYourChanges(page: Page): Promise<void> {
  await page.goto('/YourChanges');
  await page.getByRole('heading', { name: 'Your changes', level: 1 }).waitFor();
}

/** The journal's entry (a top-level item of the page's list) whose heading reads `heading`. */
const entryOf = (page: Page, heading: string) =>
  page.getByRole('list', { name: 'Your changes' }).locator(':scope > li').filter({ hasText: heading });

/** The "Changed since you opened it" dialog. */
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Changed since you opened it' });

/** The journal this tab keeps in sessionStorage (null: none). */
/**
 * The tab's stored journal as text (null when there is none): the list of ids, then each entry,
 * as src/lib/journal.ts keeps them (a key per entry).
 */
const storedJournal = (page: Page) =>
  page.evaluate((key) => {
    const ids = sessionStorage.getItem(key);
    if (ids === null) return null;
    return [ids, ...(JSON.parse(ids) as string[]).map((id) => sessionStorage.getItem(`${key}:${id}`))].join(
      '\n',
    );
  }, JOURNAL_KEY);

describe('undo of an edit', () => {
  it('Edit User, new Tagline: Undo on "Your changes" puts the old Tagline back on the platform', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    tally.screen('/YourChanges');
    const user = await firstUser();
    await editTagline(page, user, 'Tagline to be undone');

    // The app bar counts it; its panel lists it and leads to the whole journal.
    const button = page.getByRole('button', { name: 'Your changes: 1 in this session' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Your changes' });
    await panel.getByText(`Edited · Users · ${user.fullName}`).waitFor();
    await panel.getByRole('link', { name: 'All your changes' }).click();
    await page.waitForURL(/\/YourChanges$/);
    await page.getByRole('heading', { name: 'Your changes', level: 1 }).waitFor();

    const entry = entryOf(page, `Edited · Users · ${user.fullName}`);
    await expect(entry.count()).resolves.toBe(1);
    const tagline = entry.getByRole('row', { name: /^Tagline/ });
    expect(await tagline.getByRole('cell').allInnerTexts()).toEqual([
      'Tagline',
      user.tagLine,
      'Tagline to be undone',
    ]);
    await platform.clearRequests();
    const undo = entry.getByRole('button', { name: `Undo: ${user.fullName}` });
    expect(await undo.textContent()).toBe('Undo');
    await undo.click();
    await expectToast(page, 'Change undone.');

    expect(await platform.requests(USER_UPDATE)).toHaveLength(1);
    expect(await userNow(user._id)).toMatchObject({ fullName: user.fullName, tagLine: user.tagLine });
    // The undo is an entry of its own (the newest); the edit says it was undone, no second undo.
    await expect.poll(() => entry.count()).toBe(2);
    await entry.nth(0).getByText('Undoes an earlier change').waitFor();
    await entry.nth(1).getByText('Undone', { exact: true }).waitFor();
    await expect(entry.nth(1).getByRole('button', { name: /^Undo/ }).count()).resolves.toBe(0);
  });

  it('a colleague changed the Tagline since: Undo opens "Changed since you opened it" and writes nothing', async () => {
    const { page } = suite;
    tally.screen('/YourChanges');
    const user = await firstUser();
    await editTagline(page, user, 'My tagline');
    await asAnotherAdmin.change('users', user._id, { tagLine: 'Their tagline' });

    await openYourChanges(page);
    const entry = entryOf(page, `Edited · Users · ${user.fullName}`);
    await platform.clearRequests();
    await entry.getByRole('button', { name: `Undo: ${user.fullName}` }).click();

    const conflict = conflictDialog(page);
    await conflict.waitFor();
    const tagline = conflict.getByRole('group', { name: 'Tagline' });
    await tagline.getByRole('radio', { name: 'Theirs: Their tagline' }).waitFor();
    // Nothing was written: the guard read the record and stopped before the update call.
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    expect((await platform.requests('/users/adminUserLists')).length).toBeGreaterThan(0);
    await expectNoToast(page, /^Change undone\.$/, 800);
    expect((await userNow(user._id))?.tagLine).toBe('Their tagline');

    // Keeping theirs: the colleague's Tagline stays on the platform.
    await tagline.getByRole('radio', { name: 'Theirs: Their tagline' }).check();
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect((await userNow(user._id))?.tagLine).toBe('Their tagline');
    // Theirs for the one field the undo changes: nothing written, nothing claimed as undone,
    // and the edit can still be undone later.
    await page.getByText('Nothing was undone: you kept their values.').waitFor();
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    await expectNoToast(page, /^Change undone\.$/, 800);
    await entry.getByRole('button', { name: `Undo: ${user.fullName}` }).waitFor();
    expect(await entry.getByText('Undone', { exact: true }).count()).toBe(0);
  });
});

describe('undo of a delete', () => {
  it('/Stores: a deleted store comes back as a new record (same name, e-mail, phone; a new id)', async () => {
    const { page } = suite;
    tally.screen('/Stores');
    tally.screen('/YourChanges');
    const stores = await platform.collection<Store>('stores');
    const store = stores.find(
      (one) => stores.filter((other) => other.businessName === one.businessName).length === 1,
    )!;
    await page.goto('/Stores');
    const row = page.locator('tbody tr').filter({ hasText: store.businessName }).first();
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete the record?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Store deleted successfully');
    expect((await platform.collection<Store>('stores')).some((one) => one._id === store._id)).toBe(false);

    await openYourChanges(page);
    const entry = entryOf(page, `Deleted · Stores · ${store.businessName}`);
    await entry.getByRole('button', { name: `Undo: ${store.businessName}` }).click();
    await expectToast(page, `${store.businessName} is back, as a new record with a new id.`);

    const back = (await platform.collection<Store>('stores')).filter(
      (one) => one.businessName === store.businessName,
    );
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      email: store.email,
      phone: store.phone,
      contactPerson: store.contactPerson,
    });
    expect(back[0]!._id).not.toBe(store._id);
    await entry.getByText('Undone', { exact: true }).waitFor();
  });
});

describe('undo of a bulk action', () => {
  it('/allCoupons "Change status" over 3 coupons: the batch’s Undo puts each old status back', async () => {
    const { page } = suite;
    tally.screen('/allCoupons');
    tally.screen('/YourChanges');
    const all = await platform.collection<Coupon>('vendorCoupons');
    const names = ['Journal Desk Alpha', 'Journal Desk Bravo', 'Journal Desk Charlie'];
    const old = ['Published', 'Draft', 'Published'];
    for (const [index, name] of names.entries())
      Object.assign(all[index]!, { title: name, status: old[index] });
    await platform.setCollection('vendorCoupons', all);
    const ids = all.slice(0, 3).map((coupon) => coupon._id);
    const statuses = async () => {
      const now = await platform.collection<Coupon>('vendorCoupons');
      return ids.map((id) => now.find((coupon) => coupon._id === id)?.status);
    };

    await page.goto('/allCoupons');
    for (const name of names)
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('checkbox')
        .check();
    await page.getByText('3 items selected').waitFor();
    await page.getByRole('button', { name: 'Change status' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    for (const name of names) await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    const report = dialog.getByText(/^\d+ done, \d+ failed$/);
    await report.waitFor({ timeout: 30_000 });
    expect(await report.innerText()).toBe('3 done, 0 failed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await statuses()).toEqual(['Expired', 'Expired', 'Expired']);

    await openYourChanges(page);
    const entry = entryOf(page, 'Bulk action: Change status · Coupons');
    await expect(entry.count()).resolves.toBe(1);
    for (const name of names) await entry.getByText(new RegExp(`^${name} — Saved`)).waitFor();
    await platform.clearRequests();
    await entry.getByRole('button', { name: /^Undo/ }).click();
    await expectToast(page, 'Undone: 3. Not undone: 0.');

    expect(await platform.requests('/coupons/editCoupons')).toHaveLength(3);
    expect(await statuses()).toEqual(old);
    // Its undo is a batch entry of its own (the newest); the batch is marked undone, no second undo.
    await expect.poll(() => entry.count()).toBe(2);
    await entry.nth(0).getByText('Undoes an earlier change').waitFor();
    await entry.nth(1).getByText('Undone', { exact: true }).waitFor();
    await expect(entry.nth(1).getByRole('button', { name: /^Undo/ }).count()).resolves.toBe(0);
  });
});

describe('signing out forgets the journal', () => {
  it('a logout in one tab empties the journal of the other tab too', async () => {
    const { page } = suite;
    tally.screen('/YourChanges');
    const other = await page.context().newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(String(error)));
    await openYourChanges(other);
    await other.getByText('No changes yet in this session.').waitFor();

    const user = await firstUser();
    await editTagline(page, user, 'Tagline seen in the other tab');
    // The other tab hears of it (BroadcastChannel) and keeps it in its own sessionStorage.
    await entryOf(other, `Edited · Users · ${user.fullName}`).waitFor();
    await other.getByRole('button', { name: 'Your changes: 1 in this session' }).waitFor();
    await expect
      .poll(() => storedJournal(other))
      .toEqual(expect.stringContaining('Tagline seen in the other tab'));
    await expect.poll(() => storedJournal(page)).not.toBeNull();

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await storedJournal(page)).toBeNull();
    await expect.poll(() => storedJournal(other)).toBeNull();
    // The other tab shows nothing of it: signed out (at /login), or an empty journal.
    await expect
      .poll(async () =>
        /\/login$/.test(other.url())
          ? 'login'
          : await other.getByText('Tagline seen in the other tab').count(),
      )
      .toSatisfy((shown: unknown) => shown === 'login' || shown === 0);
    await expect(other.getByText(`Edited · Users · ${user.fullName}`).count()).resolves.toBe(0);

    // Signed in again, neither tab has anything of the last session's journal.
    await page.goto('/login');
    await page.getByLabel(/^Email/).waitFor();
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);
    await page.getByRole('button', { name: 'Your changes: 0 in this session' }).waitFor();
    await openYourChanges(other);
    await other.getByText('No changes yet in this session.').waitFor();
    expect(await storedJournal(other)).toBeNull();
    expect(otherErrors).toEqual([]);
  });
});

describe('a delete the platform cannot undo says so before', () => {
  it('a user’s delete confirmation says "This cannot be undone."; a store’s does not', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    tally.screen('/Stores');
    const user = await firstUser();
    await page.goto('/DataListing');
    await page
      .locator('tbody tr')
      .filter({ hasText: user.fullName })
      .first()
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete the record?').waitFor();
    await confirm.getByText('This cannot be undone.', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    const [store] = await platform.collection<Store>('stores');
    await page.goto('/Stores');
    await page
      .locator('tbody tr')
      .filter({ hasText: store!.businessName })
      .first()
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirm.getByText('Are you sure you want to delete the record?').waitFor();
    await expect(confirm.getByText('This cannot be undone.').count()).resolves.toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Nothing was deleted.
    expect(await userNow(user._id)).toBeDefined();
    expect((await platform.collection<Store>('stores')).some((one) => one._id === store!._id)).toBe(true);
  });
});
