import type { Locator, Page } from 'playwright-core';
import { settle } from './axe';
import { DEMO_ADMIN } from './browser';
import { DECLARED_SCREENS } from './declaredScreens';

/**
 * The console's screens and dialogs, found the way a user finds them (visible texts and roles),
 * shared by the accessibility, mobile and security suites.
 */

export const DEMO_SUBSCRIBER = { email: 'subscriber@example.com', password: 'Subscriber@123' };

/** The admin login form at /login (a fresh mock data set when `reset`). */
export async function loginAsAdmin(page: Page, { reset = false } = {}): Promise<void> {
  await page.goto(reset ? '/login?mockReset' : '/login');
  await page.getByLabel(/^Email/).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/DashboardHome$/);
}

/** The general (token) login at /DashboardLogin, as the demo subscriber. */
export async function loginAsSubscriber(page: Page): Promise<void> {
  await page.goto('/DashboardLogin');
  await page.getByLabel(/^Email/).fill(DEMO_SUBSCRIBER.email);
  await page.getByLabel(/^Password/).fill(DEMO_SUBSCRIBER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/home$/);
}

/** The account screens, reachable without a session. */
export const LOGGED_OUT_PATHS = [
  '/login',
  '/signup',
  '/account_verification?email=a@b.co',
  '/forgotPassword',
  '/forgotPasswordOTP?email=a@b.co',
  '/resetPasswordEmail',
  '/resetPasswordSent',
  '/resetPasswordUpdate?email=a@b.co&otpNumber=1234',
  '/DashboardLogin',
] as const;

/**
 * The text a control shows for an English message: the English itself, or its pseudo-locale
 * form (`pseudoLocalize`) when a suite runs in en-XA.
 */
export type Say = (english: string) => string;
export const english: Say = (text) => text;

export interface Scene {
  /** e.g. "Edit User dialog". */
  name: string;
  /** From the screen, ready: opens the dialog (or state) and resolves once it shows. */
  open(page: Page, say?: Say): Promise<void>;
}

export interface Screen {
  path: string;
  /** Brings the screen into the state its scenes start from (after the page heading shows). */
  prepare?(page: Page, say?: Say): Promise<void>;
  scenes: Scene[];
}

/** The one open dialog, once its opening transition is over. */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  return dialog;
}

/** The first record of the screen's list (a table row, or a list item on a phone). */
const firstRow = (page: Page) => page.locator('#main-content').locator('tbody tr, li').first();
const rowButton = (page: Page, name: string) => firstRow(page).getByRole('button', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

const dialogScene = (name: string, opener: (page: Page, say: Say) => Locator): Scene => ({
  name,
  open: async (page, say = english) => {
    await opener(page, say).waitFor();
    await openDialog(page, opener(page, say));
  },
});

/** Puts the weekly grid on the demo sheet (the choice is kept in localStorage). */
export async function chooseDemoSheet(page: Page, say: Say = english): Promise<void> {
  const demo = page.getByRole('button', { name: say('Use the demo sheet') });
  const grid = page.locator('tbody tr td[tabindex]').first();
  await Promise.race([demo.waitFor(), grid.waitFor()]);
  if (await demo.isVisible()) await demo.click();
  await grid.waitFor();
}

/** Scenes the declarations cannot tell: a page's own dialogs and a resource's extra buttons. */
const EXTRA: Record<string, Pick<Screen, 'prepare'> & { scenes: Scene[] }> = {
  '/CreateAgent': {
    scenes: [dialogScene('QR code dialog', (page, say) => rowButton(page, say('Show QR code')))],
  },
  '/BusinessUploads': {
    scenes: [dialogScene('Add New Business dialog', (page, say) => button(page, say('Add New Business')))],
  },
  '/Data': { scenes: [dialogScene('preview dialog', (page, say) => rowButton(page, say('Preview')))] },
  '/WeeklyData': {
    prepare: chooseDemoSheet,
    scenes: [
      {
        name: 'a row in edit mode',
        open: async (page) => {
          await page.locator('tbody tr td[tabindex]').nth(4).click();
          await page.locator('tr[data-editing]').waitFor();
        },
      },
    ],
  },
};

/**
 * Every signed-in screen from the registry (tests/e2e/declaredScreens.ts): a resource's create,
 * edit and delete dialogs follow from what it declares, so a new resource is toured by every suite
 * that uses this list with no test edit.
 */
export const LOGGED_IN_SCREENS: Screen[] = DECLARED_SCREENS.map((screen) => {
  const scenes: Scene[] = [];
  if (screen.createButton) {
    const label = screen.createButton;
    scenes.push(dialogScene(`${screen.createTitle} dialog`, (page, say) => button(page, say(label))));
  }
  if (screen.edit)
    scenes.push(dialogScene(`${screen.editTitle} dialog`, (page, say) => rowButton(page, say('Edit'))));
  if (screen.delete)
    scenes.push(dialogScene('delete confirm', (page, say) => rowButton(page, say('Delete'))));
  const extra = EXTRA[screen.path];
  return { path: screen.path, prepare: extra?.prepare, scenes: [...scenes, ...(extra?.scenes ?? [])] };
});

/** Opens `path` and waits for its level-1 heading (every screen has one). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export type Theme = 'light' | 'dark';

/** react-admin keeps the theme in its store (localStorage `RaStore.theme`); set before loading. */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('RaStore.theme', JSON.stringify(value)), theme);
}

/** The page's background luminance (0 black … 1 white), to prove which theme is showing. */
export const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const color = getComputedStyle(document.body).backgroundColor;
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

/** Opens each scene of `screen` in turn (from a fresh load), calling `look` on the screen and each scene. */
export async function tour(
  page: Page,
  screen: Screen,
  look: (where: string) => Promise<void>,
): Promise<string[]> {
  const unopened: string[] = [];
  await openScreen(page, screen.path);
  await screen.prepare?.(page);
  await settle(page);
  await look(screen.path);
  for (const scene of screen.scenes) {
    await openScreen(page, screen.path);
    await screen.prepare?.(page);
    try {
      await scene.open(page);
    } catch (error) {
      unopened.push(`${screen.path} + ${scene.name}: ${String(error).split('\n')[0]}`);
      continue;
    }
    await settle(page);
    await look(`${screen.path} + ${scene.name}`);
  }
  return unopened;
}
