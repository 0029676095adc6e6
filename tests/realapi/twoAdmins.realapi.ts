import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastBody } from './faults';
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
 * Two admins on the same records, against the standalone platform server: a colleague's change
 * made on the platform while this admin has the record open (or selected, or drafted, or cached)
 * is never undone behind anyone's back. Untouched fields take the colleague's values; a field
 * both changed opens "Changed since you opened it"; a record the colleague deleted is said to be
 * gone and nothing is written; a bulk action skips the changed record and names it; Refresh and a
 * new session show what the platform holds now.
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
interface Coupon {
  _id: string;
  title: string;
  description: string;
  discount: number;
  status: string;
}
interface Listing {
  _id: string;
  csvsheet_id: string;
  list_price: number | string;
  address: string;
  city: string;
  [field: string]: unknown;
}

const USER_UPDATE = '/coupons/updateUserInAdmin';
const USER_SAVED = /^user updated successfully$/i;

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

/** The "Changed since you opened it" dialog. */
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Changed since you opened it' });

/**
 * What a save led to first, as the admin sees it: the conflict dialog, the deleted-record
 * dialog, or a notification (its text).
 */
async function outcomeOfSave(page: Page): Promise<string> {
  const conflict = conflictDialog(page);
  const gone = page.getByRole('dialog', { name: 'Deleted by someone else' });
  const notification = page.locator('.MuiSnackbarContent-message').first();
  await conflict.or(gone).or(notification).first().waitFor();
  if (await conflict.isVisible()) return 'the conflict dialog';
  if (await gone.isVisible()) return 'the deleted-record dialog';
  return `a notification: ${await notification.innerText()}`;
}

const WEEKLY_SHEET = 'sheet-2026-w46';
const listingNow = async (id: string) =>
  (await platform.collection<Listing>('listings')).find((one) => one._id === id);

/**
 * The weekly grid on the sheet's first row (the cheapest: page 1 of the host's default order),
 * given an address to be found by, in edit mode.
 */
async function openWeeklyRow(page: Page) {
  const rows = await platform.collection<Listing>('listings');
  const sheet = rows.filter((row) => row.csvsheet_id === WEEKLY_SHEET);
  sheet.sort((a, b) => Number(a.list_price) - Number(b.list_price));
  const planted = sheet[0]!;
  planted.address = '1 Platform Way';
  await platform.setCollection('listings', rows);
  await page.evaluate((id) => localStorage.setItem('csvsheet_id', id), WEEKLY_SHEET);
  await page.goto('/WeeklyData');
  const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
  await row.waitFor();
  await row.getByRole('cell').nth(4).click();
  const editing = page.locator('tr[data-editing]');
  await editing.waitFor();
  return { planted, editing };
}

describe('a colleague changed other fields: the save keeps their change', () => {
  it('Edit User: the new Full Name is saved and the colleague’s new Tagline stays', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const dialog = await openEditUser(page, user);
    await asAnotherAdmin.change('users', user._id, { tagLine: 'Tagline written by a colleague' });

    await dialog.getByLabel(/^Full Name/).fill('Renamed By This Admin');
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, USER_SAVED);
    await dialog.waitFor({ state: 'detached' });

    expect(await lastBody(USER_UPDATE)).toEqual({
      id: user._id,
      fullName: 'Renamed By This Admin',
      email: user.email,
      phone: user.phone,
      tagLine: 'Tagline written by a colleague',
      userName: user.userName,
    });
    expect(await userNow(user._id)).toMatchObject({
      fullName: 'Renamed By This Admin',
      tagLine: 'Tagline written by a colleague',
    });
    // The guard read the record again (the users list) before the one write.
    expect(await platform.requests(USER_UPDATE)).toHaveLength(1);
    const log = (await platform.requests()).map((request) => `${request.method} ${request.path}`);
    const write = log.indexOf(`POST /v1${USER_UPDATE}`);
    expect(log.slice(0, write)).toContain('GET /v1/users/adminUserLists');
    // That read ran in a worker: the page got the one user, not the whole list.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/rowsWorker/));
    await page.getByRole('cell', { name: 'Renamed By This Admin', exact: true }).waitFor();
  });

  it('Edit Coupon: a new description is saved and the colleague’s new title stays', async () => {
    const { page } = suite;
    tally.screen('/allCoupons');
    const [coupon] = await platform.collection<Coupon>('vendorCoupons');
    await page.goto(`/allCoupons/${coupon!._id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    const title = dialog.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(coupon!.title);
    await asAnotherAdmin.change('vendorCoupons', coupon!._id, { title: 'Title written by a colleague' });

    const description = dialog.getByRole('textbox', { name: /^Description/ });
    await description.fill('A description written by this admin.');
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, /^coupon updated successfully$/i);
    await dialog.waitFor({ state: 'detached' });

    expect(await platform.requests('/coupons/editCoupons')).toHaveLength(1);
    expect(await lastBody('/coupons/editCoupons')).toMatchObject({
      id: coupon!._id,
      title: 'Title written by a colleague',
      description: 'A description written by this admin.',
      status: coupon!.status,
    });
    const saved = (await platform.collection<Coupon>('vendorCoupons')).find((c) => c._id === coupon!._id);
    expect(saved).toMatchObject({
      title: 'Title written by a colleague',
      description: 'A description written by this admin.',
      discount: coupon!.discount,
    });
  });

  it('a weekly row: the new Town is saved and the colleague’s new address stays', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const { planted, editing } = await openWeeklyRow(page);
    await asAnotherAdmin.change('listings', planted._id, { address: '2 Colleague Avenue' });

    await editing.getByLabel('Town').fill('Jersey City');
    await platform.clearRequests();
    await editing.getByRole('button', { name: 'Save the row' }).click();
    await page.getByText('Records Updated Successfully').waitFor();

    expect(await platform.requests('/updateCsvData')).toHaveLength(1);
    expect(await lastBody('/updateCsvData')).toMatchObject({
      _id: planted._id,
      city: 'Jersey City',
      address: '2 Colleague Avenue',
    });
    // The row's page was read again from the weekly host before the one write.
    const log = (await platform.requests()).map((request) => request.path);
    const write = log.indexOf('/weekly/updateCsvData');
    expect(log.slice(0, write)).toContain('/weekly/getCsvDatabyWeek');
    expect(await listingNow(planted._id)).toMatchObject({
      city: 'Jersey City',
      address: '2 Colleague Avenue',
    });
  });
});

describe('a weekly row both admins changed', () => {
  /** Both change the Town; this admin also the days on market. Returns the open conflict dialog. */
  async function weeklyConflict(page: Page) {
    const opened = await openWeeklyRow(page);
    const { planted, editing } = opened;
    await asAnotherAdmin.change('listings', planted._id, { city: 'Their Town' });
    await editing.getByLabel('Town').fill('My Town');
    // A days-on-market value the row does not hold yet.
    const days = Number(planted.days_on_market || 0) + 7;
    await editing.getByLabel('Days on Market').fill(String(days));
    await platform.clearRequests();
    await editing.getByRole('button', { name: 'Save the row' }).click();
    expect(await outcomeOfSave(page)).toBe('the conflict dialog');
    const conflict = conflictDialog(page);
    await conflict.getByText(/^Someone else changed 1 Platform Way while you were editing it\./).waitFor();
    await expect(conflict.getByRole('group').count()).resolves.toBe(1);
    const town = conflict.getByRole('group', { name: 'Town' });
    await town.getByText(`When you opened it: ${planted.city}`, { exact: true }).waitFor();
    await town.getByRole('radio', { name: 'Theirs: Their Town' }).waitFor();
    expect(await town.getByRole('radio', { name: 'Yours: My Town' }).isChecked()).toBe(true);
    expect(await platform.requests('/updateCsvData')).toHaveLength(0);
    return { ...opened, conflict, town, days };
  }

  it('a conflict on Town: "Save my choices" with Yours writes this admin’s Town and days on market', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const { planted, conflict, days } = await weeklyConflict(page);
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByText('Records Updated Successfully').waitFor();
    expect(await platform.requests('/updateCsvData')).toHaveLength(1);
    expect(await listingNow(planted._id)).toMatchObject({ city: 'My Town', days_on_market: days });
  });

  it('a conflict on Town: Theirs keeps their Town and still writes this admin’s days on market', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const { planted, conflict, town, days } = await weeklyConflict(page);
    await town.getByRole('radio', { name: 'Theirs: Their Town' }).check();
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByText('Records Updated Successfully').waitFor();
    expect(await platform.requests('/updateCsvData')).toHaveLength(1);
    expect(await listingNow(planted._id)).toMatchObject({ city: 'Their Town', days_on_market: days });
    // Saved: opened again, the row shows the platform's values, no draft of the old input.
    const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
    await row.getByText('Their Town', { exact: true }).waitFor();
    await row.getByRole('cell').nth(4).click();
    const editing = page.locator('tr[data-editing]');
    await editing.waitFor();
    expect(await editing.getByLabel('Town').inputValue()).toBe('Their Town');
    expect(await editing.getByLabel('Days on Market').inputValue()).toBe(String(days));
  });

  it('a conflict on Town: "Reload the record" shows their Town and keeps the typed days on market, nothing saved', async () => {
    const { page } = suite;
    tally.screen('/WeeklyData');
    const { planted, conflict, days } = await weeklyConflict(page);
    await conflict.getByRole('button', { name: 'Reload the record' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await platform.requests('/updateCsvData')).toHaveLength(0);
    // The row shows their Town; the admin's other change is still there to save (in the row
    // still in edit mode, or back when the row is opened again).
    const editing = page.locator('tr[data-editing]');
    if ((await editing.count()) === 0) {
      const row = page.locator('tbody tr', { hasText: '1 Platform Way' });
      await row.getByText('Their Town', { exact: true }).waitFor();
      await row.getByRole('cell').nth(4).click();
      await editing.waitFor();
    }
    expect(await editing.getByLabel('Town').inputValue(), 'the conflicting field shows theirs').toBe(
      'Their Town',
    );
    await tally.kept([[editing.getByLabel('Days on Market'), String(days)]]);
    expect(await listingNow(planted._id)).toMatchObject({
      city: 'Their Town',
      days_on_market: planted.days_on_market,
    });
  });
});

describe('a field both admins changed: "Changed since you opened it"', () => {
  /** Both change the Tagline; this admin also renames. Returns the open conflict dialog. */
  async function conflictOnTagline(page: Page, user: User) {
    const dialog = await openEditUser(page, user);
    await asAnotherAdmin.change('users', user._id, { tagLine: 'Their tagline' });
    await dialog.getByLabel(/^Full Name/).fill('Renamed In The Conflict');
    await dialog.getByLabel(/^Tagline/).fill('My tagline');
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Update' }).click();
    expect(await outcomeOfSave(page)).toBe('the conflict dialog');
    const conflict = conflictDialog(page);
    await conflict
      .getByText(
        `Someone else changed ${user.fullName} while you were editing it. Nothing was saved. Choose which value to keep for each field:`,
      )
      .waitFor();
    // Only the Tagline conflicts: the rename is this admin's alone.
    const fields = conflict.getByRole('group');
    await expect(fields.count()).resolves.toBe(1);
    const tagline = conflict.getByRole('group', { name: 'Tagline' });
    await tagline.getByText(`When you opened it: ${user.tagLine}`, { exact: true }).waitFor();
    const theirs = tagline.getByRole('radio', { name: 'Theirs: Their tagline' });
    const yours = tagline.getByRole('radio', { name: 'Yours: My tagline' });
    expect(await yours.isChecked()).toBe(true);
    expect(await theirs.isChecked()).toBe(false);
    // Nothing was written: the guard stopped before the update call.
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    await expectNoToast(page, USER_SAVED, 800);
    expect(await userNow(user._id)).toMatchObject({ fullName: user.fullName, tagLine: 'Their tagline' });
    return { dialog, conflict, theirs, yours };
  }

  it('choosing Theirs: the platform keeps their Tagline and takes this admin’s new Full Name', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const { dialog, conflict, theirs } = await conflictOnTagline(page, user);
    await theirs.check();
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await expectToast(page, USER_SAVED);
    await conflict.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    expect(await platform.requests(USER_UPDATE)).toHaveLength(1);
    expect(await lastBody(USER_UPDATE)).toMatchObject({
      id: user._id,
      fullName: 'Renamed In The Conflict',
      tagLine: 'Their tagline',
    });
    expect(await userNow(user._id)).toMatchObject({
      fullName: 'Renamed In The Conflict',
      tagLine: 'Their tagline',
    });
  });

  it('choosing Yours: the platform takes this admin’s Tagline and Full Name', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const { dialog, conflict, yours } = await conflictOnTagline(page, user);
    await yours.check();
    await conflict.getByRole('button', { name: 'Save my choices' }).click();
    await expectToast(page, USER_SAVED);
    await dialog.waitFor({ state: 'detached' });
    expect(await platform.requests(USER_UPDATE)).toHaveLength(1);
    expect(await userNow(user._id)).toMatchObject({
      fullName: 'Renamed In The Conflict',
      tagLine: 'My tagline',
    });
  });

  it('Reload the record: their Tagline in the form, the typed Full Name kept, nothing saved', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const { dialog, conflict } = await conflictOnTagline(page, user);
    await conflict.getByRole('button', { name: 'Reload the record' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(/^Tagline/).inputValue()).toBe('Their tagline');
    await tally.kept([[dialog.getByLabel(/^Full Name/), 'Renamed In The Conflict']]);
    await expectNoToast(page, USER_SAVED, 800);
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    // Saving now writes the rename over their record, their Tagline included.
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, USER_SAVED);
    expect(await userNow(user._id)).toMatchObject({
      fullName: 'Renamed In The Conflict',
      tagLine: 'Their tagline',
    });
  });
});

describe('a record a colleague deleted', () => {
  it('Edit User: "Deleted by someone else" names the user; nothing is written, no success; the input stays', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const dialog = await openEditUser(page, user);
    await asAnotherAdmin.remove('users', user._id);
    await dialog.getByLabel(/^Full Name/).fill('Typed Before It Went');
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Update' }).click();

    const gone = page.getByRole('dialog', { name: 'Deleted by someone else' });
    expect(await outcomeOfSave(page)).toBe('the deleted-record dialog');
    await gone.getByText(`${user.fullName} was deleted by someone else. Nothing was saved.`).waitFor();
    await gone.getByRole('button', { name: 'Copy my values' }).waitFor();
    await expectNoToast(page, /updated successfully/i);
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    await gone.getByRole('button', { name: 'Close' }).click();
    await gone.waitFor({ state: 'detached' });
    // The edit form is still there with what was typed.
    await tally.kept([[dialog.getByLabel(/^Full Name/), 'Typed Before It Went']]);
    expect(await userNow(user._id)).toBeUndefined();
  });
});

describe('a bulk action over records colleagues changed or deleted meanwhile', () => {
  it('/allCoupons "Change status": the changed and the deleted coupon are skipped and named, the others changed', async () => {
    const { page } = suite;
    tally.screen('/allCoupons');
    const all = await platform.collection<Coupon>('vendorCoupons');
    const names = ['Twin Desk Alpha', 'Twin Desk Bravo', 'Twin Desk Charlie', 'Twin Desk Delta'];
    for (const [index, name] of names.entries())
      Object.assign(all[index]!, { title: name, status: 'Published' });
    await platform.setCollection('vendorCoupons', all);
    const [alpha, bravo, charlie, delta] = all;

    await page.goto('/allCoupons');
    for (const name of names)
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('checkbox')
        .check();
    await page.getByText('4 items selected').waitFor();
    await asAnotherAdmin.change('vendorCoupons', bravo!._id, { status: 'Draft' });
    await asAnotherAdmin.remove('vendorCoupons', delta!._id);
    await platform.clearRequests();

    await page.getByRole('button', { name: 'Change status' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    for (const name of names) await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await dialog.getByRole('button', { name: 'Change status' }).click();

    const report = dialog.getByText(/^\d+ done, \d+ failed$/);
    await report.waitFor({ timeout: 30_000 });
    expect(await report.innerText()).toBe('2 done, 2 failed');
    await dialog.getByText("Skipped, so as not to undo a colleague's change:").first().waitFor();
    const skipped = dialog.getByRole('list', { name: "Skipped, so as not to undo a colleague's change:" });
    await expect(skipped.getByRole('listitem').count()).resolves.toBe(2);
    const item = (name: string) => skipped.getByRole('listitem').filter({ hasText: name });
    await item('Twin Desk Bravo')
      .getByText('Skipped: someone else changed it since you selected it.')
      .waitFor();
    await item('Twin Desk Delta').getByText('Skipped: someone else deleted it.').waitFor();
    // Nothing the platform refused: the two were left alone by the console itself.
    await expect(dialog.getByRole('list', { name: /Not done/ }).count()).resolves.toBe(0);

    const writes = await platform.requests('/coupons/editCoupons');
    expect(writes.map((write) => /(?:^|\n)id=(.*)/.exec(write.body)?.[1]).sort()).toEqual(
      [alpha!._id, charlie!._id].sort(),
    );
    const after = await platform.collection<Coupon>('vendorCoupons');
    const statusOf = (id: string) => after.find((coupon) => coupon._id === id)?.status;
    expect([alpha, bravo, charlie, delta].map((coupon) => statusOf(coupon!._id))).toEqual([
      'Expired',
      'Draft',
      'Expired',
      undefined,
    ]);
  });
});

describe('a restored draft over a record a colleague changed since', () => {
  it('Edit User: the draft comes back after a reload, and Update opens the conflict dialog', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    const dialog = await openEditUser(page, user);
    await dialog.getByLabel(/^Tagline/).fill('Tagline in my draft');
    // The draft is written as the admin types; the page goes away unsaved.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(sessionStorage).some((key) =>
            (sessionStorage.getItem(key) ?? '').includes('Tagline in my draft'),
          ),
        ),
      )
      .toBe(true);
    await asAnotherAdmin.change('users', user._id, { tagLine: 'Tagline a colleague saved' });
    await page.reload();

    const reopened = page.getByRole('dialog', { name: 'Edit User' });
    await reopened.getByText('Your unsaved changes were restored.').waitFor();
    expect(await reopened.getByLabel(/^Tagline/).inputValue()).toBe('Tagline in my draft');
    await platform.clearRequests();
    await reopened.getByRole('button', { name: 'Update' }).click();

    expect(await outcomeOfSave(page)).toBe('the conflict dialog');
    const conflict = conflictDialog(page);
    const tagline = conflict.getByRole('group', { name: 'Tagline' });
    await tagline.getByText(`When you opened it: ${user.tagLine}`, { exact: true }).waitFor();
    await tagline.getByRole('radio', { name: 'Theirs: Tagline a colleague saved' }).waitFor();
    await tagline.getByRole('radio', { name: 'Yours: Tagline in my draft' }).waitFor();
    expect(await platform.requests(USER_UPDATE)).toHaveLength(0);
    await expectNoToast(page, USER_SAVED, 800);
    expect((await userNow(user._id))?.tagLine).toBe('Tagline a colleague saved');
  });
});

/** Every generated list with a route, the collection behind it and what a row shows of a record. */
const LISTS = [
  {
    route: '/DataListing',
    heading: 'User Listing',
    collection: 'users',
    call: '/users/adminUserLists',
    shown: (row: Record<string, unknown>) => String(row.fullName),
    change: (value: string) => ({ fullName: value }),
  },
  {
    route: '/Stores',
    heading: 'Manage Stores',
    collection: 'stores',
    call: '/stores/getAllStoresAdmin',
    shown: (row: Record<string, unknown>) => String(row.businessName),
    change: (value: string) => ({ businessName: value }),
  },
  {
    route: '/allCoupons',
    heading: 'Vendor Coupons',
    collection: 'vendorCoupons',
    call: '/coupons/viewAllCoupons',
    shown: (row: Record<string, unknown>) => String(row.title),
    change: (value: string) => ({ title: value }),
  },
  {
    route: '/CreateCoupon',
    heading: 'Admin Coupons',
    collection: 'adminCoupons',
    call: '/coupons/adminCouponList',
    shown: (row: Record<string, unknown>) => String(row.title),
    change: (value: string) => ({ title: value }),
  },
  {
    route: '/CreateAgent',
    heading: 'Manage Agents',
    collection: 'agents',
    call: '/users/adminAgentList',
    shown: (row: Record<string, unknown>) => `${row.first_name} ${row.last_name}`,
    change: (value: string) => ({ first_name: value, last_name: 'Refreshed' }),
  },
];

/**
 * Waits until the list's filter panel (open beside the list on a desktop) has loaded its controls,
 * as an admin looking at the list sees it: the panel reads its choices (for some lists from the
 * list's own records) once the list is on screen.
 */
async function filterPanelLoaded(page: Page): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.waitFor();
  await panel.getByRole('combobox').or(panel.getByRole('button')).first().waitFor();
  await expect.poll(() => panel.getByRole('progressbar').count()).toBe(0);
  // The panel's reads go out as it mounts; give them a moment, as a person would.
  await page.waitForTimeout(750);
}

describe('Refresh shows what the platform holds now', () => {
  it('every list, with the filter panel open at 1366×768: a colleague’s change shows after Refresh', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1366, height: 768 });
    const stale: string[] = [];
    for (const list of LISTS) {
      tally.screen(list.route);
      const [first] = await platform.collection<Record<string, unknown> & { _id: string }>(list.collection);
      const before = list.shown(first!);
      await page.goto(list.route);
      await page.getByRole('heading', { name: list.heading, level: 1 }).waitFor();
      const table = page.getByRole('table').first();
      await table.getByText(before, { exact: true }).first().waitFor();
      await filterPanelLoaded(page);

      const newName = `Changed Meanwhile ${list.collection}`;
      await asAnotherAdmin.change(list.collection, first!._id, list.change(newName));
      const after = list.shown({ ...first, ...list.change(newName) });
      await platform.clearRequests();
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      const shown = await table
        .getByText(after, { exact: true })
        .first()
        .waitFor({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      const calls = (await platform.requests(list.call)).length;
      if (!shown || calls === 0) {
        stale.push(`${list.route}: ${calls} list call(s), new value ${shown ? '' : 'not '}shown`);
        continue;
      }
      await expect(table.getByText(before, { exact: true }).count(), list.route).resolves.toBe(0);
    }
    expect(stale, 'lists that still showed the old value after Refresh').toEqual([]);
  });
});

describe('a read on its way when a change is confirmed', () => {
  it('/Stores: a store deleted while Refresh reads the list does not come back with that read’s reply', async () => {
    const { page } = suite;
    tally.screen('/Stores');
    const stores = await platform.collection<{ _id: string; businessName: string }>('stores');
    const store = stores.find(
      (one) => stores.filter((other) => other.businessName === one.businessName).length === 1,
    )!;
    await page.goto('/Stores');
    const row = page.locator('tbody tr').filter({ hasText: store.businessName });
    await row.first().waitFor();
    // Refresh's read is answered with the stores as the platform holds them when it comes (this
    // one among them), and that reply arrives late: the delete is confirmed before it.
    const LATE_MS = 5000;
    await platform.clearRequests();
    await platform.fault({ method: 'GET', path: '/stores/getAllStoresAdmin', sendAfterMs: LATE_MS });
    const refreshRead = page.waitForRequest((request) => request.url().includes('/stores/getAllStoresAdmin'));
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect
      .poll(async () => (await platform.requests('/stores/getAllStoresAdmin')).length, { timeout: 10_000 })
      .toBe(1);
    // Refresh's own read: its late reply is waited for below, not a time.
    const lateRead = await refreshRead;
    await row.first().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete the record?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Store deleted successfully');
    expect((await platform.collection<{ _id: string }>('stores')).some((one) => one._id === store._id)).toBe(
      false,
    );
    // Once the late reply has come, the list shows the platform's stores: the deleted one is not
    // back (it was, until the next Refresh, when the read after the delete took that reply).
    await lateRead.response();
    await expect.poll(() => row.count(), { timeout: 5000 }).toBe(0);
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
  });
});

describe('a large list read again off the page', () => {
  it('6,000 users: Refresh and the read after a save come through the worker and show the platform’s records', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const [seed] = await platform.collection<User>('users');
    const many = Array.from({ length: 6_000 }, (_, i) => ({
      ...seed!,
      _id: `bulk${String(i).padStart(5, '0')}`,
      fullName: `Bulk User ${i}`,
      email: `bulk${i}@example.com`,
      userName: `bulk${i}`,
    }));
    await platform.setCollection('users', many);
    const table = page.getByRole('table').first();
    /** The list reads the page itself made (Resource Timing: a worker's reads are the worker's). */
    const pageReads = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/users/adminUserLists')).length,
      );

    // Refresh: the platform is read again, not by the page.
    await page.goto('/DataListing');
    await table.getByRole('cell', { name: 'Bulk User 0', exact: true }).waitFor({ timeout: 30_000 });
    const firstReads = await pageReads();
    await asAnotherAdmin.change('users', 'bulk00000', { fullName: 'Renamed Meanwhile' });
    await platform.clearRequests();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await table.getByRole('cell', { name: 'Renamed Meanwhile', exact: true }).waitFor();
    expect(await platform.requests('/users/adminUserLists')).toHaveLength(1);
    expect(await pageReads()).toBe(firstReads);

    // A save: the guard's read and the list's read after it, neither by the page.
    const dialog = await openEditUser(page, many[1]!);
    // The list under the dialog has its records (hidden from roles while the dialog is open).
    await page.locator('td', { hasText: 'Renamed Meanwhile' }).waitFor({ timeout: 30_000 });
    const loadReads = await pageReads();
    await dialog.getByLabel(/^Full Name/).fill('Saved Over Six Thousand');
    await platform.clearRequests();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, USER_SAVED);
    await table.getByRole('cell', { name: 'Saved Over Six Thousand', exact: true }).waitFor();
    expect(await platform.requests('/users/adminUserLists')).toHaveLength(2);
    expect(await pageReads()).toBe(loadReads);
  });
});

describe('a new session never shows the last session’s records', () => {
  it('sign out and in again in the same tab: the user list’s first paint shows the colleague’s new name', async () => {
    const { page } = suite;
    tally.screen('/DataListing');
    const user = await firstUser();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/DataListing');
    await page.getByRole('cell', { name: user.fullName, exact: true }).waitFor();
    await filterPanelLoaded(page);
    await asAnotherAdmin.change('users', user._id, { fullName: 'Renamed While Signed Out' });

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(page);
    await page.waitForURL(/\/DashboardHome$/);

    // From now on, every change of the page is checked before it is painted: the table must
    // never hold the old name (a list kept from the last session, shown before the new read).
    await page.evaluate((old) => {
      const seen: string[][] = [];
      const state = { old: false, seen };
      (window as unknown as { __twoAdmins: typeof state }).__twoAdmins = state;
      const check = () => {
        const body = document.querySelector('tbody');
        if (!body || !location.pathname.endsWith('/DataListing')) return;
        const cells = [...body.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
        if (cells.some(Boolean) && seen.length === 0) seen.push(cells);
        if (cells.some((text) => text === old)) state.old = true;
      };
      new MutationObserver(check).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      check();
    }, user.fullName);
    await page.getByRole('menuitem', { name: 'User Listing' }).click();
    await page.getByRole('cell', { name: 'Renamed While Signed Out', exact: true }).waitFor();
    const watched = await page.evaluate(
      () => (window as unknown as { __twoAdmins: { old: boolean; seen: string[][] } }).__twoAdmins,
    );
    expect(watched.old, 'the old name was painted').toBe(false);
    expect(watched.seen[0], 'the first rows painted').toContain('Renamed While Signed Out');
  });
});
