import type { Page } from 'playwright-core';

/** Keyboard focus helpers: where the focus is, moving it with Tab, and whether it shows. */

/** What has the focus: its tag, its name and where it sits. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 60),
      value: el instanceof HTMLInputElement ? el.value : '',
      inDialog: Boolean(el?.closest('[role="dialog"], [role="alertdialog"]')),
      onBody: !el || el === document.body,
    };
  });

/** Presses Tab until `done` holds for the focused element (at most `max` times). */
export async function tabTo(
  page: Page,
  done: (focus: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 120,
) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return;
  }
  throw new Error(
    `focus never reached the target in ${max} Tab presses (at ${JSON.stringify(await focused(page))})`,
  );
}

/**
 * How far around the element a focus indicator may be drawn: outlines and rings, or the
 * focus-within border of a wrapper (the phone input's box sits 12 px around its input).
 */
const RING = 16;

/**
 * Whether the focused element shows that it has the focus: a picture of it (and of the `RING`
 * pixels around it) differs from one taken with the focus removed.
 */
async function focusShows(page: Page): Promise<boolean> {
  const box = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
  });
  const x = Math.max(0, box.x - RING);
  const y = Math.max(0, box.y - RING);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(box.vw, box.x + box.width + RING) - x),
    height: Math.max(1, Math.min(box.vh, box.y + box.height + RING) - y),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const withFocus = await shot();
  await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    (window as unknown as { __e2eFocus: HTMLElement }).__e2eFocus = el;
    el.blur();
  });
  const without = await shot();
  await page.evaluate(() => (window as unknown as { __e2eFocus: HTMLElement }).__e2eFocus.focus());
  return !withFocus.equals(without);
}

/** Tabs through up to `max` stops (inside `scope` only) and lists those whose focus does not show. */
export async function stopsWithoutVisibleFocus(page: Page, max: number, scope?: string): Promise<string[]> {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60);
    const where = await page.evaluate((inside) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || (inside && !el.closest(inside))) return '';
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}" ${el.outerHTML.slice(0, 100)}`;
    }, scope);
    if (!where) continue;
    if (seen.has(where)) break;
    seen.add(where);
    if (!(await focusShows(page))) hidden.push(where);
  }
  if (seen.size < 3) throw new Error(`only ${seen.size} focus stop(s) reached`);
  return hidden;
}
