import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMessages } from '../../src/i18n/merge';
import { pseudoLocalize } from '../../src/i18n/pseudo';
import { settle } from './axe';
import { launchBrowser, openPage } from './browser';
import { dayAsShown, dayText, typeDay } from './dates';
import { DECLARED_SCREENS } from './declaredScreens';
import { chooseDemoSheet, loginAsAdmin } from './screens';

/**
 * Finished in the hand: every screen fits a 1366 × 768 laptop with its filter panel open (no
 * sideways page scroll, every row action on screen) and a 390 px phone (compact lists, a
 * readable title); one date format and one phone format per language.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const TOLERANCE = 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: { width: number; height: number }, locale = 'en'): Promise<Page> {
  const { page } = await openPage(browser, viewport);
  page.setDefaultTimeout(10_000);
  await loginAsAdmin(page, { reset: true });
  // The language as the admin's last choice (react-admin's store), then a fresh load.
  if (locale !== 'en') {
    await page.evaluate(
      (code) => window.localStorage.setItem('RaStore.locale', JSON.stringify(code)),
      locale,
    );
    await page.reload();
  }
  return page;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('at 1366 × 768, the filter panel open', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(LAPTOP);
  });
  afterAll(async () => page.context().close());

  for (const screen of DECLARED_SCREENS) {
    it(`${screen.path}: no sideways page scroll${screen.resource ? ', every row action on screen' : ''}`, async () => {
      await page.goto(screen.path);
      // The weekly grid on a sheet, as an admin works it (the choice is kept).
      if (screen.path === '/WeeklyData') await chooseDemoSheet(page);
      await settle(page);
      if (screen.resource) {
        await page.locator('tbody tr').first().waitFor();
        const filters = page.getByRole('complementary', { name: 'Filters' });
        if (await filters.count()) expect(await filters.isVisible()).toBe(true);
      }
      expect(await pageWidth(page), `${screen.path} page width`).toBeLessThanOrEqual(
        LAPTOP.width + TOLERANCE,
      );
      if (!screen.resource || !(screen.edit || screen.delete)) return;
      const outside = await page.evaluate((width) => {
        const rows = Array.from(document.querySelectorAll('tbody tr')).slice(0, 10);
        const found: string[] = [];
        for (const row of rows) {
          row.scrollIntoView({ block: 'center' });
          for (const button of Array.from(row.querySelectorAll('td:last-child button, td:last-child a'))) {
            const box = button.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            if (box.left < 0 || box.right > width || !(hit && hit.closest('td') === button.closest('td')))
              found.push(
                `${button.getAttribute('aria-label')} at ${Math.round(box.left)}–${Math.round(box.right)}`,
              );
          }
        }
        return { found, rows: rows.length };
      }, LAPTOP.width);
      expect(outside.rows).toBeGreaterThan(0);
      expect(outside.found, `${screen.path}: row actions off screen or covered`).toEqual([]);
    });
  }
});

describe('the weekly grid at 1366 × 768', () => {
  for (const locale of ['en', 'fr']) {
    it(`${locale}: every column on screen, no value cut (Sold Date read "2026-11-…", prices "$U S")`, async () => {
      const page = await signedIn(LAPTOP);
      try {
        await page.goto('/WeeklyData');
        await chooseDemoSheet(page);
        if (locale !== 'en') {
          await page.evaluate(
            (code) => window.localStorage.setItem('RaStore.locale', JSON.stringify(code)),
            locale,
          );
          await page.reload();
        }
        await page.locator('tbody tr').first().waitFor();
        await settle(page);
        const fit = await page.evaluate(() => {
          const table = document.querySelector('table') as HTMLElement;
          const box = table.parentElement as HTMLElement;
          const cut = Array.from(document.querySelectorAll('tbody td'))
            .filter((cell) => (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth + 1)
            .map((cell) => (cell as HTMLElement).innerText);
          const split = Array.from(document.querySelectorAll('tbody td.weekly-nowrap'))
            .filter(
              (cell) =>
                (cell as HTMLElement).getClientRects().length && (cell as HTMLElement).innerText.trim(),
            )
            .filter((cell) => {
              const range = document.createRange();
              range.selectNodeContents(cell);
              return range.getClientRects().length > 1;
            })
            .map((cell) => (cell as HTMLElement).innerText);
          return { table: table.scrollWidth, box: box.clientWidth, cut, split };
        });
        expect(fit.table, 'the table fits its box (no sideways scroll)').toBeLessThanOrEqual(
          fit.box + TOLERANCE,
        );
        expect(fit.cut, 'values cut').toEqual([]);
        expect(fit.split, 'numbers and days broken over lines').toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the weekly grid at 390 px: a card per row, an edit form of whole fields', () => {
  for (const locale of ['en', 'fr']) {
    it(`${locale}: every value under its column's name, nothing cut, no sideways scroll; edit mode shows whole inputs`, async () => {
      const page = await signedIn(PHONE);
      try {
        await page.goto('/WeeklyData');
        await chooseDemoSheet(page);
        if (locale !== 'en') {
          await page.evaluate(
            (code) => window.localStorage.setItem('RaStore.locale', JSON.stringify(code)),
            locale,
          );
          await page.reload();
        }
        await page.locator('tbody tr td[tabindex]').first().waitFor();
        await settle(page);
        const cards = await page.evaluate(() => {
          const table = document.querySelector('table') as HTMLElement;
          const row = document.querySelector('tbody tr') as HTMLElement;
          const cells = Array.from(row.querySelectorAll('td[data-label]')) as HTMLElement[];
          return {
            table: table.scrollWidth,
            box: (table.parentElement as HTMLElement).clientWidth,
            row: Math.round(row.getBoundingClientRect().width),
            labels: cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')),
            named: cells.map((cell) => cell.dataset.label),
            cut: Array.from(document.querySelectorAll('tbody td, thead th'))
              .filter((cell) => (cell as HTMLElement).getClientRects().length)
              .filter((cell) => (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth + 1)
              .map((cell) => (cell as HTMLElement).innerText),
            outside: cells
              .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 1)
              .map((cell) => cell.innerText),
          };
        });
        expect(await pageWidth(page), 'page width').toBeLessThanOrEqual(PHONE.width + TOLERANCE);
        expect(cards.table, 'the grid fits its box').toBeLessThanOrEqual(cards.box + TOLERANCE);
        expect(cards.row, 'a row is a card as wide as the screen').toBeLessThanOrEqual(PHONE.width);
        expect(cards.labels, 'each value shows its column name').toEqual(cards.named);
        expect(cards.labels).toHaveLength(10);
        expect(cards.cut, 'values or headers cut').toEqual([]);
        expect(cards.outside, 'cells past the screen edge').toEqual([]);
        if (process.env.SHOTS_DIR)
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/weekly-390-${locale}.png` });

        const edit = locale === 'fr' ? /^Modifier|^Éditer/ : /^Edit/;
        await page.locator('tbody tr').first().getByRole('button', { name: edit }).click();
        const form = page.locator('tr[data-editing]');
        await form.waitFor();
        const inputs = await form.evaluate((row) =>
          Array.from(row.querySelectorAll('input')).map((input) => ({
            name: input.getAttribute('aria-label'),
            whole: input.scrollWidth <= input.clientWidth + 1,
            wide: input.getBoundingClientRect().width,
            inside: input.getBoundingClientRect().right <= window.innerWidth,
          })),
        );
        expect(inputs).toHaveLength(10);
        for (const input of inputs) {
          expect(input.whole && input.inside, `${input.name}: whole and on screen`).toBe(true);
          // "So" was all a 390 px screen showed of an input: now at least half the card.
          expect(input.wide, `${input.name}: width`).toBeGreaterThan(140);
        }
        if (process.env.SHOTS_DIR) {
          await form.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/weekly-390-${locale}-edit.png` });
        }
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('at 390 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(PHONE);
  });
  afterAll(async () => page.context().close());

  for (const screen of DECLARED_SCREENS) {
    it(`${screen.path}: no sideways scroll, the title readable${screen.resource ? ', a compact list' : ''}`, async () => {
      await page.goto(screen.path);
      if (screen.path === '/WeeklyData') await chooseDemoSheet(page);
      await settle(page);
      expect(await pageWidth(page), `${screen.path} page width`).toBeLessThanOrEqual(PHONE.width + TOLERANCE);
      const heading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
      // The app bar names the page in full: no letter of it is cut.
      const title = await page.evaluate(() => {
        const bar = document.querySelector('header .RaAppBar-title, header #react-admin-title');
        const text = bar as HTMLElement | null;
        return text
          ? { text: text.innerText.trim(), cut: text.scrollWidth > text.clientWidth + 1 }
          : undefined;
      });
      expect(title?.text, `${screen.path} app-bar title`).toBe(heading);
      expect(title?.cut, `${screen.path} app-bar title is cut`).toBe(false);
      if (!screen.resource) return;
      expect(await page.locator('table').count(), 'no table on a phone').toBe(0);
      const items = page.getByRole('list').locator('li');
      await items.first().waitFor();
      const cut = await items.first().evaluate((item) =>
        Array.from(item.querySelectorAll('*'))
          .filter((el) => el.children.length === 0 && (el as HTMLElement).innerText?.trim())
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .map((el) => (el as HTMLElement).innerText),
      );
      expect(cut, `${screen.path}: text past the screen's edge`).toEqual([]);
    });
  }
});

const messages = (code: string) => JSON.parse(readFileSync(`src/i18n/${code}/resources.json`, 'utf8'));

const LANGUAGES = [
  { code: 'en', pattern: 'yyyy-MM-dd', day: /^\d{4}-\d{2}-\d{2}$/, edit: 'Edit' },
  { code: 'fr', pattern: 'dd/MM/yyyy', day: /^\d{2}\/\d{2}\/\d{4}$/, edit: 'Éditer' },
] as const;

/** A cell's text under the column headed `header`, for each row. */
const column = (page: Page, header: string) =>
  page.evaluate((name) => {
    const heads = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
    const index = heads.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${heads.join(', ')}`);
    return Array.from(document.querySelectorAll('tbody tr')).map(
      (row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? '',
    );
  }, header);

/** libphonenumber's international format: "+1 201 555 4700". */
const INTERNATIONAL = /^\+\d{1,3}(?: \d+)+$/;

describe('one date and one phone format per language', () => {
  for (const language of LANGUAGES) {
    it(`${language.code}: a coupon's start date reads the same in the list, the filter and Edit Coupon; every phone is international`, async () => {
      const page = await signedIn(LAPTOP, language.code);
      const words = messages(language.code).resources;
      const startLabel = words.coupons.fields.startDate as string;
      await page.goto('/allCoupons');
      await page.locator('tbody tr').first().waitFor();
      const [shown] = await column(page, startLabel);
      expect(shown).toMatch(language.day);

      // The "Expires before" filter: the same day typed in the language's order reads the same.
      const iso = shown!.includes('-') ? shown! : shown!.split('/').reverse().join('-');
      const filterLabel = words.coupons.filters.expires_before as string;
      await typeDay(page, filterLabel, iso, language.pattern);
      expect(await dayText(page, filterLabel)).toBe(dayAsShown(iso, language.pattern));
      expect(dayAsShown(iso, language.pattern)).toBe(shown);

      await page.goto('/allCoupons');
      await page.locator('tbody tr').first().waitFor();
      await page.locator('tbody tr').first().getByRole('button', { name: language.edit }).click();
      const dialog = page.getByRole('dialog', { name: words.coupons.edit_title });
      await dialog.waitFor();
      expect(await dayText(dialog, startLabel)).toBe(shown);

      for (const [route, header] of [
        ['/DataListing', words.users.fields.phone],
        ['/Stores', words.stores.fields.phone],
        ['/CreateAgent', words.agents.fields.phoneNumber],
      ] as const) {
        await page.goto(route);
        await page.locator('tbody tr').first().waitFor();
        await settle(page);
        // One format from the first paint on (phones.e2e.ts: the text never changes).
        await expect
          .poll(async () =>
            (await column(page, header)).filter((phone) => phone && !INTERNATIONAL.test(phone)),
          )
          .toEqual([]);
        const phones = (await column(page, header)).filter(Boolean);
        expect(phones.length, route).toBeGreaterThan(0);
        for (const phone of phones) expect(phone, `${route} phone`).toMatch(INTERNATIONAL);
      }
      await page.context().close();
    });
  }
});

/** Every message of a language by its key (en-XA: the pseudo-locale's form of the English). */
function textsOf(code: string): (key: string) => string {
  const source = code === 'en-XA' ? 'en' : code;
  const texts: Record<string, string> = {};
  for (const file of readdirSync(`src/i18n/${source}`).filter((name) => name.endsWith('.json')))
    Object.assign(texts, flattenMessages(JSON.parse(readFileSync(`src/i18n/${source}/${file}`, 'utf8'))));
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no message ${key} in ${source}`);
    return code === 'en-XA' ? pseudoLocalize(text) : text;
  };
}

const RESOURCE_LISTS = DECLARED_SCREENS.filter((screen) => screen.resource);

/** Room for a few words (ResourceList's search box keeps 200 px). */
const SEARCH_MIN = 200;

/** A list's toolbar (search, buttons) as laid out: each button's box, its icon's, its text. */
const listToolbar = (page: Page, searchLabel: string) =>
  page.evaluate((label) => {
    const box = (el: Element | null | undefined) => {
      const rect = el?.getBoundingClientRect();
      return rect ? { left: rect.left, right: rect.right, width: rect.width } : undefined;
    };
    const bar = document.querySelector('#main-content .RaList-actions');
    const search = Array.from(bar?.querySelectorAll('input') ?? []).find(
      (input) => input.getAttribute('aria-label') === label,
    );
    return {
      viewport: document.documentElement.clientWidth,
      search: box(search?.closest('.MuiInputBase-root')),
      buttons: Array.from(bar?.querySelectorAll('button') ?? [])
        .filter((button) => button.getClientRects().length)
        .map((button) => ({
          name: button.getAttribute('aria-label') ?? (button as HTMLElement).innerText.trim(),
          text: (button as HTMLElement).innerText.trim(),
          box: box(button)!,
          icon: box(button.querySelector('svg')),
          // The icon's drawing: two buttons with the same path show the same picture.
          drawing: button.querySelector('svg path')?.getAttribute('d') ?? '',
        })),
    };
  }, searchLabel);

type Toolbar = Awaited<ReturnType<typeof listToolbar>>;

/**
 * #50: on a phone the two CSV exports were the same icon side by side, the Manage Stores toolbar
 * ran past the screen's left edge in French ("FILTRES" without its icon), and in the
 * pseudo-locale the search box shrank to 90 px.
 */
describe('list toolbars: fit, tell their buttons apart, keep a usable search box', () => {
  for (const locale of ['en', 'fr', 'en-XA']) {
    for (const viewport of [LAPTOP, PHONE]) {
      describe(`${locale} at ${viewport.width} px`, () => {
        const say = textsOf(locale);
        let page: Page;
        const toolbars = new Map<string, Toolbar>();
        beforeAll(async () => {
          page = await signedIn(viewport, locale);
          for (const screen of RESOURCE_LISTS) {
            await page.goto(screen.path);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await page.getByRole('textbox', { name: say('ra.action.search') }).waitFor();
            await settle(page);
            toolbars.set(screen.path, await listToolbar(page, say('ra.action.search')));
            if (process.env.SHOTS_DIR && ['/DataListing', '/Stores'].includes(screen.path))
              await page.screenshot({
                path: `${process.env.SHOTS_DIR}/toolbar${screen.path.replace('/', '-')}-${viewport.width}-${locale}.png`,
              });
          }
        });
        afterAll(async () => page?.context().close());

        it('every button and its icon on screen (item 9)', () => {
          for (const [path, toolbar] of toolbars) {
            expect(toolbar.buttons.length, path).toBeGreaterThan(0);
            for (const button of toolbar.buttons) {
              const where = `${path} "${button.name}" at ${Math.round(button.box.left)}–${Math.round(button.box.right)}`;
              expect(button.box.left, where).toBeGreaterThanOrEqual(0);
              expect(button.box.right, where).toBeLessThanOrEqual(toolbar.viewport + TOLERANCE);
              expect(button.icon, `${where}: has an icon`).toBeDefined();
              expect(button.icon!.left, `${where}: its icon`).toBeGreaterThanOrEqual(
                button.box.left - TOLERANCE,
              );
              expect(button.icon!.right, `${where}: its icon`).toBeLessThanOrEqual(
                button.box.right + TOLERANCE,
              );
            }
          }
        });

        it('icon-only buttons differ in picture and name; both exports are named (item 4)', async () => {
          for (const [path, toolbar] of toolbars) {
            const iconOnly = toolbar.buttons.filter((button) => !button.text);
            expect(
              new Set(iconOnly.map((button) => button.drawing)).size,
              `${path}: the same icon twice`,
            ).toBe(iconOnly.length);
            expect(new Set(iconOnly.map((button) => button.name)).size, `${path}: the same name twice`).toBe(
              iconOnly.length,
            );
            for (const button of iconOnly)
              expect(button.name, `${path}: an unnamed icon button`).not.toBe('');
          }
          // Both CSV files stay one press away: two named buttons, or one Export menu naming both.
          await page.goto('/DataListing');
          const exportButton = page.getByRole('button', { name: say('ra.action.export'), exact: true });
          await exportButton.waitFor();
          if (viewport === PHONE) {
            expect(await exportButton.getAttribute('aria-haspopup')).toBe('menu');
            await exportButton.click();
            const menu = page.getByRole('menu');
            const items = menu.getByRole('menuitem');
            await items.first().waitFor();
            expect(await items.allInnerTexts()).toEqual([say('app.export.shown'), say('app.export.raw')]);
            const [download] = await Promise.all([
              page.waitForEvent('download'),
              menu.getByRole('menuitem', { name: say('app.export.raw') }).click(),
            ]);
            expect(download.suggestedFilename()).toBe('users-raw.csv');
          } else {
            await page.getByRole('button', { name: say('app.export.raw'), exact: true }).waitFor();
          }
        });

        it(`the search box at least ${SEARCH_MIN} px wide (item 11)`, () => {
          for (const [path, toolbar] of toolbars) {
            expect(toolbar.search, `${path}: no search box`).toBeDefined();
            expect(toolbar.search!.width, `${path}: search box width`).toBeGreaterThanOrEqual(SEARCH_MIN);
            expect(toolbar.search!.right, `${path}: search box on screen`).toBeLessThanOrEqual(
              toolbar.viewport + TOLERANCE,
            );
          }
        });
      });
    }
  }
});

type Box = { top: number; bottom: number; left: number; right: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * #50 item 12: a notification centred at the bottom covered the list's last row and its
 * pagination. After "Mark as registered" on the last row, scrolled to the list's end, the
 * notification covers neither.
 */
describe('a notification hides neither the last row nor the pagination', () => {
  for (const locale of ['en', 'fr']) {
    for (const viewport of [LAPTOP, PHONE]) {
      it(`${locale} at ${viewport.width} px`, async () => {
        const say = textsOf(locale);
        const page = await signedIn(viewport, locale);
        try {
          await page.goto('/Stores');
          const rows = page.locator('#main-content').locator(viewport === PHONE ? 'li' : 'tbody tr');
          await rows.first().waitFor();
          await settle(page);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const mark = rows
            .last()
            .getByRole('button', { name: say('resources.stores.action.mark_registered') });
          expect(await mark.isEnabled(), 'the last store is not registered yet').toBe(true);
          await mark.click();
          // It asks first (#50 item 7).
          await page
            .getByRole('dialog')
            .getByRole('button', { name: say('ra.action.confirm') })
            .click();
          const notification = page.getByRole('alert').filter({
            hasText: say('resources.stores.notifications.registered'),
          });
          await notification.waitFor();
          // Once it has grown to its size (its opening transition).
          await settle(page);
          const boxes = await page.evaluate(() => {
            const rect = (el: Element | null | undefined) => {
              const { top, bottom, left, right } = (el as Element).getBoundingClientRect();
              return { top, bottom, left, right };
            };
            const list = document.querySelector('#main-content');
            const all = list?.querySelectorAll('tbody tr').length
              ? list.querySelectorAll('tbody tr')
              : (list?.querySelectorAll('li') ?? []);
            return {
              notification: rect(document.querySelector('.MuiSnackbar-root [role="alert"]')),
              lastRow: rect(all[all.length - 1]),
              pagination: rect(document.querySelector('#main-content .MuiTablePagination-root')),
            };
          });
          if (process.env.SHOTS_DIR)
            await page.screenshot({
              path: `${process.env.SHOTS_DIR}/notification-${viewport.width}-${locale}.png`,
            });
          expect(overlaps(boxes.notification, boxes.lastRow), 'covers the last row').toBe(false);
          expect(overlaps(boxes.notification, boxes.pagination), 'covers the pagination').toBe(false);
          expect(boxes.notification.top, 'on screen').toBeGreaterThanOrEqual(0);
          expect(boxes.notification.bottom, 'on screen').toBeLessThanOrEqual(viewport.height);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});
