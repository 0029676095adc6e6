import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './axe';
import { launchBrowser, openPage } from './browser';
import { loginAsAdmin } from './screens';

/**
 * A phone reads one way (issue #50): a list's phone shows one text from its first paint on (never
 * the stored text, then the formatted one), and Edit Vendor's phone inputs show the number as
 * the list does. In English and French, on a 1366 px laptop (tables) and a 390 px phone (cards).
 */
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const;
const LANGUAGES = [
  { code: 'en', edit: 'Edit' },
  { code: 'fr', edit: 'Éditer' },
] as const;
/** For what loads its code on demand (the phone control, libphonenumber). */
const WAIT = { timeout: 10_000 };
/** The console's one phone format: "+1 718 555 2475". */
const INTERNATIONAL = /^\+\d{1,3}(?: \d+)+$/;

const words = (code: string) =>
  JSON.parse(readFileSync(`src/i18n/${code}/resources.json`, 'utf8')).resources as Record<
    string,
    { fields: Record<string, string>; edit_title?: string; form?: Record<string, string> }
  >;

/** The lists with a phone column and its header; on a phone only the stores' cards show one. */
const phoneLists = (code: string, width: number) => {
  const w = words(code);
  const all = [
    { path: '/DataListing', label: w.users!.fields.phone!, compact: false },
    { path: '/Stores', label: w.stores!.fields.phone!, compact: true },
    { path: '/CreateAgent', label: w.agents!.fields.phoneNumber!, compact: false },
  ];
  return width < 900 ? all.filter((list) => list.compact) : all;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in, the language chosen for the next page load; each load records the phones shown. */
async function signedIn(viewport: { width: number; height: number }, locale: string): Promise<Page> {
  const { page } = await openPage(browser, viewport);
  page.setDefaultTimeout(15_000);
  await loginAsAdmin(page, { reset: true });
  await page.evaluate((code) => window.localStorage.setItem('RaStore.locale', JSON.stringify(code)), locale);
  const lists = phoneLists(locale, 1366);
  await page.context().addInitScript(
    recordPhones,
    lists.map((list) => list.label),
  );
  return page;
}

declare global {
  interface Window {
    /** Every text each row's phone showed, in order, empty ones left out. */
    phoneTexts?: string[][];
  }
}

/**
 * Before the page's scripts run: on every DOM change, each row's phone as shown (the cell under
 * a column headed by one of `labels` in a table, the value after "label:" in a card) is recorded when it
 * differs from the row's last recorded text. A placeholder (no text) is not a text.
 */
function recordPhones(labels: string[]) {
  const seen: string[][] = [];
  window.phoneTexts = seen;
  const texts = (): string[] => {
    const heads = Array.from(document.querySelectorAll('thead th'));
    const index = heads.findIndex((th) => labels.includes(th.textContent?.trim() ?? ''));
    if (index >= 0)
      return Array.from(document.querySelectorAll('tbody tr')).map(
        (row) => row.children[index]?.textContent?.trim() ?? '',
      );
    return (
      Array.from(document.querySelectorAll('li span'))
        // "Phone:", or in French "Téléphone :" with a narrow no-break space before the colon.
        .filter((span) =>
          labels.some((label) => span.textContent?.trim().replace(/[\s\u202f\u00a0]*:$/, '') === label),
        )
        .map((caption) =>
          (caption.parentElement?.textContent ?? '').slice(caption.textContent?.length ?? 0).trim(),
        )
    );
  };
  const record = () => {
    texts().forEach((text, row) => {
      seen[row] ??= [];
      const history = seen[row];
      if (text && history[history.length - 1] !== text) history.push(text);
    });
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Each row's phone once settled (all in the one format). */
async function settledPhones(page: Page): Promise<string[]> {
  await settle(page);
  await expect
    .poll(() => page.evaluate(() => (window.phoneTexts ?? []).map((history) => history.at(-1) ?? '')), WAIT)
    .toSatisfy((phones: string[]) => phones.length > 0 && phones.every((phone) => INTERNATIONAL.test(phone)));
  return page.evaluate(() => (window.phoneTexts ?? []).map((history) => history.at(-1) ?? ''));
}

describe('a phone reads one way', () => {
  for (const viewport of VIEWPORTS) {
    for (const language of LANGUAGES) {
      it(`${language.code} at ${viewport.name} px: each list's phone shows one text from its first paint`, async () => {
        const page = await signedIn(viewport, language.code);
        try {
          for (const list of phoneLists(language.code, viewport.width)) {
            // A fresh page load: the phone code is not there yet.
            await page.goto(list.path);
            await settledPhones(page);
            const histories = await page.evaluate(() => window.phoneTexts ?? []);
            const changed = histories.filter((history) => history.length > 1);
            expect(changed, `${list.path}: phones whose text changed after they showed`).toEqual([]);
          }
        } finally {
          await page.context().close();
        }
      });

      it(`${language.code} at ${viewport.name} px: Edit Vendor's phone inputs read as the stores list, typed ones too`, async () => {
        const page = await signedIn(viewport, language.code);
        try {
          const stores = words(language.code).stores!;
          await page.goto('/Stores');
          const [listed] = await settledPhones(page);
          const row =
            viewport.width < 900
              ? page.locator('li').filter({ hasText: listed! })
              : page.locator('tbody tr').first();
          await row.getByRole('button', { name: language.edit }).first().click();
          const dialog = page.getByRole('dialog', { name: stores.edit_title });
          await dialog.waitFor();
          const inputs = dialog.getByRole('textbox', { name: stores.form!.phone! });
          // Its two sections (details, image) each have the phone.
          await expect.poll(() => inputs.count(), WAIT).toBe(2);
          for (const input of await inputs.all())
            await expect.poll(() => input.inputValue(), WAIT).toBe(listed);
          // Typed afresh as an admin says it ("(718) 555-0285"), it reads as the list too.
          const [first] = await inputs.all();
          await first!.fill('');
          await first!.pressSequentially(
            `(${listed!.slice(3, 6)}) ${listed!.slice(7, 10)}-${listed!.slice(11)}`,
          );
          expect(await first!.inputValue()).toBe(listed);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});
