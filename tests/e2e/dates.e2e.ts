import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/lib/dates';
import { launchBrowser, openPage, type Watched } from './browser';
import { dayAsShown, dayField, dayText, dayValue, typeDay } from './dates';
import { loginAsAdmin } from './screens';

/**
 * Date fields follow the console's language, not the browser's: the built app in Chromium (whose
 * own locale is English) shows jj/mm/aaaa in French, dd/mm/aaaa in Spanish and TT.MM.JJJJ in
 * German, takes the day from the keyboard in that order, still refuses the days the spec refuses
 * with its messages, and sends yyyy-MM-dd. Screenshots of each language's ADD A COUPON dialog go
 * to test-results/dates-<code>.png.
 */
const SHOTS = 'test-results';
const LANGUAGES = [
  { code: 'fr', placeholder: 'jj/mm/aaaa', pattern: 'dd/MM/yyyy' },
  { code: 'es', placeholder: 'dd/mm/aaaa', pattern: 'dd/MM/yyyy' },
  { code: 'de', placeholder: 'TT.MM.JJJJ', pattern: 'dd.MM.yyyy' },
] as const;

const messages = (code: string, file: string) =>
  JSON.parse(readFileSync(`src/i18n/${code}/${file}.json`, 'utf8')) as unknown;
const fieldLabel = (code: string, source: string) =>
  (messages(code, 'resources') as { resources: Record<string, { fields: Record<string, string> }> }).resources
    .adminCoupons.fields[source] as string;
const validation = (code: string) =>
  (messages(code, 'resources') as { app: { schema: { validation: Record<string, string> } } }).app.schema
    .validation;
const dateTexts = (code: string) =>
  (messages(code, 'widgets') as { app: { widgets: { date: Record<string, string> } } }).app.widgets.date;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  page.setDefaultTimeout(15_000);
  await loginAsAdmin(page, { reset: true });
});
afterAll(async () => {
  await browser?.close();
});

/** ADD A COUPON, by its address, in `code`. */
async function openAddCoupon(code: string) {
  // A fresh form: no draft of an earlier test put back over it.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/CreateCoupon/create?locale=${code}`);
  const dialog = page.getByRole('dialog');
  await dayField(dialog, startsWith(fieldLabel(code, 'startDate'))).waitFor();
  return dialog;
}

describe('date fields in the console’s language', () => {
  for (const { code, placeholder, pattern } of LANGUAGES) {
    it(`${code}: shows ${placeholder}, takes the day typed in that order, keeps the spec's rules`, async () => {
      const dialog = await openAddCoupon(code);
      const startLabel = startsWith(fieldLabel(code, 'startDate'));
      const endLabel = startsWith(fieldLabel(code, 'dateOfExpiration'));
      const start = dayField(dialog, startLabel);
      expect(await dayText(dialog, startLabel)).toBe(placeholder);
      expect(await dayText(dialog, endLabel)).toBe(placeholder);
      await dialog.screenshot({ path: `${SHOTS}/dates-${code}.png`, animations: 'disabled' });

      // Typed from the keyboard in the language's order.
      const soon = addDays(today(), 2);
      await typeDay(dialog, startLabel, soon, pattern);
      expect(await dayValue(dialog, startLabel).inputValue()).toBe(dayAsShown(soon, pattern));
      expect(await dayText(dialog, startLabel)).toBe(dayAsShown(soon, pattern));

      // The spec's minimums, with its messages: today for coupon dates, expiry not before start.
      const submit = dialog.locator('button[type="submit"]');
      await typeDay(dialog, startLabel, addDays(today(), -1), pattern);
      await typeDay(dialog, endLabel, addDays(today(), 5), pattern);
      await submit.click();
      await dialog.getByText(validation(code).min_date.replace('%{min}', today())).waitFor();
      await typeDay(dialog, startLabel, addDays(today(), 9), pattern);
      await submit.click();
      await dialog.getByText(validation(code).not_before).waitFor();

      // A day typed only in part is refused with its own message.
      await start.getByRole('spinbutton').first().click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('12');
      await submit.click();
      await dialog.getByText(dateTexts(code).invalid).first().waitFor();
    });
  }

  it('de: the calendar opens in German and offers no day before today for a coupon', async () => {
    const dialog = await openAddCoupon('de');
    const texts = dateTexts('de');
    await dialog.getByRole('button', { name: texts.open }).first().click();
    const calendar = page.getByRole('grid');
    await calendar.waitFor();
    const day = Number(today().slice(8));
    if (day > 1) {
      const yesterday = calendar.getByRole('gridcell', { name: String(day - 1), exact: true });
      expect(await yesterday.isDisabled()).toBe(true);
    }
    expect(await calendar.getByRole('gridcell', { name: String(day), exact: true }).isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('de: the dashboard range shows TT.MM.JJJJ and searches yyyy-MM-dd', async () => {
    await page.goto('/DashboardHome?locale=de');
    const from = dayField(page, 'Von');
    await from.waitFor();
    expect(await dayText(page, 'Von')).toBe('TT.MM.JJJJ');
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/users/dashboardData')) bodies.push(request.postData() ?? '');
    });
    await typeDay(page, 'Von', '2026-03-05', 'dd.MM.yyyy');
    expect(await dayValue(page, 'Von').inputValue()).toBe('05.03.2026');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(() => bodies.map((body) => JSON.parse(body)))
      .toContainEqual({ startDate: '2026-03-05' });
  });

  it('logged no console error or warning and asked no outside host', () => {
    expect(session.foreignRequests).toEqual([]);
  });
});
