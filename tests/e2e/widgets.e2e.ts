import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { loginAsAdmin } from './screens';

/**
 * The rich editing widgets in the built app on its embedded API, driven by the spec's visible
 * texts: one Edit Coupon with a 2:1 crop, one Edit Vendor (both forms, the image with a 1:1 crop).
 * The crop runs on the browser's real canvas here; the unit tests only fake it.
 */
let browser: Browser;
let session: Watched;
let page: Page;
/** The widgets' own lazy chunks requested so far (Vite names a chunk after its module). */
const heavyChunks: string[] = [];
const HEAVY_CHUNK =
  /\/assets\/(CropDialog|QrCodeDialog|PhoneControl|browserMaps|mockMaps|phoneCheck)-[\w-]+\.js$/;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  page.on('request', (request) => {
    const chunk = HEAVY_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) heavyChunks.push(chunk);
  });
  await session.context.addInitScript(recordSentForms);
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG drawn by the page's own canvas (a striped 600×400 picture), as bytes for the file input. */
async function samplePng(width: number, height: number): Promise<Buffer> {
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
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Natural size of an image URL, decoded by the page. */
const imageSize = (src: string) =>
  page.evaluate(
    (url) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => reject(new Error('not an image'));
        image.src = url;
      }),
    src,
  );

/**
 * Chromium does not hand Playwright the bytes of multipart bodies holding files, so the page
 * records every FormData it sends (by fetch or XMLHttpRequest) before the app loads.
 */
function recordSentForms() {
  const sent: { url: string; form: FormData }[] = [];
  (window as unknown as { __sentForms: typeof sent }).__sentForms = sent;
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __url?: string }, ...args: unknown[]) {
    this.__url = String(args[1]);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __url?: string }, body) {
    if (body instanceof FormData) sent.push({ url: this.__url ?? '', form: body });
    return send.call(this, body);
  };
  const fetch = window.fetch;
  window.fetch = (input, init) => {
    if (init?.body instanceof FormData) sent.push({ url: String(input), form: init.body });
    return fetch(input, init);
  };
}

interface SentPart {
  value?: string;
  file?: { name: string; type: string; size: number; width: number; height: number; png: boolean };
}

/** The last FormData sent to a path ending in `path`, with files described (decoded by the page). */
const sentForm = (path: string) =>
  page.evaluate(async (suffix) => {
    const sent = (window as unknown as { __sentForms: { url: string; form: FormData }[] }).__sentForms;
    const last = [...sent].reverse().find((entry) => entry.url.endsWith(suffix));
    if (!last) return undefined;
    const parts: Record<string, SentPart> = {};
    for (const [key, value] of last.form.entries()) {
      if (typeof value === 'string') {
        parts[key] = { value };
        continue;
      }
      const bitmap = await createImageBitmap(value);
      const magic = new Uint8Array(await value.slice(0, 4).arrayBuffer());
      parts[key] = {
        file: {
          name: value.name,
          type: value.type,
          size: value.size,
          width: bitmap.width,
          height: bitmap.height,
          png: magic[0] === 0x89 && magic[1] === 0x50 && magic[2] === 0x4e && magic[3] === 0x47,
        },
      };
    }
    return parts;
  }, path);

/** Chooses a picture in the dialog's image input, crops it with the keyboard, and confirms. */
async function cropPicture(dialogName: string, inputLabel: string, png: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog
    .getByLabel(inputLabel, { exact: false })
    .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await crop.waitFor();
  const area = crop.getByRole('group', { name: /Crop area/ });
  await area.waitFor();
  await expect
    .poll(() => area.evaluate((element) => element === document.activeElement), { timeout: 10000 })
    .toBe(true);
  await page.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  await area.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await crop.getByRole('button', { name: 'Done' }).click();
  await crop.waitFor({ state: 'detached' });
  await dialog.getByRole('img', { name: /New image/ }).waitFor();
}

describe('rich editing widgets in the browser', () => {
  it('loads none of the heavy widgets (crop, QR, phone, maps) with the login page and the dashboard', () => {
    expect(heavyChunks).toEqual([]);
  });

  it('Edit Coupon: AI description, then a 2:1 cropped PNG named croppedImage is saved as `image`', async () => {
    await page.goto('/allCoupons');
    await page.getByRole('heading', { name: 'Vendor Coupons', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    await dialog.waitFor();

    const description = dialog.getByLabel('Description', { exact: false });
    await description.fill('placeholder');
    await dialog.getByRole('button', { name: 'Generate Description with AI' }).click();
    await expect.poll(() => description.inputValue(), { timeout: 15000 }).not.toBe('placeholder');
    expect((await description.inputValue()).length).toBeGreaterThan(20);

    expect(heavyChunks).not.toContain('CropDialog');
    await cropPicture('Edit Coupon', 'Coupon Image', await samplePng(600, 400));
    expect(heavyChunks).toContain('CropDialog');

    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('coupon updated successfully').waitFor();
    const form = await sentForm('/coupons/editCoupons');
    expect(form?.image?.file).toMatchObject({ name: 'croppedImage', type: 'image/png', png: true });
    expect(form!.image!.file!.width).toBe(form!.image!.file!.height * 2);
    expect(form?.id?.value).toBeTruthy();
    await dialog.waitFor({ state: 'detached' });
    // The list reloads with the stored crop: a PNG exactly twice as wide as high.
    const stored = page.locator('img[src^="data:image/png"]').first();
    await stored.waitFor();
    const size = await imageSize((await stored.getAttribute('src'))!);
    expect(size.width).toBe(size.height * 2);
    expect(session.foreignRequests).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('Edit Vendor: the vendor form posts the spec payload; the image form sends a 1:1 crop', async () => {
    await page.goto('/Stores');
    await page.getByRole('heading', { name: 'Manage Stores', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Vendor' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Phone number country' }).first().waitFor();
    expect(heavyChunks).toContain('PhoneControl');
    // The flag is the library's bundled SVG, the same on every system: no image from a host, no
    // emoji (letters or a box on Windows and many Linux desktops).
    const flag = dialog.locator('.PhoneInputCountryIcon').first();
    await flag.locator('svg').waitFor();
    expect(await flag.locator('img').count()).toBe(0);
    expect((await flag.innerText()).trim()).toBe('');
    expect(await flag.locator('svg').getAttribute('aria-hidden')).toBe('true');

    const businessName = `Widget Test Bakery ${Date.now() % 10000}`;
    await dialog.getByLabel('Name Of Business', { exact: false }).fill(businessName);
    const businessType = dialog.getByRole('combobox', { name: /Business Type/ });
    await businessType.fill('');
    await businessType.pressSequentially('a');
    const option = page.getByRole('listbox').getByRole('option').first();
    const optionName = (await option.textContent())?.trim();
    await option.click();
    await dialog.getByLabel('Business Address', { exact: false }).fill('12 Widget Lane, Springfield');
    await dialog.getByLabel('Contact Person', { exact: false }).fill('Ada Lovelace');
    const country = dialog.getByRole('combobox', { name: 'Phone number country' }).first();
    await expect.poll(() => country.inputValue()).toBe('US');
    const phone = dialog.getByRole('textbox', { name: /^Phone/ }).first();
    await phone.fill('');
    await phone.pressSequentially('4155552671');
    expect(
      await dialog.getByLabel('Email Address', { exact: false }).getAttribute('readonly'),
    ).not.toBeNull();
    await dialog.getByLabel('Website', { exact: false }).fill('https://bakery.example');

    const updated = page.waitForRequest((request) => request.url().endsWith('/users/updateVendor'));
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    const payload = JSON.parse((await updated).postData() ?? '{}');
    expect(payload).toMatchObject({
      businessName,
      businessAddress: '12 Widget Lane, Springfield',
      contactPerson: 'Ada Lovelace',
      userName: 'Ada Lovelace',
      countryCode: '+1',
      phone: '4155552671',
      website: 'https://bakery.example',
    });
    expect(typeof payload.id === 'string' && payload.id.length > 0).toBe(true);
    expect(payload.businessType).toBeTruthy();
    expect(optionName).toBeTruthy();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(businessName).first().waitFor();

    // The second form: the business image with Download Image, a square crop, Update Vendor.
    await page
      .getByRole('row', { name: new RegExp(businessName) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const again = page.getByRole('dialog', { name: 'Edit Vendor' });
    await again.waitFor();
    await again.getByRole('link', { name: 'Download Image' }).first().waitFor();
    await cropPicture('Edit Vendor', 'Coupon Image', await samplePng(600, 400));
    await again.getByRole('button', { name: 'Update Vendor' }).click();
    await page.getByText('Data Update successful').waitFor();
    const form = await sentForm('/users/editAdminVendorData');
    expect(form?._id?.value).toBeTruthy();
    expect(form?.phone?.value).toMatch(/^\d+$/);
    expect(form?.businessImage?.file).toMatchObject({ name: 'croppedImage', type: 'image/png', png: true });
    expect(form!.businessImage!.file!.width).toBe(form!.businessImage!.file!.height);

    const stored = page
      .getByRole('row', { name: new RegExp(businessName) })
      .locator('img[src^="data:image/png"]');
    await stored.waitFor();
    const size = await imageSize((await stored.getAttribute('src'))!);
    expect(size.width).toBe(size.height);
    expect(session.foreignRequests).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('Manage Agents: a Reference ID copies the registration link; the QR icon shows it and downloads a PNG', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await page.goto('/CreateAgent');
    await page.getByRole('heading', { name: 'Manage Agents', level: 1 }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Show QR code' }) })
      .first();
    const reference = row.getByRole('button', { name: /^[A-Za-z0-9-]+$/ }).first();
    const referralNumber = (await reference.textContent())!.trim();
    const link = `${new URL(page.url()).origin}/registration/${referralNumber}`;
    await reference.click();
    await page.getByText('Link copied to clipboard').waitFor();
    expect(heavyChunks).not.toContain('QrCodeDialog');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await row.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    await dialog.getByText(link).waitFor();
    expect(heavyChunks).toContain('QrCodeDialog');
    const qr = dialog.getByRole('img', { name: `QR code of ${link}` });
    expect(await qr.evaluate((canvas) => [canvas.clientWidth, canvas.clientHeight])).toEqual([200, 200]);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`qr-${referralNumber}.png`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(session.foreignRequests).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
