import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dismissToasts,
  expectNoToast,
  expectToast,
  FAULT,
  platform,
  realApiSuite,
  SAYS,
  tallyFor,
} from './platform';

/**
 * Deleting and marking records against a failing real server: every failure is named, the record
 * stays, no success is claimed; the confirmed delete removes it with one request.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

const FAILURES = [
  { reply: FAULT.serverWithMessage, says: SAYS.serverWithMessage },
  { reply: FAULT.htmlPage, says: SAYS.serverBare },
  // Every attempt dropped: Chromium re-sends on each idle keep-alive connection it holds.
  { drop: true, times: 0, says: SAYS.network },
];

const CASES = [
  {
    route: '/DataListing',
    collection: 'users',
    field: 'email',
    path: '/users/deleteUser/',
    done: 'User deleted successfully',
  },
  {
    route: '/Stores',
    collection: 'stores',
    field: 'businessName',
    path: '/stores/deleteStore/',
    done: 'Store deleted successfully',
  },
  {
    route: '/allCoupons',
    collection: 'vendorCoupons',
    field: 'title',
    path: '/coupons/deleteCouponByAdmin/',
    done: 'coupon deleted successfully',
  },
  {
    route: '/CreateCoupon',
    collection: 'adminCoupons',
    field: 'title',
    path: '/coupons/deleteadminCoupon/',
    done: 'Coupon deleted successfully',
  },
  {
    route: '/CreateAgent',
    collection: 'agents',
    field: 'email',
    path: '/users/deleteUser/',
    done: 'User deleted successfully',
  },
] as const;

/** The list row of a record, found by its visible name. */
const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name }).first();

describe('delete, against a failing real server', () => {
  for (const item of CASES) {
    it(`${item.route}: each failure keeps the record; the confirmed delete removes it with one request`, async () => {
      const { page } = suite;
      tally.screen(item.route);
      const [record] = await platform.collection<Record<string, string>>(item.collection);
      const name = record![item.field]!;
      const path = `${item.path}${record!._id}`;
      await page.goto(item.route);
      const row = rowOf(page, name);
      await row.waitFor();
      const alike = await page.locator('tbody tr').filter({ hasText: name }).count();
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
      for (const failure of FAILURES) {
        await platform.fault({ path, reply: failure.reply, drop: failure.drop, times: failure.times });
        await row.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByText('Are you sure you want to delete the record?').waitFor();
        await confirm.click();
        await expectToast(page, failure.says);
        await expectNoToast(page, /deleted/i, 500);
        await row.waitFor();
        await dismissToasts(page);
        await platform.clearFaults();
      }
      await platform.clearRequests();
      await platform.fault({ path, delayMs: 1200 });
      await row.getByRole('button', { name: 'Delete' }).click();
      await confirm.dblclick();
      await expectToast(page, item.done);
      await expect.poll(() => page.locator('tbody tr').filter({ hasText: name }).count()).toBe(alike - 1);
      expect(await platform.requests(path)).toHaveLength(1);
      const left = await platform.collection<Record<string, string>>(item.collection);
      expect(left.some((one) => one._id === record!._id)).toBe(false);
    });
  }
});

describe('mark as registered, against a failing real server', () => {
  it('/Stores: failures leave it unregistered and say why; then it is marked once', async () => {
    const { page } = suite;
    tally.screen('/Stores');
    const stores = await platform.collection<{ _id: string; businessName: string; isRegistered: boolean }>(
      'stores',
    );
    const store = stores.find((one) => !one.isRegistered)!;
    const path = `/stores/markRegister/${store._id}`;
    await page.goto('/Stores');
    const button = rowOf(page, store.businessName).getByRole('button', { name: 'Mark as registered' });
    await button.waitFor();
    // It asks first, naming the store (#50 item 7).
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: store.businessName })
      .getByRole('button', { name: 'Confirm' });
    for (const failure of FAILURES) {
      await platform.fault({ path, reply: failure.reply, drop: failure.drop, times: failure.times });
      await button.click();
      await confirm.click();
      await expectToast(page, failure.says);
      await expectNoToast(page, /registered successfully/, 500);
      expect(await button.isEnabled()).toBe(true);
      await dismissToasts(page);
      await platform.clearFaults();
    }
    await platform.clearRequests();
    await platform.fault({ path, delayMs: 1200 });
    await button.click();
    await confirm.dblclick();
    await expectToast(page, 'Store marked as registered successfully');
    expect(await platform.requests(path)).toHaveLength(1);
    await expect.poll(() => button.isDisabled()).toBe(true);
  });
});
