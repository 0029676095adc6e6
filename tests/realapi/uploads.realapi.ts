import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayAsShown, dayValue, typeDay } from '../e2e/dates';
import { cycleFaults, HOSTILE, lastBody } from './faults';
import {
  dismissToasts,
  expectNoToast,
  expectToast,
  FAULT,
  platform,
  realApiSuite,
  tallyFor,
} from './platform';

/** Multipart calls against a failing real server: the chosen file stays chosen, nothing is claimed. */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

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

/**
 * A phone camera's photo: 4000×3000, gradients plus grain, as a JPEG under 5,000,000 bytes (the
 * admin may choose it). Its PNG crop at full size would weigh far more.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 4000, 3000);
    sky.addColorStop(0, '#3a7bd5');
    sky.addColorStop(0.5, '#f9d423');
    sky.addColorStop(1, '#2f4f2f');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    const pixels = context.getImageData(0, 0, 4000, 3000);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 41) - 20;
      pixels.data[i] = Math.min(255, Math.max(0, pixels.data[i]! + grain));
      pixels.data[i + 1] = Math.min(255, Math.max(0, pixels.data[i + 1]! + grain));
      pixels.data[i + 2] = Math.min(255, Math.max(0, pixels.data[i + 2]! + grain));
    }
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Chooses the photo in the dialog's image input and confirms the crop step. */
async function choosePhoto(page: Page, dialogName: string, photo: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog
    .getByLabel('Coupon Image', { exact: false })
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await crop.getByRole('button', { name: 'Done' }).click();
  await crop.waitFor({ state: 'detached', timeout: 30000 });
  await dialog.getByRole('img', { name: /New image/ }).waitFor();
}

const sentFile = (part: unknown) => {
  const match = /^<(.+), (\d+)>$/.exec(String(part));
  return match ? { name: match[1], size: Number(match[2]) } : undefined;
};

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('uploads against a failing real server', () => {
  it('Business Bulk Uploads: each failure says "Error uploading file" and keeps the file; a slow upload shows progress; one request', async () => {
    const { page } = suite;
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
    const { page } = suite;
    tally.screen('/CreateCoupon');
    const [vendor] = await platform.collection<{ userName: string; stores: string[] }>('vendors');
    await page.goto('/CreateCoupon');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD A COUPON' });
    await dialog.getByLabel(/^Vendor/).fill(vendor!.userName.slice(0, 5));
    await page.getByRole('option', { name: vendor!.userName }).first().click();
    const title = dialog.getByLabel(/^Title/);
    const description = dialog.getByLabel(/^Description/);
    // Date fields in the console's language: typed digit by digit, kept as they show (English: YYYY-MM-DD).
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

  it('a 4000×3000 phone photo through both crop dialogs: each save goes out, its PNG under 5,000,000 bytes', async () => {
    const { page } = suite;
    const photo = await phonePhoto(page);
    expect(photo.length).toBeLessThanOrEqual(5_000_000);
    expect(photo.length).toBeGreaterThan(1_000_000);

    const [coupon] = await platform.collection<{ _id: string }>('vendorCoupons');
    await page.goto(`/allCoupons/${coupon!._id}`);
    await choosePhoto(page, 'Edit Coupon', photo);
    await page
      .getByRole('dialog', { name: 'Edit Coupon' })
      .getByRole('button', { name: 'Update', exact: true })
      .click();
    await expectToast(page, /coupon updated successfully/i);
    const couponImage = sentFile((await lastBody('/coupons/editCoupons')).image);
    expect(couponImage?.name).toBe('croppedImage');
    expect(couponImage!.size).toBeLessThanOrEqual(5_000_000);

    const [store] = await platform.collection<{ _id: string }>('stores');
    await page.goto(`/Stores/${store!._id}`);
    await choosePhoto(page, 'Edit Vendor', photo);
    await page
      .getByRole('dialog', { name: 'Edit Vendor' })
      .getByRole('button', { name: 'Update Vendor' })
      .click();
    await expectToast(page, 'Data Update successful');
    const vendorImage = sentFile((await lastBody('/users/editAdminVendorData')).businessImage);
    expect(vendorImage?.name).toBe('croppedImage');
    expect(vendorImage!.size).toBeLessThanOrEqual(5_000_000);
    expect(await page.getByText('Max image size allowed is 5MB.').count()).toBe(0);
  });
});
