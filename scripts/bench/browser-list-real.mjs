// The user list on 102,000 users opened as an admin opens it on a real platform: the build for a
// real API (VITE_API_URL set, no mock in the page) against the standalone platform server
// (mocks/server.ts) seeded at that scale, signed in, then a click on the sidebar's entry. Prints
// the long tasks from the click to the rows, for each of --runs fresh browsers. Part of
// `npm run bench`; the build goes to node_modules/.cache/bench-real/.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import signIn from '../../perf/console-login.mjs';
import { buildConsoleReal, consoleCsp, ROOT, serveBuild, startPlatform } from '../../perf/lib.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { longTasksSince, observeLongTasks } from './longTasks.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const SCALE = 1700;
const OUT = join(ROOT, 'node_modules', '.cache', 'bench-real', 'console-real');

const platform = await startPlatform({ scale: SCALE });
let site;
try {
  // VITE_SPEED_OFF=slicedJson: the ledger's A/B (src/lib/fast/speed.ts).
  await buildConsoleReal(OUT, platform.origin, { speedOff: process.env.VITE_SPEED_OFF ?? '' });
  site = await serveBuild(OUT, { 'Content-Security-Policy': await consoleCsp(platform.origin, [OUT]) });
  const figures = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await observeLongTasks(context);
      const page = await context.newPage();
      await signIn(page, site.base);
      await page.waitForTimeout(1000);
      const start = await page.evaluate(() => performance.now());
      const wall = Date.now();
      await page.locator('a[role="menuitem"][href="/DataListing"]').click();
      await page.locator('#main-content tbody tr').first().waitFor({ timeout: 60_000 });
      const ms = Date.now() - wall;
      await page.waitForTimeout(1000);
      const tasks = (await longTasksSince(page, start)).map(Math.round);
      figures.push({ ms, tasks });
    } finally {
      await browser.close();
    }
  }
  console.log(`\nUser list on ${SCALE * 60} users, real-API build against the platform server`);
  console.log('| run | sidebar click → rows, ms | long tasks (ms) |\n|---|---|---|');
  for (const [run, figure] of figures.entries())
    console.log(`| ${run + 1} | ${figure.ms} | ${figure.tasks.join(', ') || 'none'} |`);
  const longest = Math.max(0, ...figures.flatMap((figure) => figure.tasks));
  console.log(`longest task while opening it: ${longest} ms (target: none over 50 ms)`);
} finally {
  await site?.close();
  await platform.close?.();
}
