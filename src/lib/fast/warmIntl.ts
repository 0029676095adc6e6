/**
 * The first Intl formatter a page makes loads ICU's data: 25-35 ms in this machine's desktop
 * Chromium, over 100 ms on a phone's CPU (4x), whichever formatter comes first; every later one
 * costs under a millisecond. Made here once the page is idle (it waits for its code's chunks and
 * its data after the boot task), that load is a task of its own, not part of the first render that
 * shows a number or a date through Intl (the dashboard's counters, a coupon's discount, a day in
 * another language than English). docs/performance.md, the ledger.
 */
export function warmIntlWhenIdle(): void {
  const warm = () => void new Intl.NumberFormat().format(0);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm);
  else setTimeout(warm, 0);
}
