#!/usr/bin/env node
// Working speed of the signed-in console (issue #13): desktop Chromium, no CPU or network
// throttling, the real-API build against the standalone platform server. `npm run perf` runs it;
// alone (after a `npm run perf` has built node_modules/.cache/perf/console-real):
//   node scripts/perf-work.mjs [--navigations 20] [--opens 10] [--json] [--out DIR]
// Figures:
//   - sidebar click → the next list's rows painted: from the pointerdown on the menu item to the
//     first frame painted with the new list's rows (requestAnimationFrame polling, then a task
//     after that frame), over N navigations cycling through the six list screens;
//   - opening a user's edit dialog from the list: the Edit click → the dialog painted with the
//     record in its fields;
//   - typing in the user list's search box, key by key: the longest main-thread task from the
//     first key until the list has settled (Long Tasks API: only tasks ≥ 50 ms are reported), and
//     the slowest key → next paint (Event Timing).
// Progress on stderr; a markdown table (or, with --json, one JSON line) on stdout.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import signIn from '../perf/console-login.mjs';
import { builtApiOrigin, consoleCsp, DEFAULT_OUT, log, serveBuild, startPlatform } from '../perf/lib.mjs';
import { launchChromium } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: DEFAULT_OUT },
    navigations: { type: 'string', default: '20' },
    opens: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    // Set by `npm run perf`, which runs the platform server itself.
    'api-origin': { type: 'string' },
  },
});
const OUT = resolve(values.out);
const built = builtApiOrigin(OUT);
if (!built) {
  console.error(
    `No real-API build in ${OUT}: run \`npm run perf\` (or \`npm run perf -- --no-lighthouse\`) first.`,
  );
  process.exit(1);
}

/** The six list screens of the sidebar, visited in this order (menu order). */
const LISTS = ['/DataListing', '/Stores', '/allCoupons', '/CreateAgent', '/CreateCoupon', '/Data'];
const SEARCHES = ['smith', 'anna', 'example'];

const sorted = (list) => [...list].sort((a, b) => a - b);
const percentile = (list, p) =>
  sorted(list)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];
const median = (list) => percentile(list, 50);

let platform = null;
if (!values['api-origin']) {
  platform = await startPlatform({ port: Number(new URL(built).port) });
  log(`platform server on ${platform.origin}`);
}
const apiOrigin = values['api-origin'] ?? platform.origin;
const site = await serveBuild(join(OUT, 'console-real'), {
  'Content-Security-Policy': await consoleCsp(apiOrigin, [join(OUT, 'console-real')]),
});
const browser = await launchChromium([
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]);

try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    const perf = { longTasks: [], events: [], pointerDown: 0, done: undefined };
    window.__perf = perf;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) perf.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) perf.events.push([entry.startTime, entry.duration, entry.name]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    document.addEventListener(
      'pointerdown',
      (event) => {
        perf.pointerDown = event.timeStamp;
      },
      true,
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  log('signing in');
  await signIn(page, site.base);

  /**
   * Arms a watcher in the page: `__perf.done` is set in the first task after the frame in which
   * `what` is on screen ('rows': at `path`, a row with text that was not on screen before;
   * 'dialog': a dialog whose fields hold the record).
   */
  const arm = (what, path) =>
    page.evaluate(
      ([kind, expected]) => {
        const perf = window.__perf;
        perf.done = undefined;
        // Rows on screen now are marked: the next list's rows are new elements (keyed by record id)
        // even where React keeps the table itself.
        for (const row of document.querySelectorAll('#main-content tbody tr')) row.dataset.perfOld = '';
        const ready =
          kind === 'rows'
            ? () =>
                window.location.pathname === expected &&
                [...document.querySelectorAll('#main-content tbody tr:not([data-perf-old])')].some(
                  (row) => row.textContent.trim() !== '',
                )
            : () =>
                [...document.querySelectorAll('[role="dialog"] input[name]')].some((input) => input.value);
        const tick = () => {
          if (ready())
            setTimeout(() => {
              perf.done = performance.now();
            }, 0);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      [what, path],
    );
  /** ms from the last pointerdown to `__perf.done`. */
  const elapsed = async () => {
    await page.waitForFunction(() => window.__perf.done !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__perf.done - window.__perf.pointerDown);
  };
  const rows = page.locator('#main-content tbody tr');

  // 1. Sidebar navigations.
  await page.locator('a[role="menuitem"][href="/DataListing"]').click();
  await rows.first().waitFor();
  const navigations = [];
  for (let i = 0; i < Number(values.navigations); i++) {
    const path = LISTS[(i + 1) % LISTS.length];
    await page.waitForTimeout(300); // let the previous screen's background work settle
    await arm('rows', path);
    await page.locator(`a[role="menuitem"][href="${path}"]`).click();
    navigations.push(await elapsed());
  }
  log(`navigations: ${navigations.map(Math.round).join(', ')} ms`);

  // 2. Edit dialog on the user list.
  if (!page.url().endsWith('/DataListing')) {
    await page.locator('a[role="menuitem"][href="/DataListing"]').click();
    await page.waitForURL(/\/DataListing$/);
  }
  await rows.first().waitFor();
  const opens = [];
  for (let i = 0; i < Number(values.opens); i++) {
    await page.waitForTimeout(300);
    await arm('dialog');
    await rows
      .nth(i % 5)
      .getByRole('button', { name: 'Edit' })
      .click();
    opens.push(await elapsed());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForURL(/\/DataListing$/);
    // Focus returns to the Edit button, whose tooltip would cover the next row's.
    await page.evaluate(() => document.activeElement?.blur());
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
  }
  log(`edit dialog: ${opens.map(Math.round).join(', ')} ms`);

  // 3. Typing in the search box.
  const search = page.getByRole('textbox', { name: 'Search' });
  let longestTask = 0;
  let longTaskCount = 0;
  let slowestKey = 0;
  for (const term of SEARCHES) {
    await search.fill('');
    await page.waitForTimeout(1000);
    await search.click();
    const from = await page.evaluate(() => performance.now());
    await page.keyboard.type(term, { delay: 150 });
    // The debounced filter reaches the URL, then the request and the new rows; then a pause.
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(term), { timeout: 10_000 });
    await page.waitForTimeout(1000);
    const [tasks, keys] = await page.evaluate(
      (start) => [
        window.__perf.longTasks.filter(([at]) => at >= start).map(([, duration]) => duration),
        window.__perf.events
          .filter(([at, , name]) => at >= start && /^key|^input|^beforeinput/.test(name))
          .map(([, duration]) => duration),
      ],
      from,
    );
    longTaskCount += tasks.length;
    longestTask = Math.max(longestTask, ...tasks);
    slowestKey = Math.max(slowestKey, ...keys);
    const shown = await rows.count();
    log(`typing "${term}": ${shown} rows, long tasks: ${tasks.map(Math.round).join(', ') || 'none'}`);
  }
  await search.fill('');

  const result = {
    navigation: {
      n: navigations.length,
      p95: Math.round(percentile(navigations, 95)),
      median: Math.round(median(navigations)),
      max: Math.round(Math.max(...navigations)),
    },
    dialog: {
      n: opens.length,
      first: Math.round(opens[0]),
      median: Math.round(median(opens)),
      p95: Math.round(percentile(opens, 95)),
    },
    typing: {
      terms: SEARCHES,
      longTasks: longTaskCount,
      longestTask: Math.round(longestTask),
      slowestKeyToPaint: Math.round(slowestKey),
    },
  };
  if (values.json) console.log(JSON.stringify(result));
  else {
    const { navigation: nav, dialog, typing } = result;
    console.log('| working speed (desktop, no throttling) | value | target |\n|---|---|---|');
    console.log(
      `| sidebar click → rows painted, p95 of ${nav.n} | ${nav.p95} ms (median ${nav.median}, max ${nav.max}) | ≤ 150 ms |`,
    );
    console.log(
      `| edit dialog open, median of ${dialog.n} | ${dialog.median} ms (first ${dialog.first}, p95 ${dialog.p95}) | ≤ 100 ms |`,
    );
    console.log(
      `| typing in search: longest task | ${typing.longTasks ? `${typing.longestTask} ms` : 'none ≥ 50 ms'} (slowest key → paint ${typing.slowestKeyToPaint ? `${typing.slowestKeyToPaint} ms` : '< 16 ms'}) | ≤ 50 ms |`,
    );
  }
} finally {
  await browser.close();
  await site.close();
  await platform?.close();
}
