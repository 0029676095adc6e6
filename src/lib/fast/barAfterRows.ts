import { startTransition, useEffect, useState } from 'react';
import { speedOn } from './speed';

/**
 * The app bar after the rows (docs/performance.md, the ledger): when a page load opens a list, the
 * layout's app bar (its buttons, menus, tooltips and the admin's name) renders once the list's
 * first records have shown, not before them. Until then the first frame's own app bar stays
 * painted in its place (firstFrameRelease.ts), so nothing on screen changes but the rows.
 */

/** The longest the app bar waits, whatever happens to the list (a list that never settles). */
export const BAR_WAIT_LIMIT_MS = 10_000;

let waiting = false;
const listeners = new Set<() => void>();

/** The page load opens a list for a signed-in admin (preloadResourcePage): its bar waits for the rows. */
export function holdBarForRows(): void {
  if (speedOn('barAfterRows')) waiting = true;
}

/** Whether the app bar still waits for a list's first records. */
export const barWaits = (): boolean => waiting;

/** The list's first records have shown (or it settled empty, or failed): the app bar may come. */
export function releaseBar(): void {
  if (!waiting) return;
  waiting = false;
  const waiters = [...listeners];
  listeners.clear();
  for (const listener of waiters) listener();
}

/**
 * In a page declared `barAfterData` (PageDef): the app bar comes once `shown` is true (the page's
 * first data is on screen, or it failed), or when the page goes.
 */
export function useReleaseBarWhen(shown: boolean): void {
  useEffect(() => {
    if (shown) releaseBar();
  }, [shown]);
  useEffect(() => releaseBar, []);
}

/**
 * False while the app bar waits for the rows; true from then on. The change renders as a
 * transition (in slices, after the rows' paint), and every component using this sees it in the
 * same render: the app bar and the page's title in it (PageHeading) arrive together.
 */
export function useBarReady(): boolean {
  const [ready, setReady] = useState(() => !waiting);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    if (!waiting) {
      show();
      return;
    }
    listeners.add(show);
    const limit = setTimeout(releaseBar, BAR_WAIT_LIMIT_MS);
    // The admin's first click or key brings it at once: the bar waits only while nobody acts.
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', releaseBar, options);
    window.addEventListener('keydown', releaseBar, options);
    return () => {
      listeners.delete(show);
      clearTimeout(limit);
      window.removeEventListener('pointerdown', releaseBar, options);
      window.removeEventListener('keydown', releaseBar, options);
    };
  }, [ready]);
  return ready;
}
