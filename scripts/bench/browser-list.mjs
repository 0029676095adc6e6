// The user list on 100,000 users, in Chromium: long tasks while it opens, searches, pages and
// sorts. Part of `npm run bench` (needs a built dist/; run `npm run build` first).
// The embedded mock API is seeded with ?mockScale=1700 (60 users per scale unit); seeding runs in
// the page too, so the opening figure includes it and is reported apart from the interactions.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';
import { serveDist } from '../lib/serveDist.mjs';
import { longTasksSince, observeLongTasks } from './longTasks.mjs';

// --dist DIR: another build (the ledger's A/B: one built with VITE_SPEED_OFF=sortOffThread).
const at = process.argv.indexOf('--dist');
const DIST = resolve(at > 0 ? process.argv[at + 1] : 'dist');
const SCALE = 1700;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('browser list bench: no dist/ (run `npm run build` first)');
  process.exit(1);
}

const server = await serveDist(DIST);
const base = server.base;

const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
  await observeLongTasks(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('admin@example.com');
  await page.getByLabel(/^Password/).fill('Admin@123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/DashboardHome$/);

  const now = () => page.evaluate(() => performance.now());
  const tasksSince = (from) => longTasksSince(page, from);
  const rows = page.locator('#main-content tbody tr');
  const firstRow = async () => (await rows.first().innerText()).slice(0, 60);
  const settle = () => page.waitForTimeout(400);
  const figures = [];
  const step = async (name, action) => {
    const start = await now();
    const wall = Date.now();
    await action();
    await settle();
    const tasks = await tasksSince(start);
    figures.push({
      step: name,
      ms: Date.now() - wall - 400,
      longTasks: tasks.length,
      longestMs: Math.round(Math.max(0, ...tasks)),
    });
  };

  await step(`open /DataListing (${SCALE * 60} users, incl. seeding the mock)`, async () => {
    await page.goto(`/DataListing?mockScale=${SCALE}`);
    await rows.first().waitFor({ timeout: 60_000 });
  });
  const total = await page
    .getByText(/ of [\d,.\s]+$/)
    .first()
    .innerText()
    .catch(() => '?');
  await step('search "smith"', async () => {
    const before = await firstRow();
    await page.getByRole('textbox', { name: 'Search' }).fill('smith');
    await page.waitForFunction(
      (text) => document.querySelector('#main-content tbody tr')?.textContent?.slice(0, 60) !== text,
      before,
    );
  });
  await step('clear the search', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.waitForTimeout(600);
  });
  await step('next page', async () => {
    const before = await firstRow();
    await page.getByRole('button', { name: /next page/i }).click();
    await page.waitForFunction(
      (text) => document.querySelector('#main-content tbody tr')?.textContent?.slice(0, 60) !== text,
      before,
    );
  });
  await step('sort by Full Name', async () => {
    const before = await firstRow();
    await page.locator('#main-content thead').getByText('Full Name', { exact: true }).click();
    await page.waitForFunction(
      (text) => document.querySelector('#main-content tbody tr')?.textContent?.slice(0, 60) !== text,
      before,
    );
  });

  console.log(`\nUser list in Chromium, ${SCALE * 60} users (list footer: ${total.trim()})`);
  console.log('| step | time ms | long tasks | longest ms |\n|---|---|---|---|');
  for (const f of figures) console.log(`| ${f.step} | ${f.ms} | ${f.longTasks} | ${f.longestMs} |`);
  const interactions = figures.slice(1);
  const worst = Math.max(...interactions.map((f) => f.longestMs));
  console.log(`longest task while searching, paging and sorting: ${worst} ms (target: none over 50 ms)`);
} finally {
  await browser.close();
  server.close();
}
