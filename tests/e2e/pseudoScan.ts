import type { Page } from 'playwright-core';
import { depseudo } from '../../src/i18n/pseudo';
import { waitForQuiet } from './browser';

/**
 * Helpers for the pseudo-locale browser test. A screen passes when every visible text node
 * and every accessible-text attribute holds its letters inside ⟦…⟧, i.e. came from a message.
 *
 * User data is excluded, by convention:
 * - anything inside an element marked `data-user-content` (text and attributes);
 * - the signed-in user's name (and avatar alt) on react-admin's user menu button;
 * - the text (and `title`) of table body cells: `tbody td`, `[role=cell]`, `[role=gridcell]`
 *   (aria-label, alt and placeholder inside cells are still checked: they are ours).
 */
export interface Offender {
  where: string;
  text: string;
}

/** Runs in the page: lists visible texts and labels, under `scope`, that are not pseudo-localised. */
function collectInPage(scope: string): Offender[] {
  const found: Offender[] = [];
  const letters = /\p{L}/u;
  const outside = (text: string) => {
    let depth = 0;
    let out = '';
    for (const char of text) {
      if (char === '⟦') depth += 1;
      else if (char === '⟧') depth = Math.max(0, depth - 1);
      else if (depth === 0) out += char;
    }
    return out;
  };
  const untranslated = (text: string | null) => !!text && letters.test(outside(text));
  const visible = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const describe = (el: Element) => {
    const name = el.tagName.toLowerCase();
    const cls =
      typeof el.className === 'string'
        ? el.className.split(/\s+/).find((c) => c && !c.startsWith('css-'))
        : '';
    const role = el.getAttribute('role');
    return `${name}${cls ? `.${cls}` : ''}${role ? `[role=${role}]` : ''}`;
  };
  const cell = 'tbody td, tbody th, [role="cell"], [role="gridcell"]';
  const roots = Array.from(document.querySelectorAll(scope));
  const inScope = (el: Element) => roots.some((root) => root.contains(el));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A textarea's text is its value: what the user typed or the record holds.
    if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|TEXTAREA)$/.test(parent.tagName) || !inScope(parent))
      continue;
    if (parent.closest(`[data-user-content], .RaUserMenu-userButton, ${cell}`) || !visible(parent)) continue;
    const text = node.textContent ?? '';
    if (untranslated(text)) found.push({ where: describe(parent), text: text.trim() });
  }
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext'];
  const selector = attributes.map((name) => `[${name}]`).join(',');
  for (const el of Array.from(document.body.querySelectorAll(selector))) {
    if (el.closest('[data-user-content], .RaUserMenu-avatar') || !inScope(el) || !visible(el)) continue;
    for (const name of attributes) {
      if (name === 'title' && el.closest(cell)) continue;
      const value = el.getAttribute(name);
      if (untranslated(value)) found.push({ where: `${describe(el)} @${name}`, text: value ?? '' });
    }
  }
  if (scope === 'body' && untranslated(document.title))
    found.push({ where: 'document.title', text: document.title });
  return found;
}

/** Offending texts of the page, or only of `scope` (e.g. the open dialog). */
export async function untranslatedTexts(page: Page, scope = 'body'): Promise<string[]> {
  const found = await page.evaluate(collectInPage, scope);
  return [...new Set(found.map((item) => `${item.where}: ${JSON.stringify(item.text)}`))];
}

/** Waits until the pseudo-locale is active, requests are done and loading indicators are gone. */
export async function settle(page: Page): Promise<void> {
  await waitForQuiet(page, 15_000);
  await page.waitForFunction(
    () => document.documentElement.lang === 'en-XA' && document.body.innerText.includes('⟦'),
    null,
    {
      timeout: 15000,
    },
  );
  await page
    .waitForFunction(
      () => !Array.from(document.querySelectorAll('[role="progressbar"]')).some((el) => el.checkVisibility()),
      null,
      {
        timeout: 10000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

const CONTROLS = 'button, [role="button"], a[href], [role="menuitem"], [role="tab"]';

/**
 * Clicks the first visible control whose English (depseudo'd) name matches, optionally only in
 * the first table body row. Returns false when there is none.
 */
export async function clickControl(page: Page, name: RegExp, scope = 'body'): Promise<boolean> {
  const controls = page.locator(scope).first().locator(CONTROLS);
  const names = await controls.evaluateAll((els) =>
    els.map((el) => (el.checkVisibility() ? (el.getAttribute('aria-label') ?? el.textContent ?? '') : '')),
  );
  const index = names.findIndex((text) => text && name.test(depseudo(text).trim()));
  if (index < 0) return false;
  // Marked, then clicked by its mark: a control the app adds meanwhile (the app bar, which on a
  // list's page load comes after the rows) would shift an index and click another control.
  await controls.nth(index).evaluate((el) => el.setAttribute('data-e2e-click', ''));
  const control = page.locator('[data-e2e-click]');
  await control.click();
  await control
    .evaluateAll((els) => {
      for (const el of els) el.removeAttribute('data-e2e-click');
    })
    .catch(() => undefined); // the click may have left the page
  return true;
}
