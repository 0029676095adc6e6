#!/usr/bin/env node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
// Lighthouse (mobile preset) on a logged-in list page: ../shared/perf's measure-web.mjs cannot log
// in, so this script signs in first in the same Chromium profile, then lets Lighthouse load the
// page with storage kept (the session) and the HTTP cache defeated (no-store: a cold load).
// The embedded mock API answers, so its start (MSW) and its reading of the stored demo data run in
// the page too; a deployment on the real API does not pay them.
//   node scripts/perf-list.mjs [--route /DataListing] [--runs 3]   (after `npm run perf` once)
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveDist } from './lib/serveDist.mjs';

const { values } = parseArgs({
  options: { route: { type: 'string', default: '/DataListing' }, runs: { type: 'string', default: '3' } },
});
const tool = resolve('node_modules', '.cache', 'perf-tool');
if (!existsSync(join(tool, 'node_modules', 'lighthouse'))) {
  console.error('Run `npm run perf` once first: it installs Lighthouse into node_modules/.cache/perf-tool.');
  process.exit(1);
}
const DIST = resolve('dist');
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}
const requireTool = createRequire(join(tool, 'package.json'));
const load = (name) => import(pathToFileURL(requireTool.resolve(name)).href);
const { default: lighthouse } = await load('lighthouse');
const { launch } = await load('chrome-launcher');

const server = await serveDist(DIST, { gzip: true, noStore: true });
const base = server.base;

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const runs = [];
try {
  for (let i = 0; i < Number(values.runs); i++) {
    const userDataDir = mkdtempSync(join(tmpdir(), 'perf-list-'));
    const chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: FLAGS,
      userDataDir,
      logLevel: 'silent',
    });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel(/^Email/).fill('admin@example.com');
      await page.getByLabel(/^Password/).fill('Admin@123');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/DashboardHome$/);
      await page.close();
      await browser.close();
      const result = await lighthouse(`${base}${values.route}`, {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'silent',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        disableFullPageScreenshot: true,
      });
      const lhr = result?.lhr;
      const audit = (id) => lhr?.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: (lhr?.categories.performance.score ?? Number.NaN) * 100,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        url: lhr?.finalDisplayedUrl,
        longTasks: (lhr?.audits['long-tasks']?.details?.items ?? [])
          .map((task) => `${Math.round(task.duration)} ms ${String(task.url).split('/').pop()}`)
          .slice(0, 6),
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
}
const landed = runs.map((run) => run.url?.replace(base, '')).join(', ');
console.log(`Lighthouse mobile, logged in, ${values.route} (landed on: ${landed})`);
console.log('| figure | median | runs |\n|---|---|---|');
console.log(`longest tasks (last run): ${runs.at(-1)?.longTasks.join('; ')}`);
for (const key of ['score', 'fcp', 'lcp', 'tbt'])
  console.log(
    `| ${key} | ${Math.round(median(runs.map((run) => run[key])))} | ${runs.map((run) => Math.round(run[key])).join(', ')} |`,
  );
