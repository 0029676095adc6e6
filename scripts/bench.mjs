#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// `npm run bench`: prints the engine and weekly-grid figures (Vitest bench in happy-dom).
//  - engine: getList on 100,000 records (sort + filter + one page; page change on an unchanged sort)
//  - weekly grid: render 100 rows; enter / leave edit mode on one row
//  - browser: the user list on 100,000 users in Chromium, long tasks while it opens, searches,
//    pages and sorts (scripts/bench/browser-list.mjs; builds dist/ first when it is missing)
//  - browser, real API: that list opened from the sidebar on the build for a real API against the
//    standalone platform server at 102,000 users (scripts/bench/browser-list-real.mjs)
//  - browser, real API: the cost of a save with the stale-write guard, Edit User and Edit Coupon
//    at 3, 20,000 and 100,000 records, guard on and off (scripts/bench/browser-save.mjs; more saves
//    with `node scripts/bench/browser-save.mjs --runs 20 --runs-large 10`)
//  - browser: the admin's change journal at 1,000 entries (issue #38), long tasks as /DataListing
//    loads, a write is recorded and saved, the app bar's panel and /YourChanges open, against an
//    empty journal (scripts/bench/browser-journal.mjs; its own demo build)
//  - browser: Edit in a spreadsheet at 20,000 users, the export and the import's preview of
//    1,000 changed rows, long tasks (scripts/bench/browser-sheet.mjs)
// Browser figures for the grid's edit toggle are measured in tests/e2e/pages.e2e.ts.
import { existsSync, readdirSync } from 'node:fs';

// Every scripts/bench/*.bench.ts(x) file: a new figure is a new file.
const benches = readdirSync('scripts/bench')
  .filter((name) => /\.bench\.tsx?$/.test(name))
  .sort()
  .map((name) => `scripts/bench/${name}`);

const result = spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'unit', ...benches], {
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
if (!existsSync('dist/index.html'))
  spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const browser = spawnSync('node', ['scripts/bench/browser-list.mjs'], { stdio: 'inherit' });
if (browser.status !== 0) process.exit(browser.status ?? 1);
const real = spawnSync('node', ['scripts/bench/browser-list-real.mjs'], { stdio: 'inherit' });
if (real.status !== 0) process.exit(real.status ?? 1);
const save = spawnSync('node', ['scripts/bench/browser-save.mjs'], { stdio: 'inherit' });
if (save.status !== 0) process.exit(save.status ?? 1);
const journal = spawnSync('node', ['scripts/bench/browser-journal.mjs'], { stdio: 'inherit' });
if (journal.status !== 0) process.exit(journal.status ?? 1);
const sheet = spawnSync('node', ['scripts/bench/browser-sheet.mjs'], { stdio: 'inherit' });
process.exit(sheet.status ?? 1);
