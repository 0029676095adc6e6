import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalize } from '../../src/i18n/pseudo';
import { iconOnlyControlNames, settle } from './axe';
import { DEMO_ADMIN, launchBrowser, openPage, type Watched } from './browser';
import { focused, stopsWithoutVisibleFocus, tabTo } from './focus';
import {
  chooseDemoSheet,
  LOGGED_IN_SCREENS,
  LOGGED_OUT_PATHS,
  loginAsAdmin,
  openScreen,
  type Screen,
} from './screens';

/**
 * The console with the keyboard alone: the OTP boxes, the weekly grid's inline editing, dialogs
 * that trap focus and give it back, a visible focus on every stop, and a translated name on every
 * icon-only control.
 */
let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  page.setDefaultTimeout(10_000);
  await page.goto('/login?mockReset');
});
afterAll(async () => {
  await browser?.close();
});

const digit = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('keyboard', () => {
  it('OTP boxes: digits typed advance, Backspace goes back, arrows move, Enter submits', async () => {
    await page.goto(`/forgotPasswordOTP?email=${DEMO_ADMIN.email}`);
    await digit(1).waitFor();
    await tabTo(page, (focus) => focus.label === 'Digit 1 of 4');
    await page.keyboard.type('12');
    expect(await focused(page)).toMatchObject({ label: 'Digit 3 of 4' });
    // Backspace on the empty third box clears the second and moves there.
    await page.keyboard.press('Backspace');
    expect(await focused(page)).toMatchObject({ label: 'Digit 2 of 4' });
    expect(await digit(2).inputValue()).toBe('');
    await page.keyboard.type('234');
    expect(await Promise.all([1, 2, 3, 4].map((n) => digit(n).inputValue()))).toEqual(['1', '2', '3', '4']);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toMatchObject({ label: 'Digit 3 of 4' });
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ label: 'Digit 4 of 4' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/resetPasswordUpdate?**');
    expect(new URL(page.url()).searchParams.get('otpNumber')).toBe('1234');
  });

  it('every stop of the login screen shows its focus', async () => {
    await openScreen(page, '/login');
    expect(await stopsWithoutVisibleFocus(page, 30)).toEqual([]);
  });

  describe('logged in', () => {
    beforeAll(async () => {
      await loginAsAdmin(page);
    });

    // Was reported: react-admin's collapsed bulk-actions toolbar kept its buttons in the tab order
    // while invisible; the theme now hides it (src/layout/theme.ts).
    it('every stop of a list screen (app bar, menu, toolbar, rows) shows its focus', async () => {
      await openScreen(page, '/DataListing');
      await page.locator('#main-content tbody tr').first().waitFor();
      expect(await stopsWithoutVisibleFocus(page, 70)).toEqual([]);
    });

    // react-admin's own tooltips (MUI's) name their buttons and open on hover and on keyboard focus.
    it('react-admin’s tooltips (app bar, sortable headers) open on hover and on keyboard focus', async () => {
      await openScreen(page, '/DataListing');
      await page.locator('#main-content tbody tr').first().waitFor();
      const theme = page.getByRole('banner').getByRole('button', { name: 'Toggle light/dark mode' });
      await theme.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Toggle light/dark mode');
      await page.mouse.move(600, 700);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      await theme.focus();
      await tabTo(page, (focus) => /^Sort by full Name/.test(focus.label));
      await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/^Sort by full Name/);
      await page.keyboard.press('Escape');
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
    });

    it('every stop of a form dialog shows its focus', async () => {
      await openScreen(page, '/CreateAgent');
      await page.getByRole('button', { name: 'Create Agent' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await stopsWithoutVisibleFocus(page, 30, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it('weekly grid: Tab to a cell, Enter edits, Escape cancels, Enter saves', async () => {
      await openScreen(page, '/WeeklyData');
      await chooseDemoSheet(page);
      await tabTo(page, (focus) => focus.tag === 'td');
      // The fifth cell of the first row is its Town.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      const town = page.locator('tbody tr').first().locator('td').nth(4);
      expect(await town.evaluate((td) => td === document.activeElement)).toBe(true);
      const before = ((await town.textContent()) ?? '').trim();

      await page.keyboard.press('Enter');
      const editing = page.locator('tr[data-editing]');
      await editing.waitFor();
      expect(await focused(page)).toMatchObject({ tag: 'input', label: 'Town' });
      await page.keyboard.press('Escape');
      await editing.waitFor({ state: 'detached' });
      expect(await town.evaluate((td) => td === document.activeElement)).toBe(true);
      expect(((await town.textContent()) ?? '').trim()).toBe(before);

      await page.keyboard.press('Enter');
      await editing.waitFor();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Keyboard Town');
      await page.keyboard.press('Enter');
      await page.getByText('Records Updated Successfully').waitFor();
      await editing.waitFor({ state: 'detached' });
      await page.locator('tbody td', { hasText: 'Keyboard Town' }).first().waitFor();
      expect((await focused(page)).onBody).toBe(false);
    });

    const dialogs: { path: string; opener: (page: Page) => Locator; name: string }[] = [
      {
        path: '/DataListing',
        name: 'Edit User',
        opener: (p) => p.locator('#main-content tbody tr').first().getByRole('button', { name: 'Edit' }),
      },
      {
        path: '/DataListing',
        name: 'delete confirm',
        opener: (p) => p.locator('#main-content tbody tr').first().getByRole('button', { name: 'Delete' }),
      },
      {
        path: '/CreateAgent',
        name: 'ADD NEW AGENT',
        opener: (p) => p.getByRole('button', { name: 'Create Agent' }),
      },
      {
        path: '/BusinessUploads',
        name: 'Add New Business',
        opener: (p) => p.getByRole('button', { name: 'Add New Business' }),
      },
      {
        path: '/Data',
        name: 'feed preview',
        opener: (p) => p.locator('#main-content tbody tr').first().getByRole('button', { name: 'Preview' }),
      },
    ];

    it.each(dialogs.map((d) => [`${d.path} ${d.name}`, d] as const))(
      'dialog %s: opens with Enter, traps Tab and Shift+Tab, Escape returns focus to its opener',
      async (_name, { path, opener }) => {
        await openScreen(page, path);
        const button = opener(page);
        await button.waitFor();
        await button.focus();
        await button.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').last().waitFor();
        expect((await focused(page)).inDialog).toBe(true);
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 20; i += 1) {
            await page.keyboard.press(key);
            const focus = await focused(page);
            expect(focus.inDialog, `${key} #${i + 1} left the dialog: ${JSON.stringify(focus)}`).toBe(true);
          }
        }
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        const back = await page.evaluate(
          () => document.activeElement?.hasAttribute('data-e2e-opener') ?? false,
        );
        expect(back, `focus went to ${JSON.stringify(await focused(page))}`).toBe(true);
      },
    );
  });
});

/** How many icon-only controls each screen had: a check that looked at nothing proves nothing. */
const checkedControls = new Map<string, number>();

/** Every visible icon-only control (no text of its own) of the current page, with its name. */
async function unnamedOrUntranslated(where: string): Promise<string[]> {
  // Quiet first: while a request runs, the app bar's refresh button is a spinner.
  await settle(page);
  const controls = await iconOnlyControlNames(page);
  checkedControls.set(where, controls.length);
  return controls
    .filter((control) => !control.name.trim() || !control.name.includes('⟦'))
    .map((control) => `[${where}] ${control.html} → name ${JSON.stringify(control.name)}`);
}

describe('icon-only controls have a translated accessible name (pseudo-locale en-XA)', () => {
  beforeAll(async () => {
    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"en-XA"'));
  });

  it('on every logged-out screen', async () => {
    await page.evaluate(() => {
      localStorage.removeItem('username');
      sessionStorage.removeItem('username');
    });
    const problems: string[] = [];
    for (const path of LOGGED_OUT_PATHS) {
      await openScreen(page, path);
      await page.waitForFunction(() => document.body.textContent?.includes('⟦'));
      problems.push(...(await unnamedOrUntranslated(path)));
    }
    expect(problems).toEqual([]);
    // The login screens' show-password toggle is icon-only.
    expect(checkedControls.get('/login')).toBeGreaterThanOrEqual(1);
  });

  it('on every logged-in screen and dialog', async () => {
    await page.evaluate(() => localStorage.setItem('username', 'admin'));
    const problems: string[] = [];
    const visit = async (screen: Screen) => {
      await openScreen(page, screen.path);
      await screen.prepare?.(page, pseudoLocalize);
      problems.push(...(await unnamedOrUntranslated(screen.path)));
    };
    for (const screen of LOGGED_IN_SCREENS) {
      await visit(screen);
      for (const scene of screen.scenes) {
        await visit(screen);
        try {
          await scene.open(page, pseudoLocalize);
        } catch {
          // The scene's own suite reports a dialog that does not open; here it is only not checked.
          continue;
        }
        problems.push(...(await unnamedOrUntranslated(`${screen.path} + ${scene.name}`)));
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // The app bar alone has icon-only buttons (menu, theme, refresh) on every screen.
    for (const screen of LOGGED_IN_SCREENS)
      expect(checkedControls.get(screen.path)).toBeGreaterThanOrEqual(3);
  }, 240_000);
});
