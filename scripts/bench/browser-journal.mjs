// The admin's change journal at its limit of 1,000 entries (src/lib/journal.ts): issue #38's
// target, "the journal adds no main-thread task of 50 ms or more at 1,000 entries". Part of
// `npm run bench`.
//
// Measured in Chromium on the demo build (embedded mock API, `vite build` into
// node_modules/.cache/bench-journal/), signed in as the demo admin. Before each page load the
// tab's sessionStorage gets the journal, 'console:journal': 1,000 entries shaped as the journal
// keeps them (users and coupons, before/after copies of the demo's own records, 1–3 field changes,
// creates, deletes, actions, and bulk actions of 10–40 records each), or nothing (the baseline).
// The entries are written from a blank page of the same origin, so the seeding is no task of the
// measured page. Each moment, with the page's own PerformanceObserver 'longtask' entries:
//  a) a cold load of /DataListing: every task of the load until the page is quiet; and, in the
//     loaded page, JSON.parse of the stored journal (what the Journal's constructor does);
//  b) one more write: Edit User, the tagline changed, Update; tasks from the click until the save
//     to sessionStorage (250 ms later) is done and the page is quiet; and, in the page,
//     JSON.stringify + setItem of the journal (what that save does);
//  c) "All your changes" from the app bar's panel: /YourChanges drawn (50 entries), until quiet;
//  d) the app bar's "Your changes" button: the panel (the last 5), until quiet.
//  e) a second tab of the session opened on /DataListing: the journal's channel brings it the
//     entries (the first tab answers its hello), which it saves; tasks in both tabs.
// With 1,000 entries and without, alternating, each `--runs` times (median and max).
//
//   node scripts/bench/browser-journal.mjs [--runs 5] [--entries 1000] [--skip-build]
//     [--profile DIR]
//
// --skip-build reuses the last build. --profile DIR: then one more run with 1,000 entries on an
// unminified build is traced (DIR/journal-<moment>.trace.json, for DevTools' Performance panel)
// and each main-thread task of 50 ms or more is printed with what it was made of
// (scripts/bench/traceTasks.mjs).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import signIn from '../../perf/console-login.mjs';
import { ROOT, run, serveBuild } from '../../perf/lib.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { observeLongTasks } from './longTasks.mjs';
import { describeTasks, longTasksOfTrace, TRACE_CATEGORIES } from './traceTasks.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    entries: { type: 'string', default: '1000' },
    'skip-build': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const ENTRIES = Number(values.entries);
const OUT = join(ROOT, 'node_modules', '.cache', 'bench-journal');
const KEY = 'console:journal';
const BLANK = 'bench-blank.html';
const started = Date.now();
const log = (...message) =>
  console.error(`[bench journal ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s]`, ...message);

// ---- the journal to seed ---------------------------------------------------------------------

/** The demo's own users and coupons, as the console holds them (the platform's record and its id). */
async function demoRecords() {
  const { createDb } = (
    await runnerImport(join(ROOT, 'mocks', 'db.ts'), { configFile: false, logLevel: 'error' })
  ).module;
  const db = createDb();
  const held = (record) => ({ ...record, id: record._id });
  return { users: db.collection('users').map(held), coupons: db.collection('vendorCoupons').map(held) };
}

/** A small deterministic random (the same journal every run). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What an edit changes, per resource: field → a new value. */
const EDITS = {
  users: {
    tagLine: (_r, n) => `Looking for deals near home, take ${n}`,
    fullName: (r, n) => `${r.fullName.split(' ')[0]} Example-${n}`,
    phone: (_r, n) => `(732) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
    email: (r, n) => `${r.email.split('@')[0]}.${n}@example.com`,
  },
  coupons: {
    title: (_r, n) => `${10 + (n % 40)}% off on your entire order`,
    description: (r, n) => `${r.description} Offer ${n}: valid on weekdays only.`,
    discount: (_r, n) => 5 + (n % 45),
    dateOfExpiration: (_r, n) => `2027-${String(1 + (n % 12)).padStart(2, '0')}-28`,
  },
};
const NAME = { users: (r) => r.fullName, coupons: (r) => r.title };

/** `count` entries shaped as JournalEntry (src/lib/journal.ts), newest first, ending a minute ago. */
function journalOf(count, records) {
  const rand = random(38);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const now = Date.now() - 60_000;
  let counter = 0;
  const idAt = (at) => `${at.toString(36)}-${++counter}-${Math.floor(rand() * 36 ** 6).toString(36)}`;
  const base = (resource, record, at) => ({
    id: idAt(at),
    at,
    admin: 'admin',
    resource,
    recordId: record.id,
    recordName: NAME[resource](record),
  });
  const update = (resource, at, n) => {
    const before = pick(records[resource]);
    const fields = Object.keys(EDITS[resource]);
    const changed = [...fields].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * 3));
    const after = { ...before };
    for (const field of changed) after[field] = EDITS[resource][field](before, n);
    const failed = rand() < 0.05;
    return {
      ...base(resource, before, at),
      kind: 'update',
      changes: changed.map((field) => ({ field, before: before[field], after: after[field] })),
      before,
      after,
      result: failed ? 'failed' : 'confirmed',
      ...(failed ? { message: 'Network error' } : {}),
    };
  };
  const remove = (resource, at) => {
    const before = pick(records[resource]);
    return {
      ...base(resource, before, at),
      kind: 'delete',
      changes: Object.keys(before)
        .filter((field) => field !== 'id')
        .map((field) => ({ field, before: before[field], after: undefined })),
      before,
      result: 'confirmed',
    };
  };
  const entries = [];
  for (let n = 0; n < count; n++) {
    const at = now - n * 17_000 - Math.floor(rand() * 5000);
    const resource = rand() < 0.6 ? 'users' : 'coupons';
    const roll = rand();
    if (roll < 0.08) {
      // A bulk action: one entry, its records' entries in it.
      const action = rand() < 0.5 ? 'updateMany' : 'deleteMany';
      const size = 10 + Math.floor(rand() * 31);
      const items = [];
      for (let i = 0; i < size; i++)
        items.push(
          action === 'deleteMany' ? remove(resource, at - i * 300) : update(resource, at - i * 300, n),
        );
      entries.push({
        id: idAt(at - size * 300),
        at,
        admin: 'admin',
        resource,
        recordName: '',
        kind: 'batch',
        action,
        changes: [],
        result: 'confirmed',
        items,
      });
    } else if (roll < 0.12) entries.push(remove(resource, at));
    else if (roll < 0.16) {
      const record = pick(records[resource]);
      const after = {
        ...record,
        _id: undefined,
        id: `${record.id.slice(0, 18)}${n.toString(16).padStart(6, '0')}`,
      };
      delete after._id;
      entries.push({
        ...base(resource, after, at),
        kind: 'create',
        changes: Object.keys(after)
          .filter((field) => field !== 'id')
          .map((field) => ({ field, before: undefined, after: after[field] })),
        after,
        result: 'confirmed',
      });
    } else if (roll < 0.2) {
      const record = pick(records[resource]);
      entries.push({
        ...base(resource, record, at),
        kind: 'action',
        action: resource === 'users' ? 'resetPassword' : 'toggleActive',
        changes: [],
        before: record,
        result: 'confirmed',
      });
    } else entries.push(update(resource, at, n));
  }
  return entries;
}

// ---- the build and the page ------------------------------------------------------------------

async function build(outDir, { minify = true } = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  const args = [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir];
  args.push('--emptyOutDir', '--logLevel', 'error');
  if (!minify) args.push('--minify', 'false');
  await run(process.execPath, args, { env });
  // A page of the same origin without the console: the journal is seeded from it.
  writeFileSync(join(outDir, BLANK), '<!doctype html><title>blank</title>');
}

/** In every page: the wait for a quiet page, and the time of each save of the journal. */
const pageHelpers = (key) => {
  /** Resolves once requestIdleCallback has had 8 ms or more in every frame for `ms`. */
  window.__quiet = (ms) =>
    new Promise((done) => {
      let since = performance.now();
      let last = since;
      const tick = (deadline) => {
        const now = performance.now();
        if (deadline.didTimeout || deadline.timeRemaining() < 8 || now - last > 80) since = now;
        last = now;
        if (now - since >= ms) done(now);
        else requestIdleCallback(tick, { timeout: 100 });
      };
      requestIdleCallback(tick, { timeout: 100 });
    });
  // The journal's saves (its setItem), to tell its task among the long ones.
  window.__saves = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (name, value) {
    const start = performance.now();
    try {
      return setItem.call(this, name, value);
    } finally {
      if (name === key || name.startsWith(`${key}:`))
        window.__saves.push([start, performance.now() - start, String(value).length]);
    }
  };
};

const median = (xs) => {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const max = (xs) => (xs.length ? Math.max(...xs) : Number.NaN);
const ms = (x) => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : String(Math.round(x))) : '–');
const longest = (tasks) => Math.max(0, ...tasks.map(([, duration]) => duration));

/** The tab's journal, set from a blank page of the origin (or removed), then `path` loaded. */
async function coldLoad(page, base, seed, path = '/DataListing') {
  await page.goto(`${base}/${BLANK}`);
  // As the journal stores it (src/lib/journal.ts): the ids, newest first, and each entry under its own key.
  await page.evaluate(
    ([key, text]) => {
      for (const name of Object.keys(sessionStorage))
        if (name === key || name.startsWith(`${key}:`)) sessionStorage.removeItem(name);
      if (!text) return;
      const entries = JSON.parse(text);
      for (const entry of entries) sessionStorage.setItem(`${key}:${entry.id}`, JSON.stringify(entry));
      sessionStorage.setItem(key, JSON.stringify(entries.map((entry) => entry.id)));
    },
    [KEY, seed],
  );
  const wall = Date.now();
  await page.goto(`${base}${path}`);
  await page.locator('#main-content tbody tr').first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => window.__quiet(500));
  return Date.now() - wall;
}

/** The page's long tasks from `from` (performance.now()) on: [start, duration]. */
const tasksSince = (page, from = 0) =>
  page.evaluate((start) => window.__longTasks.filter(([at]) => at >= start), from);

/** JSON.parse of the stored journal in the page, as the constructor does (best of 3, ms). */
const parseCost = (page) =>
  page.evaluate((key) => {
    const times = [];
    let read = 0;
    let chars = 0;
    for (let n = 0; n < 3; n++) {
      const t0 = performance.now();
      const ids = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const texts = ids.map((id) => sessionStorage.getItem(`${key}:${id}`) ?? 'null');
      const t1 = performance.now();
      for (const text of texts) JSON.parse(text);
      times.push(performance.now() - t1);
      read = t1 - t0;
      chars = texts.reduce((sum, text) => sum + text.length, 0);
    }
    return { parse: Math.min(...times), read, chars };
  }, KEY);

/** JSON.stringify + setItem of one new entry and the ids, as the journal's save does (best of 3, ms). */
const saveCost = (page) =>
  page.evaluate((key) => {
    // One new entry's save: its own value and the list of ids (what the journal writes now).
    const ids = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    const entry = JSON.parse(sessionStorage.getItem(`${key}:${ids[0]}`) ?? '{}');
    const stringify = [];
    const set = [];
    for (let n = 0; n < 3; n++) {
      const t0 = performance.now();
      const text = JSON.stringify(entry);
      const index = JSON.stringify(ids);
      const t1 = performance.now();
      sessionStorage.setItem(`${key}:${ids[0]}`, text);
      sessionStorage.setItem(key, index);
      stringify.push(t1 - t0);
      set.push(performance.now() - t1);
    }
    return { stringify: Math.min(...stringify), set: Math.min(...set), entries: ids.length };
  }, KEY);

/**
 * d) then c): the app bar's panel, then "All your changes". Playwright's own queries run in the
 * page (an accessible-name search is a long task of its own): the elements are found before the
 * measured span, and its waits are plain selectors.
 */
async function panelAndPage(page, figures, tracer, traces) {
  const button = await page
    .getByRole('button', { name: /^Your changes: \d+ in this session$/ })
    .elementHandle();
  await page.evaluate(() => window.__quiet(300));
  let from = await page.evaluate(() => performance.now());
  if (tracer) await tracer.startTracing(page, { categories: TRACE_CATEGORIES });
  await button.click();
  await page.waitForSelector('[role="dialog"] a[href="/YourChanges"]');
  await page.evaluate(() => window.__quiet(300));
  if (tracer) traces.panel = (await tracer.stopTracing()).toString('utf8');
  figures.panel = longest(await tasksSince(page, from));

  const link = await page.$('[role="dialog"] a[href="/YourChanges"]');
  from = await page.evaluate(() => performance.now());
  if (tracer) await tracer.startTracing(page, { categories: TRACE_CATEGORIES });
  await link.click();
  await page.waitForFunction(
    () =>
      location.pathname === '/YourChanges' &&
      [...document.querySelectorAll('h1')].some((node) => node.textContent.includes('Your changes')),
  );
  await page.evaluate(() => window.__quiet(300));
  if (tracer) traces.yourChanges = (await tracer.stopTracing()).toString('utf8');
  figures.yourChanges = longest(await tasksSince(page, from));
  figures.cards = await page.locator('ol[aria-label="Your changes"] > li').count();
}

/** b) Edit User on the first row, the tagline changed, Update; until saved and quiet. */
async function write(page, take, figures, tracer, traces) {
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await page.locator('#main-content tbody tr').first().getByRole('button', { name: 'Edit' }).click();
  const field = dialog.getByLabel(/^Tagline/);
  await field.waitFor();
  await page.waitForFunction(() => {
    const form = [...document.querySelectorAll('[role="dialog"]')].find((node) =>
      node.textContent.includes('Edit User'),
    );
    return Boolean(form?.querySelector('input')?.value);
  });
  await field.fill(`Saved by the journal bench, take ${take}`);
  const update = await dialog.getByRole('button', { name: 'Update', exact: true }).elementHandle();
  await page.evaluate(() => window.__quiet(200));
  const from = await page.evaluate(() => {
    window.__saves = [];
    return performance.now();
  });
  if (tracer) await tracer.startTracing(page, { categories: TRACE_CATEGORIES });
  await update.click();
  await page.waitForFunction(
    () => /updated/i.test(document.querySelector('.MuiSnackbar-root')?.textContent ?? ''),
    undefined,
    { timeout: 60_000 },
  );
  // The journal is saved 250 ms after its change: wait for that save, then a quiet page.
  await page.waitForFunction(() => window.__saves.length > 0, undefined, { timeout: 10_000 });
  await page.evaluate(() => window.__quiet(300));
  if (tracer) traces.write = (await tracer.stopTracing()).toString('utf8');
  const tasks = await tasksSince(page, from);
  const saves = await page.evaluate(() => window.__saves);
  figures.write = longest(tasks);
  figures.writeTasks = tasks;
  // The long task that held the journal's save (its setItem), if any.
  const saveTask = tasks.filter(([at, duration]) =>
    saves.some(([start]) => start >= at && start <= at + duration),
  );
  figures.saveTask = longest(saveTask);
  figures.saveSetItem = Math.max(0, ...saves.map(([, duration]) => duration));
  figures.savedChars = Math.max(0, ...saves.map(([, , chars]) => chars));
}

/** One run in one arm: a cold load (a), the panel (d), /YourChanges (c); a cold load, a write (b). */
async function runOnce(page, base, seed, take, { tracer } = {}) {
  const figures = {};
  const traces = {};
  if (tracer) await tracer.startTracing(page, { categories: TRACE_CATEGORIES });
  figures.loadMs = await coldLoad(page, base, seed);
  if (tracer) traces.load = (await tracer.stopTracing()).toString('utf8');
  const loadTasks = await tasksSince(page);
  figures.load = longest(loadTasks);
  figures.loadTasks = loadTasks;
  Object.assign(figures, await parseCost(page));
  await panelAndPage(page, figures, tracer, traces);
  await coldLoad(page, base, seed);
  await write(page, take, figures, tracer, traces);
  if (seed) Object.assign(figures, await saveCost(page));
  await secondTab(page, base, figures, tracer, traces);
  return { figures, traces };
}

/**
 * e) A second tab of the session (/DataListing): it says hello on the journal's channel, the first
 * tab answers with its entries, the new tab takes them and saves them. Tasks in each tab.
 */
async function secondTab(page, base, figures, tracer, traces) {
  const from = await page.evaluate(() => performance.now());
  const other = await page.context().newPage();
  try {
    if (tracer) await tracer.startTracing(other, { categories: TRACE_CATEGORIES });
    await other.goto(`${base}/DataListing`);
    await other.locator('#main-content tbody tr').first().waitFor({ timeout: 60_000 });
    // The entries heard are saved 250 ms later (none to save when the first tab has none).
    await other
      .waitForFunction(() => window.__saves.length > 0, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    await other.evaluate(() => window.__quiet(500));
    if (tracer) traces.secondTab = (await tracer.stopTracing()).toString('utf8');
    figures.tab2 = longest(await tasksSince(other));
    figures.tab2Entries = await other.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]').length,
      KEY,
    );
    figures.tab1 = longest(await tasksSince(page, from));
  } finally {
    await other.close();
  }
}

async function newPage(browser, site) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await observeLongTasks(context);
  await context.addInitScript(pageHelpers, KEY);
  const page = await context.newPage();
  await signIn(page, site.base);
  await page.locator('a[role="menuitem"][href="/DataListing"]').waitFor();
  return page;
}

// ---- run -----------------------------------------------------------------------------------------

const loadAtStart = loadavg()
  .map((x) => x.toFixed(1))
  .join(', ');
let site;
let profileSite;
let browser;
try {
  const dir = join(OUT, 'console');
  if (!values['skip-build'] || !existsSync(join(dir, 'index.html'))) {
    log('building the demo console');
    await build(dir);
  }
  site = await serveBuild(dir);
  const records = await demoRecords();
  const entries = journalOf(ENTRIES, records);
  const seed = JSON.stringify(entries);
  const items = entries.reduce((sum, entry) => sum + (entry.items?.length ?? 0), 0);
  log(
    `${entries.length} entries (${entries.filter((entry) => entry.kind === 'batch').length} bulk, ${items} records in them), ${(seed.length / 1e6).toFixed(2)} M characters of JSON`,
  );

  browser = await launchChromium();
  const pages = { seeded: await newPage(browser, site), empty: await newPage(browser, site) };
  // A warm-up run each way (the service worker, the browser's caches), then the runs, alternating.
  await runOnce(pages.seeded, site.base, seed, 0);
  await runOnce(pages.empty, site.base, '', 0);
  const runs = { seeded: [], empty: [] };
  const loads = [];
  for (let n = 0; n < RUNS; n++) {
    const order = n % 2 === 0 ? ['seeded', 'empty'] : ['empty', 'seeded'];
    for (const arm of order) {
      log(`run ${n + 1}/${RUNS}, ${arm === 'seeded' ? `${ENTRIES} entries` : 'empty journal'}`);
      loads.push(loadavg()[0]);
      runs[arm].push((await runOnce(pages[arm], site.base, arm === 'seeded' ? seed : '', n + 1)).figures);
    }
  }

  let profiled;
  if (values.profile) {
    log('building an unminified copy for the profile');
    await build(join(OUT, 'console-unminified'), { minify: false });
    profileSite = await serveBuild(join(OUT, 'console-unminified'));
    const page = await newPage(browser, profileSite);
    await runOnce(page, profileSite.base, seed, 100);
    profiled = await runOnce(page, profileSite.base, seed, 101, { tracer: browser });
    mkdirSync(resolve(values.profile), { recursive: true });
    for (const [moment, trace] of Object.entries(profiled.traces))
      writeFileSync(join(resolve(values.profile), `journal-${moment}.trace.json`), trace);
  }

  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
  const s = runs.seeded;
  const e = runs.empty;
  const pick = (list, key) => list.map((figures) => figures[key]);
  const both = (key) =>
    `${ms(median(pick(s, key)))} / ${ms(max(pick(s, key)))} | ${ms(median(pick(e, key)))} / ${ms(max(pick(e, key)))}`;
  console.log(`\nThe admin's change journal at ${ENTRIES.toLocaleString('en-US')} entries (issue #38)`);
  console.log(
    `Demo build in Chromium ${browser.version()}; ${entries.length} entries, ${items} records in ${entries.filter((entry) => entry.kind === 'batch').length} bulk entries, ${(seed.length / 1e6).toFixed(2)} M characters in sessionStorage; ${RUNS} runs each way after a warm-up; ${cpus().length} cores, load average ${loadAtStart} at the start, ${load} at the end (1-minute load during the runs: ${ms(median(loads))} median, ${ms(max(loads))} max).`,
  );
  console.log('Longest main-thread task (ms, PerformanceObserver longtask; 0 = none of 50 ms or more).');
  console.log(`| moment | ${ENTRIES} entries, median / max | empty journal, median / max |`);
  console.log('|---|---|---|');
  console.log(`| a) cold load of /DataListing, until quiet | ${both('load')} |`);
  console.log(`| b) Edit User, Update: click → saved and quiet | ${both('write')} |`);
  console.log(`| b) … the task that held the journal's save (its setItem) | ${both('saveTask')} |`);
  console.log(`| c) "All your changes" → /YourChanges drawn, quiet | ${both('yourChanges')} |`);
  console.log(`| d) the app bar's "Your changes" panel, quiet | ${both('panel')} |`);
  console.log(`| e) a second tab opens /DataListing: the new tab, load until quiet | ${both('tab2')} |`);
  console.log(`| e) … meanwhile in the first tab (it answers with its entries) | ${both('tab1')} |`);
  console.log(`\nThe journal's own work, measured in the page at ${ENTRIES} entries (ms, median / max)`);
  console.log('| step | ms |\n|---|---|');
  const one = (key) => `${ms(median(pick(s, key)))} / ${ms(max(pick(s, key)))}`;
  console.log(
    `| load: sessionStorage.getItem (${(median(pick(s, 'chars')) / 1e6).toFixed(2)} M chars) | ${one('read')} |`,
  );
  console.log(`| load: JSON.parse of each entry (the constructor's) | ${one('parse')} |`);
  console.log(
    `| save of one new entry: JSON.stringify of it and of the ${median(pick(s, 'entries'))} ids | ${one('stringify')} |`,
  );
  console.log(`| save of one new entry: its setItem and the ids' | ${one('set')} |`);
  console.log(`| save: the journal's own setItem during b) | ${one('saveSetItem')} |`);
  console.log(
    `entries the second tab took and saved: ${median(pick(s, 'tab2Entries'))} (${ENTRIES} entries), ${median(pick(e, 'tab2Entries'))} (empty)`,
  );
  console.log(`cold load wall time, click-free (ms, median): ${both('loadMs')}`);
  const listed = (list, key) =>
    list.map((figures) => figures[key].map(([, d]) => Math.round(d)).join(' ') || 'none').join('; ');
  console.log(`tasks ≥ 50 ms in each cold load, ${ENTRIES} entries: ${listed(s, 'loadTasks')}`);
  console.log(`tasks ≥ 50 ms in each cold load, empty journal: ${listed(e, 'loadTasks')}`);
  console.log(`tasks ≥ 50 ms in each write, ${ENTRIES} entries: ${listed(s, 'writeTasks')}`);
  console.log(`tasks ≥ 50 ms in each write, empty journal: ${listed(e, 'writeTasks')}`);
  console.log(
    `/YourChanges cards drawn: ${median(pick(s, 'cards'))} (${ENTRIES} entries), ${median(pick(e, 'cards'))} (empty)`,
  );
  if (profiled) {
    for (const [moment, trace] of Object.entries(profiled.traces)) {
      console.log(`\nProfile, ${moment} at ${ENTRIES} entries (unminified build): tasks of 50 ms or more`);
      const tasks = longTasksOfTrace(trace);
      const lines = describeTasks(tasks);
      console.log(lines.length ? lines.join('\n') : '  none');
    }
  }
} finally {
  await browser?.close();
  await site?.close();
  await profileSite?.close();
}
