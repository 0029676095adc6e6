import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './axe';
import { launchBrowser, openPage, type Watched } from './browser';
import { DECLARED_SCREENS } from './declaredScreens';
import { LOGGED_IN_SCREENS, LOGGED_OUT_PATHS, loginAsAdmin, openScreen } from './screens';

/**
 * A 360 × 740 phone: no screen scrolls sideways, the resource lists become compact lists, and
 * every dialog takes the whole screen.
 */
const PHONE = { width: 360, height: 740 };
/** Sub-pixel rounding only. */
const TOLERANCE = 2;
/**
 * A one-question confirmation stays a small centred dialog on a phone (Material's "alert dialog"):
 * it fits the screen whole, and going full-screen would only hide what is being confirmed.
 */
const SMALL_DIALOGS = new Set(['delete confirm']);
/** Screens whose test is skipped while a reported product bug makes it fail. */
const PHONE_BUGS: Record<string, string> = {};
/** The generated resource lists: on a phone each record is a short list item, not a table row. */
const RESOURCE_LISTS = DECLARED_SCREENS.filter((screen) => screen.resource).map((screen) => screen.path);

let browser: Browser;
let session: Watched;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser, PHONE);
  page = session.page;
  page.setDefaultTimeout(10_000);
  await page.goto('/login?mockReset');
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page reaches past the viewport's right edge, with the element sticking out most. */
const overflow = () =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = 0;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right) {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, widest, right: Math.round(right) };
  });

async function expectNoSidewaysScroll(where: string) {
  await settle(page);
  const { scrollWidth, widest, right } = await overflow();
  expect(
    scrollWidth,
    `${where} is ${scrollWidth}px wide (widest: ${widest} reaching ${right}px)`,
  ).toBeLessThanOrEqual(PHONE.width + TOLERANCE);
}

/**
 * The app bar's title on a phone: the screen's whole name, on up to two lines, never clamped or
 * cut to a few letters (it once read "Dasl", "Man", "Busi"). '' when it shows whole.
 */
const titleCut = () =>
  page.evaluate(() => {
    const title = document.getElementById('react-admin-title');
    const text = title?.textContent?.trim();
    if (!title || !text) return 'the app bar has no title';
    const cut = title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1;
    return cut ? `the app bar's title "${text}" is cut (${title.clientWidth}px wide)` : '';
  });

/** The open dialog's box: a full-screen dialog covers the viewport exactly. */
const dialogBox = () =>
  page
    .getByRole('dialog')
    .last()
    .evaluate((el) => {
      const paper = (
        el.matches('.MuiDialog-paper') ? el : (el.querySelector('.MuiDialog-paper') ?? el)
      ) as HTMLElement;
      const box = paper.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    });

describe('at 360 px wide', () => {
  it('no logged-out screen scrolls sideways', async () => {
    for (const path of LOGGED_OUT_PATHS) {
      await openScreen(page, path);
      await expectNoSidewaysScroll(path);
    }
  });

  describe('logged in', () => {
    beforeAll(async () => {
      await loginAsAdmin(page);
    });

    for (const screen of LOGGED_IN_SCREENS) {
      (PHONE_BUGS[screen.path] ? it.skip : it)(
        `${screen.path} fits the width, and so does each of its dialogs, full-screen`,
        async () => {
          await openScreen(page, screen.path);
          await screen.prepare?.(page);
          await expectNoSidewaysScroll(screen.path);
          const problems: string[] = [];
          const cut = await titleCut();
          if (cut) problems.push(cut);
          for (const scene of screen.scenes) {
            await openScreen(page, screen.path);
            await screen.prepare?.(page);
            try {
              await scene.open(page);
            } catch (error) {
              problems.push(`${scene.name} could not be opened: ${String(error).split('\n')[0]}`);
              continue;
            }
            await settle(page);
            const { scrollWidth } = await overflow();
            if (scrollWidth > PHONE.width + TOLERANCE)
              problems.push(`${scene.name}: page ${scrollWidth}px wide`);
            if ((await page.getByRole('dialog').count()) === 0) continue;
            const box = await dialogBox();
            if (SMALL_DIALOGS.has(scene.name)) {
              const inside =
                box.x >= 0 &&
                box.y >= 0 &&
                box.x + box.width <= PHONE.width &&
                box.y + box.height <= PHONE.height;
              if (!inside) problems.push(`${scene.name} does not fit the screen: ${JSON.stringify(box)}`);
              continue;
            }
            const full =
              Math.abs(box.x) <= 1 &&
              Math.abs(box.y) <= 1 &&
              Math.abs(box.width - PHONE.width) <= 1 &&
              Math.abs(box.height - PHONE.height) <= 1;
            if (!full) problems.push(`${scene.name} is not full-screen: ${JSON.stringify(box)}`);
          }
          expect(problems).toEqual([]);
        },
      );
    }

    it('no screen moves what it has shown while it loads (layout shift under 0.1, "good")', async () => {
      // Each cold load's layout shifts, summed as Lighthouse's CLS does on a phone; a skeleton of
      // the wrong size (the dashboard's date fields: 0.18) pushes everything below it down.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifted: Record<string, number> = {};
      for (const screen of LOGGED_IN_SCREENS) {
        await openScreen(page, screen.path);
        await settle(page);
        // What loads after the first paint (date pickers, filters, bulk actions) has come.
        await page.waitForTimeout(1200);
        const total = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
        );
        shifted[screen.path] = Math.round(total * 1000) / 1000;
      }
      console.log('layout shift while loading, per screen (phone):', JSON.stringify(shifted));
      expect(Object.entries(shifted).filter(([, value]) => value >= 0.1)).toEqual([]);
    });

    it('the app bar’s language button is its icon alone, named with the language', async () => {
      await openScreen(page, '/DashboardHome');
      const button = page.getByRole('button', { name: 'Language: English', exact: true });
      // On a page load the app bar comes once the counters are there (the dashboard's barAfterData).
      await button.waitFor();
      expect(await button.isVisible()).toBe(true);
      expect((await button.innerText()).trim()).toBe('');
      await button.click();
      await page.getByRole('menuitem', { name: 'Français' }).waitFor();
      await page.keyboard.press('Escape');
    });

    it("the spec's sidebar marker follows the screen on a phone too (the menu drawer is closed)", async () => {
      for (const [path, marker] of [
        ['/Stores', '4'],
        ['/CreateAgent', '7'],
        ['/DataListing', '1'],
      ] as const) {
        await openScreen(page, path);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebarActive'))).toBe(marker);
      }
    });

    it.each(RESOURCE_LISTS)('%s shows its records as a compact list, not a table', async (path) => {
      await openScreen(page, path);
      const items = page.locator('#main-content li');
      await items.first().waitFor();
      expect(await page.locator('#main-content table').count()).toBe(0);
      expect(await items.count()).toBeGreaterThan(0);
      // Each item keeps its row actions within the screen.
      const actions = items.first().getByRole('button');
      for (const box of await actions.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().right),
      )) {
        expect(box).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });
});
