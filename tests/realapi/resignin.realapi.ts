import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asAnotherAdmin, platform, realApiSuite, signIn, tallyFor } from './platform';

/**
 * A shared desk: an admin signs out of User Listing while its read is still on its way, a
 * colleague changes a user, the admin signs in again in the same tab and opens the list. The
 * last session's record must never be painted, not even for a frame: on a busy machine (the CPU
 * slowed 4×) with the list's replies held back, as many times in a row as RESIGNIN_RUNS says
 * (default 6 on every run; 20 when looking for the race). Half the runs open the list from the
 * menu, half by its address.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();
const RUNS = Number(process.env.RESIGNIN_RUNS ?? 6);
const LIST_CALL = '/users/adminUserLists';

/**
 * On every document of the page from its start: whether any text painted held the text kept in
 * sessionStorage's `watched` (every mutation looked at), in `window.__seen`.
 */
function watchPaintedText() {
  const w = window as unknown as { __seen: boolean };
  w.__seen = false;
  const holds = (node: Node | null) => {
    const text = sessionStorage.getItem('watched');
    return Boolean(text && node?.textContent?.includes(text));
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData' && holds(record.target)) w.__seen = true;
      for (const node of record.addedNodes) if (holds(node)) w.__seen = true;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const watchFor = (page: Page, text: string) =>
  page.evaluate((watched) => {
    sessionStorage.setItem('watched', watched);
    (window as unknown as { __seen: boolean }).__seen = false;
  }, text);

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen);

describe('signing in again in the same tab', () => {
  it(
    `never paints the last session's record (${RUNS} runs, CPU 4× slower, list replies held back)`,
    async () => {
      const { page } = suite;
      tally.screen('/DataListing');
      await page.addInitScript(watchPaintedText);
      const cdp = await page.context().newCDPSession(page);
      const [user] = await platform.collection<{ _id: string; fullName: string }>('users');
      const flashes: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const before = `Tagline before sign-out ${run}`;
        const after = `Tagline after sign-in ${run}`;
        await asAnotherAdmin.change('users', user!._id, { tagLine: before });
        await page.goto('/DataListing');
        await page.getByText(before).first().waitFor();

        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await platform.clearRequests();
        // Every list read from now on is answered as the platform holds it when the call comes,
        // and sent 1.5 s later: Refresh's read is still on its way when the admin signs out.
        await platform.fault({ path: LIST_CALL, sendAfterMs: 1500, times: 0 });
        await page.getByRole('button', { name: 'Refresh' }).first().click();
        await expect.poll(async () => (await platform.requests(LIST_CALL)).length).toBeGreaterThan(0);
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        await asAnotherAdmin.change('users', user!._id, { tagLine: after });
        await watchFor(page, before);

        await signIn(page);
        await page.waitForURL(/\/DashboardHome$/);
        // Half the runs open the list from the menu, half by its address (a page load).
        if (run % 2) await page.getByRole('menuitem', { name: 'User Listing' }).click();
        else await page.goto('/DataListing');
        await page.getByText(after).first().waitFor({ timeout: 30_000 });
        if (await seen(page)) flashes.push(run);

        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await platform.clearFaults();
      }
      expect(flashes, 'runs that painted the last session’s tag line').toEqual([]);
    },
    60_000 + RUNS * 30_000,
  );
});
