import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayAsShown, dayValue, typeDay } from '../e2e/dates';
import { cycleFaults, HOSTILE, lastBody } from './faults';
import {
  dismissToasts,
  expectNoToast,
  expectToast,
  FAULT,
  launchBrowser,
  loginAsAdmin,
  openSession,
  platform,
  type Session,
  tallyFor,
} from './platform';

/** Multipart calls against a failing real server: the chosen file stays chosen, nothing is claimed. */
const tally = tallyFor(import.meta.url);
let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await platform.reset();
  session = await openSession(browser);
  await loginAsAdmin(session.page);
});
afterEach(async () => {
  await platform.clearFaults();
  expect(session.errors, 'console errors').toEqual([]);
  await session.page.context().close();
});

/** A small striped PNG drawn by the page. */
async function samplePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      for (let x = 0; x < w; x += 20) {
        context.fillStyle = x % 40 ? '#1e88e5' : '#fb8c00';
        context.fillRect(x, 0, 20, h);
      }
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('uploads against a failing real server', () => {
  it('Business Bulk Uploads: each failure says "Error uploading file" and keeps the file; a slow upload shows progress; one request', async () => {
    const { page } = session;
    tally.screen('/BusinessUploads');
    await page.goto('/BusinessUploads');
    const csv = [
      'businessName,businessCity,businessState,businessZip,phone',
      `${HOSTILE},Austin,TX,73301,5125550100`,
    ];
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
    await page.getByText('1 data rows · 5 columns').or(page.getByText('1 data row · 5 columns')).waitFor();
    const upload = page.getByRole('button', { name: 'Upload File' });
    for (const rule of [
      { path: '/stores/importStores', reply: FAULT.serverWithMessage },
      { path: '/stores/importStores', reply: FAULT.htmlPage },
      { path: '/stores/importStores', drop: true, times: 0 },
    ]) {
      await platform.fault(rule);
      await upload.click();
      await expectToast(page, 'Error uploading file');
      await expectNoToast(page, /uploaded successfully/, 500);
      await page.getByText('stores.csv').first().waitFor();
      await dismissToasts(page);
      await platform.clearFaults();
    }
    await platform.clearRequests();
    await platform.fault({ path: '/stores/importStores', delayMs: 1500 });
    await upload.dblclick();
    await page.getByRole('progressbar', { name: /progress/i }).waitFor();
    await expectToast(page, 'File uploaded successfully');
    expect(await platform.requests('/stores/importStores')).toHaveLength(1);
    expect((await lastBody('/stores/importStores')).file).toMatch(/^<stores\.csv, \d+>$/);
  });

  it('ADD A COUPON (/CreateCoupon): failures keep every field and the chosen image; then it is added once', async () => {
    const { page } = session;
    tally.screen('/CreateCoupon');
    const [vendor] = await platform.collection<{ userName: string; stores: string[] }>('vendors');
    await page.goto('/CreateCoupon');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD A COUPON' });
    await dialog.getByLabel(/^Vendor/).fill(vendor!.userName.slice(0, 5));
    await page.getByRole('option', { name: vendor!.userName }).first().click();
    const title = dialog.getByLabel(/^Title/);
    const description = dialog.getByLabel(/^Description/);
    // Date fields in the console's language: typed digit by digit, kept as they show (MM/DD/YYYY).
    const start = dayValue(dialog, /^Start Date/);
    const end = dayValue(dialog, /^Date Of Expiration/);
    await title.fill(HOSTILE);
    await description.fill('Two for one on Tuesdays');
    await typeDay(dialog, /^Start Date/, inDays(1));
    await typeDay(dialog, /^Date Of Expiration/, inDays(30));
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'coupon.png', mimeType: 'image/png', buffer: await samplePng(page, 400, 200) });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await cycleFaults({
      page,
      path: '/coupons/addAdminCoupn',
      submit: () => submit.click(),
      submitButton: submit,
      fields: [
        [title, HOSTILE],
        [description, 'Two for one on Tuesdays'],
        [start, dayAsShown(inDays(1))],
        [end, dayAsShown(inDays(30))],
      ],
      success: /Coupon Added Successfully/,
      tally,
    });
    const sent = await lastBody('/coupons/addAdminCoupn');
    expect(sent).toMatchObject({ title: HOSTILE, type: '1', status: 'Published', store: vendor!.stores[0] });
    // Typed in the localized picker, sent as the platform's yyyy-MM-dd, as before.
    expect(sent).toMatchObject({ startDate: inDays(1), dateOfExpiration: inDays(30) });
    expect(sent.image).toMatch(/^<coupon\.png, \d+>$/);
  });
});
