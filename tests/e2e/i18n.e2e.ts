import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, launchBrowser, openPage, type Watched } from './browser';
import { DECLARED_SCREENS } from './declaredScreens';
import { clickControl, settle, untranslatedTexts } from './pseudoScan';

/**
 * Every screen of the spec, in the pseudo-locale (en-XA): any visible text or accessible label
 * without ⟦…⟧ is hard-coded (user data excluded, see ./pseudoScan.ts). Each screen is one test,
 * its dialogs opened too, so the failures list exactly which texts still need a message key.
 */
const PSEUDO = 'en-XA';
const DEMO_SUBSCRIBER = { email: 'subscriber@example.com', password: 'Subscriber@123' };
const email = encodeURIComponent('admin@example.com');

interface Dialog {
  name: string;
  control: RegExp;
  /** Look for the control in the first table body row. */
  row?: boolean;
}
interface Screen {
  path: string;
  /** Submit the empty form once, so its validation messages are checked too. */
  submitEmpty?: boolean;
  dialogs?: Dialog[];
}

const LOGGED_OUT: Screen[] = [
  { path: '/', submitEmpty: true },
  { path: '/login', submitEmpty: true },
  { path: '/signup', submitEmpty: true },
  { path: `/account_verification?email=${email}` },
  { path: '/forgotPassword', submitEmpty: true },
  { path: `/forgotPasswordOTP?email=${email}`, submitEmpty: true },
  { path: '/resetPasswordEmail', submitEmpty: true },
  { path: '/resetPasswordSent' },
  { path: `/resetPasswordUpdate?email=${email}&otpNumber=1234`, submitEmpty: true },
  { path: '/DashboardLogin' },
  { path: '/DashboardSignin' },
];

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const FIRST_ROW = 'tbody tr:first-child, [role="row"]:has([role="cell"], [role="gridcell"])';
/** Dialogs a page opens by its own controls (the declarations give the resources' ones). */
const PAGE_DIALOGS: Record<string, Dialog[]> = {
  '/CreateAgent': [{ name: 'QR code', control: /\bqr\b/i, row: true }],
  '/BusinessUploads': [{ name: 'Add New Business', control: /\badd new business\b/i }],
  '/Data': [{ name: 'feed preview', control: /\b(preview|view|open)\b/i, row: true }],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every signed-in screen of the registry, with the dialogs its declaration gives it. */
const ADMIN: Screen[] = DECLARED_SCREENS.map((screen) => ({
  path: screen.path,
  dialogs: [
    ...(screen.createButton
      ? [
          {
            name: screen.createTitle ?? 'create',
            control: new RegExp(`^${escapeRegExp(screen.createButton)}$`, 'i'),
          },
        ]
      : []),
    ...(screen.edit ? [{ name: screen.editTitle ?? 'edit', control: /\bedit\b/i, row: true }] : []),
    ...(screen.delete ? [{ name: 'delete confirmation', control: /\bdelete\b/i, row: true }] : []),
    ...(PAGE_DIALOGS[screen.path] ?? []),
  ],
}));

/** Checks the screen as it is now, then each dialog opened in turn; returns all offenders. */
async function checkScreen(page: Page, screen: Screen): Promise<string[]> {
  await settle(page);
  const offenders = await untranslatedTexts(page);
  if (screen.submitEmpty) {
    const submit = page.locator('form button[type="submit"]').first();
    if (await submit.isVisible().catch(() => false)) {
      await submit.click();
      // The form's messages: an invalid field, or a notification.
      await page
        .locator('[aria-invalid="true"], .MuiSnackbarContent-message')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
      offenders.push(...(await untranslatedTexts(page)).map((line) => `(after submit) ${line}`));
    }
  }
  for (const dialog of screen.dialogs ?? []) {
    const opened = await clickControl(page, dialog.control, dialog.row ? FIRST_ROW : 'body');
    if (!opened) {
      offenders.push(`(dialog ${dialog.name}) no control named ${dialog.control} to open it`);
      continue;
    }
    const shown = await page
      .locator(DIALOG)
      .first()
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) offenders.push(`(dialog ${dialog.name}) did not open`);
    // The dialog's content in: no progress bar or skeleton left in it.
    await page
      .waitForFunction(
        (selector) => {
          const open = document.querySelector(selector);
          return Boolean(open) && !open?.querySelector('[role="progressbar"], .MuiSkeleton-root');
        },
        DIALOG,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    // The screen behind was checked already: only the dialog now.
    const inDialog = await untranslatedTexts(page, DIALOG);
    offenders.push(...inDialog.map((line) => `(dialog ${dialog.name}) ${line}`));
    await page.keyboard.press('Escape');
    await page
      .locator(DIALOG)
      .first()
      .waitFor({ state: 'hidden', timeout: 3000 })
      .catch(() => undefined);
  }
  return [...new Set(offenders)];
}

const choosePseudo = (page: Page) =>
  page.evaluate((locale) => window.localStorage.setItem('RaStore.locale', JSON.stringify(locale)), PSEUDO);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('pseudo-locale: logged-out screens (locale chosen by ?locale=en-XA)', () => {
  for (const screen of LOGGED_OUT) {
    it(`${screen.path} shows no hard-coded text`, async () => {
      const { page, context } = await openPage(browser);
      try {
        const join = screen.path.includes('?') ? '&' : '?';
        await page.goto(`${screen.path}${join}locale=${PSEUDO}`);
        expect(await checkScreen(page, screen)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('pseudo-locale: admin screens (locale chosen in react-admin’s store)', () => {
  let session: Watched | undefined;
  let loginError = '';
  beforeAll(async () => {
    session = await openPage(browser);
    const { page } = session;
    try {
      await page.goto('/login');
      await page
        .locator('input[type="email"], input[name="email"], input[name="username"]')
        .first()
        .fill(DEMO_ADMIN.email);
      await page.locator('input[type="password"]').first().fill(DEMO_ADMIN.password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL(/\/DashboardHome/i, { timeout: 20000 });
      await choosePseudo(page);
    } catch (error) {
      loginError = `could not log in as the demo admin through /login: ${String(error).split('\n')[0]}`;
    }
  });
  afterAll(async () => {
    await session?.context.close();
  });

  for (const screen of ADMIN) {
    it(`${screen.path} (with its dialogs) shows no hard-coded text`, async () => {
      expect(loginError).toBe('');
      const page = session!.page;
      await page.goto(screen.path);
      expect(await checkScreen(page, screen)).toEqual([]);
    });
  }
});

describe('pseudo-locale: subscriber home', () => {
  it('/home shows no hard-coded text', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`/login?locale=${PSEUDO}`);
      await settle(page);
      // The embedded mock API starts with the console's first API call: open a screen that makes one.
      await page.evaluate(() => localStorage.setItem('username', 'admin'));
      await page.goto('/DashboardHome');
      await page.waitForLoadState('networkidle');
      // The mock answers in the page (service worker): log in the way /home expects.
      const token = await page.evaluate(async (account) => {
        const reply = await fetch('/mock-api/v1/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        const body = await reply.json();
        return String(body?.tokens?.access?.token ?? '');
      }, DEMO_SUBSCRIBER);
      expect(token).not.toBe('');
      await context.addCookies([{ name: 'token', value: token, url: page.url() }]);
      await page.goto('/home');
      await page.waitForURL(/\/home/, { timeout: 10000 });
      expect(await checkScreen(page, { path: '/home' })).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('locale switcher', () => {
  it('switches the console to French from the app bar and keeps the choice after a reload', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      await page
        .locator('input[type="email"], input[name="email"], input[name="username"]')
        .first()
        .fill(DEMO_ADMIN.email);
      await page.locator('input[type="password"]').first().fill(DEMO_ADMIN.password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL(/\/DashboardHome/i, { timeout: 20000 });
      // The app bar's switcher: the login card has one too, and it can still be on screen (with
      // its own menu, gone with the card) just after the URL changes.
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
      await expect.poll(() => page.getByText('Gérer les commerces').count()).toBeGreaterThan(0);
      expect(await page.title()).toBe("Console d'administration");
      await page.reload();
      await expect
        .poll(() => page.getByText('Gérer les commerces').count(), { timeout: 15000 })
        .toBeGreaterThan(0);
      expect(await page.getByRole('menuitem', { name: '⟦Pseudo en-XA⟧' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('German, a locale added as data only (src/i18n/de/*.json + one entry in locales.json)', () => {
  it('shows the console and react-admin’s own controls in German, not French or English', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login?locale=de');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Admin-Anmeldung' }).count(), { timeout: 15000 })
        .toBeGreaterThan(0);
      await page
        .locator('input[type="email"], input[name="email"], input[name="username"]')
        .first()
        .fill(DEMO_ADMIN.email);
      await page.locator('input[type="password"]').first().fill(DEMO_ADMIN.password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL(/\/DashboardHome/i, { timeout: 20000 });
      await page.goto('/DataListing');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Benutzerliste' }).count(), { timeout: 15000 })
        .toBeGreaterThan(0);
      // react-admin's own texts come from src/i18n/de/ra.json.
      await expect.poll(() => page.getByRole('button', { name: 'Exportieren' }).count()).toBeGreaterThan(0);
      // The pager shows once the list's rows are in, which may be after the toolbar.
      await expect.poll(() => page.getByText('Zeilen pro Seite:').count()).toBeGreaterThan(0);
      expect(await page.getByRole('columnheader', { name: /Rolle/ }).count()).toBeGreaterThan(0);
      // The app bar (its language button) comes after the list's first rows (barAfterRows).
      await expect.poll(() => page.getByRole('button', { name: 'Deutsch' }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
