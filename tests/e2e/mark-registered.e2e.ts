import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type Watched } from './browser';
import { loginAsAdmin } from './screens';

/**
 * #50 in the browser: a store row's "Mark as registered" asks first, naming the store (the
 * platform cannot undo it). Cancel sends nothing; Confirm marks it and says so. On a desktop in
 * English (the table) and on a phone in French (the compact list).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  {
    locale: 'en',
    viewport: { width: 1366, height: 768 },
    button: 'Mark as registered',
    question: (name: string) => `Mark “${name}” as registered? This cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Confirm',
    done: 'Store marked as registered successfully',
  },
  {
    locale: 'fr',
    viewport: { width: 390, height: 800 },
    button: 'Marquer comme enregistré',
    question: (name: string) =>
      `Marquer «\u202f${name}\u202f» comme enregistré\u202f? Cette action ne pourra pas être défaite.`,
    cancel: 'Annuler',
    confirm: 'Confirmer',
    done: 'Commerce marqué comme enregistré avec succès',
  },
] as const;

describe.each(CASES)('"Mark as registered" asks first ($locale, $viewport.width px)', (words) => {
  let session: Watched;
  let page: Page;
  const marks: string[] = [];
  let name = '';
  let store: Locator;

  beforeAll(async () => {
    session = await openPage(browser, words.viewport);
    page = session.page;
    page.on('request', (request) => {
      if (request.url().includes('/stores/markRegister/')) marks.push(request.url());
    });
    await loginAsAdmin(page, { reset: true });
    await page.goto(`/Stores?locale=${words.locale}`);
  });
  afterAll(async () => {
    await session?.context.close();
  });

  const shot = async (label: string) => {
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/mark-registered-${words.locale}-${label}.png`,
      });
  };

  /** The first store not yet registered: a table row, or an item of the phone's list. */
  const firstUnregistered = async () => {
    const mark = page.getByRole('button', { name: words.button, disabled: false });
    await mark.first().waitFor();
    const table = (await page.getByRole('table').count()) > 0;
    const holder = page
      .getByRole(table ? 'row' : 'listitem')
      .filter({ has: mark })
      .first();
    const text = table
      ? await holder.getByRole('cell').nth(1).innerText()
      : (await holder.innerText()).split('\n')[0]!;
    return { holder, name: text.trim() };
  };

  it('names the store; Cancel closes it and sends nothing', async () => {
    ({ holder: store, name } = await firstUnregistered());
    expect(name).not.toBe('');
    await store.getByRole('button', { name: words.button }).click();
    const dialog = page.getByRole('dialog', { name: words.button });
    await dialog.getByText(words.question(name), { exact: true }).waitFor();
    await shot('confirm');
    await dialog.getByRole('button', { name: words.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(marks).toEqual([]);
    await expect.poll(() => store.getByRole('button', { name: words.button }).isEnabled()).toBe(true);
  });

  it('Confirm marks it: one call, the success message, the button no longer offered', async () => {
    await store.getByRole('button', { name: words.button }).click();
    const dialog = page.getByRole('dialog', { name: words.button });
    await dialog.getByText(words.question(name), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: words.confirm }).click();
    await page.getByText(words.done).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await shot('done');
    // The Cancel before sent nothing: this is the only call.
    expect(marks).toHaveLength(1);
    const row = page.getByRole(words.viewport.width > 600 ? 'row' : 'listitem').filter({ hasText: name });
    await expect.poll(() => row.first().getByRole('button', { name: words.button }).isDisabled()).toBe(true);
  });
});
