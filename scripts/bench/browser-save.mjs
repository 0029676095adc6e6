// The cost of a save with the stale-write guard (src/engine/providerVerbs.ts `guardWrite`): before
// every update the console reads the record again, and for users and coupons (no read of one
// record on this platform) that read is the resource's whole list. Part of `npm run bench`.
//
// Measured as an admin saves, in Chromium: the build for a real API (no mock in the page) against
// the standalone platform server (mocks/server.ts, in this process) holding 3, 20,000 and 100,000
// users and coupons; signed in, the list open, the first row's Edit, one field changed, Update.
// Each save alternates guard on (the declaration as it is) and off (`staleWrite: 'off'` set on the
// same declaration in the page, through scripts/bench/save.vite.config.ts): same page, same data.
//
// Per save: Update click → the success notification in the page (the save as the admin sees it
// end), its requests (Resource Timing: the guard's read, the write, the list's read after the
// save) and every main-thread task of 50 ms or more from the click until the list has been read
// again and the page is quiet. The build goes to node_modules/.cache/bench-save/.
//
//   node scripts/bench/browser-save.mjs [--sizes 3,20000,100000] [--resources users,coupons]
//     [--runs 6] [--runs-large 3] [--skip-build] [--profile DIR [--profile-saves 3]]
//
// --runs: saves each way (guard on, guard off) at each size, after one warm-up save each way;
// --runs-large: the same at 100,000 records or more. The defaults keep `npm run bench` to about
// 5 minutes; docs/performance.md's figures are `--runs 20 --runs-large 10` (about 15 minutes).
// p95 is the nearest rank: with fewer than 20 saves, the slowest. --skip-build reuses the last
// build (it knows its platform's port, which the server takes again). --profile DIR: then traces
// --profile-saves more guarded saves per resource at the largest size and keeps the worst, on an
// unminified build (DIR/<resource>-<size>.trace.json, for DevTools' Performance panel), and prints
// each main-thread task of 50 ms or more with what it was made of (scripts/bench/traceTasks.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import signIn from '../../perf/console-login.mjs';
import { consoleCsp, ROOT, run, serveBuild, startPlatform } from '../../perf/lib.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { observeLongTasks } from './longTasks.mjs';
import { clickTime, describeTasks, longTasksOfTrace, TRACE_CATEGORIES } from './traceTasks.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '3,20000,100000' },
    resources: { type: 'string', default: 'users,coupons' },
    runs: { type: 'string', default: '6' },
    'runs-large': { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    profile: { type: 'string' },
    'profile-saves': { type: 'string', default: '3' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const RUNS_LARGE = Number(values['runs-large']);
const PROFILE_SAVES = Number(values['profile-saves']);
const OUT = join(ROOT, 'node_modules', '.cache', 'bench-save');
const started = Date.now();
const log = (...message) =>
  console.error(`[bench save ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s]`, ...message);

/**
 * What each resource's Edit dialog is, and the fields the bench changes before Update: one each
 * save, taking turns. (The same field twice in a row on the same record can meet a false conflict
 * when the record's cached copy is the one before the last save: see docs/performance.md.)
 */
const SUBJECTS = {
  users: {
    route: '/DataListing',
    dialog: 'Edit User',
    fields: [/^Tagline/, /^Full Name/],
    value: (take) => (take % 2 === 0 ? `Saved by the bench, take ${take}` : `Bench User ${take}`),
    readPath: '/users/adminUserLists',
    writePath: '/coupons/updateUserInAdmin',
    success: 'user updated successfully',
  },
  coupons: {
    route: '/allCoupons',
    dialog: 'Edit Coupon',
    fields: [/^Title/, /^Description/],
    value: (take) => (take % 2 === 0 ? `Bench offer ${take}` : `Saved by the bench, take ${take}.`),
    readPath: '/coupons/viewAllCoupons',
    writePath: '/coupons/editCoupons',
    success: 'coupon updated successfully',
  },
};
const chosen = values.resources.split(',').map((name) => {
  if (!SUBJECTS[name]) throw new Error(`--resources: unknown ${name} (users, coupons)`);
  return name;
});

// ---- the platform's data at each size -------------------------------------------------------

const ORIGIN_FILE = join(OUT, 'origin.json');
// --skip-build reuses the last build, which knows its platform's address: the same port again.
const port =
  values['skip-build'] && existsSync(ORIGIN_FILE) ? JSON.parse(readFileSync(ORIGIN_FILE, 'utf8')).port : 0;
const loadAtStart = loadavg()
  .map((x) => x.toFixed(1))
  .join(', ');
let chromiumVersion = '?';
const platform = await startPlatform({ port, scale: Math.max(1, Math.ceil(Math.max(...SIZES) / 60)) });
const allUsers = platform.db.data.collections.users;
const seedCoupons = platform.db.data.collections.vendorCoupons;
if (allUsers.length < Math.max(...SIZES)) throw new Error(`only ${allUsers.length} users seeded`);

/**
 * `count` vendor coupons: the seeded ones over and over, each with its own id. Their image is a
 * media path on the platform (what a real platform stores), not the seed's inline SVG picture,
 * which would make every coupon ≈ 900 bytes instead of ≈ 500.
 */
function couponsOf(count) {
  const rows = [];
  for (let n = 0; n < count; n++) {
    const seed = seedCoupons[n % seedCoupons.length];
    const _id = `c0ffee${n.toString(16).padStart(18, '0')}`;
    rows.push({ ...seed, _id, couponImage: `media/coupons/${_id}.jpg` });
  }
  return rows;
}

/** The size of each list's reply at the current size (bytes of JSON, as the platform sends it). */
const replyBytes = {};

function setSize(size) {
  platform.db.data.collections.users = allUsers.slice(0, size);
  platform.db.data.collections.vendorCoupons = couponsOf(size);
  replyBytes.users = Buffer.byteLength(
    JSON.stringify({ status: 1, data: platform.db.data.collections.users }),
  );
  replyBytes.coupons = Buffer.byteLength(
    JSON.stringify({ status: 1, data: platform.db.data.collections.vendorCoupons }),
  );
}

// ---- the build and the page ------------------------------------------------------------------

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const CONFIG = join(ROOT, 'scripts', 'bench', 'save.vite.config.ts');

async function build(outDir, { minify = true } = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  const args = [
    VITE,
    'build',
    '--config',
    CONFIG,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ];
  if (!minify) args.push('--minify', 'false');
  await run(process.execPath, args, {
    env: {
      ...env,
      VITE_API_URL: `${platform.origin}/v1`,
      VITE_WEEKLY_API_URL: `${platform.origin}/weekly`,
      VITE_PUBLIC_SITE_URL: 'https://www.example.com',
      VITE_MOCK_API: 'false',
      // A speed mechanism left out for the ledger's A/B (src/lib/fast/speed.ts): VITE_SPEED_OFF=offPageRows.
      ...(process.env.VITE_SPEED_OFF ? { VITE_SPEED_OFF: process.env.VITE_SPEED_OFF } : {}),
    },
  });
}

/** In every page: a large Resource Timing buffer, and a wait for the page to be quiet. */
const pageHelpers = () => {
  performance.setResourceTimingBufferSize(100_000);
  /**
   * Resolves once the page has had idle time in every frame for `ms` (requestIdleCallback called
   * back at least every 80 ms, with 8 ms or more left each time): no work running, not even in
   * slices. A row's highlight may still be animating.
   */
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
  /**
   * Arms a watch for the save's outcome: resolves with the time a notification (or the guard's
   * conflict dialog) appears in the document, and its text. Also notes the next click's time.
   */
  window.__armSaved = () => {
    window.__saved = new Promise((done) => {
      const outcome = () => {
        const note = document.querySelector('.MuiSnackbar-root');
        if (note) return note.textContent;
        const heading = [...document.querySelectorAll('[role="dialog"] h2')].find((node) =>
          /changed since|no longer/i.test(node.textContent),
        );
        return heading?.textContent;
      };
      const observer = new MutationObserver(() => {
        const text = outcome();
        if (text === undefined) return;
        observer.disconnect();
        done({ at: performance.now(), text });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    window.__clickAt = undefined;
    document.addEventListener(
      'click',
      (event) => {
        window.__clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  };
};

const rel = (span, at) => span && { start: Math.round(span.start - at), end: Math.round(span.end - at) };
const median = (xs) => quantile(xs, 0.5);
/** The nearest-rank quantile (p95 of 8 values is the largest). */
function quantile(xs, q) {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const ms = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '–');

/**
 * One save: open the first row's Edit, change the field, Update; waits for the success text,
 * then for the list's read after the save and a quiet page. Returns the figures.
 */
async function saveOnce(page, subject, guard, take, { tracer } = {}) {
  await page.evaluate(
    ([name, mode]) => {
      const resource = globalThis.__benchResources.find((declared) => declared.name === name);
      if (mode === 'off') resource.staleWrite = 'off';
      else delete resource.staleWrite;
    },
    [subject.name, guard],
  );
  const dialog = page.getByRole('dialog', { name: subject.dialog });
  await page.locator('#main-content tbody tr').first().getByRole('button', { name: 'Edit' }).click();
  const field = dialog.getByLabel(subject.fields[take % subject.fields.length]);
  await field.waitFor();
  // The form holds the record (its first field filled), then the change.
  await page.waitForFunction((title) => {
    const form = [...document.querySelectorAll('[role="dialog"]')].find((node) =>
      node.textContent.includes(title),
    );
    return Boolean(form?.querySelector('input')?.value);
  }, subject.dialog);
  await field.fill(subject.value(take));
  await page.evaluate(() => window.__quiet(200));
  await page.evaluate(() => performance.clearResourceTimings());
  await page.evaluate(() => window.__armSaved());
  // The platform's own time for each list read: its first byte, as the browser saw it.
  const listReads = [];
  // Whether the list has been read again since the write (a read off the page, in the app's
  // worker, is not among the page's Resource Timing entries; playwright sees it).
  let written = false;
  let rereadSeen = false;
  const onFinished = (request) => {
    if (request.url().includes(subject.writePath)) written = true;
    if (request.method() === 'GET' && request.url().includes(subject.readPath)) {
      listReads.push(request.timing());
      if (written) rereadSeen = true;
    }
  };
  page.context().on('requestfinished', onFinished);
  if (tracer) await tracer.startTracing(page, { categories: TRACE_CATEGORIES });
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  let timer;
  const outcome = await Promise.race([
    page.evaluate(() => window.__saved),
    new Promise((done) => {
      timer = setTimeout(() => done({ text: 'nothing within 120 s' }), 120_000);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!outcome.text.toLowerCase().includes(subject.success)) {
    const shot = join(OUT, `failed-${subject.name}.png`);
    await page.screenshot({ path: shot });
    throw new Error(
      `${subject.name}, save ${take} (guard ${guard}): "${outcome.text}" instead of success (${shot})`,
    );
  }
  const savedAt = outcome.at;
  // The list is read again after the save (react-admin's refresh): wait for that read, then quiet.
  const listUrl = subject.readPath;
  const writeUrl = subject.writePath;
  for (const until = Date.now() + 120_000; !rereadSeen; ) {
    if (Date.now() > until) throw new Error(`${subject.name}: the list was not read again after the save`);
    await new Promise((done) => setTimeout(done, 20));
  }
  const quietAt = await page.evaluate(() => window.__quiet(300));
  const trace = tracer ? (await tracer.stopTracing()).toString('utf8') : undefined;
  const figures = await page.evaluate(
    ([list, write, saved, quiet]) => {
      const clickAt = window.__clickAt;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickAt - 5);
      const written = entries.find((entry) => entry.name.includes(write));
      const reads = entries.filter((entry) => entry.name.includes(list));
      const guardRead = reads.find((entry) => written && entry.startTime < written.startTime);
      const reread = reads.find((entry) => written && entry.startTime > written.startTime);
      const span = (entry) => entry && { start: entry.startTime, end: entry.responseEnd };
      const tasks = window.__longTasks.filter(([at, duration]) => at + duration >= clickAt && at <= quiet);
      return {
        clickAt,
        savedAt: saved,
        quietAt: quiet,
        guardRead: span(guardRead),
        write: span(written),
        reread: span(reread),
        tasks: tasks.map(([at, duration]) => ({ at: at - clickAt, duration })),
      };
    },
    [listUrl, writeUrl, savedAt, quietAt],
  );
  page.context().off('requestfinished', onFinished);
  listReads.sort((a, b) => a.startTime - b.startTime);
  // With the guard, the first list read after the click is the guard's.
  figures.guardFirstByte = guard === 'off' || listReads.length < 2 ? undefined : listReads[0].responseStart;
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // Escape closes the notification (it would stay 4 s, and hold back the next one).
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.MuiSnackbar-root'), undefined, {
    timeout: 10_000,
  });
  if (process.env.BENCH_DEBUG)
    console.error(
      JSON.stringify({
        guard,
        ...figures,
        clickAt: undefined,
        savedAt: figures.savedAt - figures.clickAt,
        quietAt: figures.quietAt - figures.clickAt,
        guardRead: rel(figures.guardRead, figures.clickAt),
        write: rel(figures.write, figures.clickAt),
        reread: rel(figures.reread, figures.clickAt),
      }),
    );
  return { guard, ...figures, trace };
}

/** The longest task of a save (0: none of 50 ms or more). */
const longestOf = (save) => Math.max(0, ...save.tasks.map((task) => task.duration));

/** One resource at one size in a fresh browser: list open, a warm-up save each way, then the runs. */
async function measure(site, name, runs, { profileTo } = {}) {
  const subject = { name, ...SUBJECTS[name] };
  const browser = await launchChromium();
  chromiumVersion = browser.version();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await observeLongTasks(context);
    await context.addInitScript(pageHelpers);
    const page = await context.newPage();
    await signIn(page, site.base);
    await page.locator('a[role="menuitem"][href="/DataListing"]').waitFor();
    await page.goto(`${site.base}${subject.route}`);
    await page.locator('#main-content tbody tr').first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => window.__quiet(500));
    const saves = [];
    let take = 0;
    for (const guard of ['merge', 'off']) await saveOnce(page, subject, guard, take++);
    for (let n = 0; n < runs; n++) {
      // Alternating, so that a slower moment of the machine weighs on both sides alike.
      const order = n % 2 === 0 ? ['merge', 'off'] : ['off', 'merge'];
      for (const guard of order) saves.push(await saveOnce(page, subject, guard, take++));
    }
    if (profileTo) {
      // A long task does not come in every save: of PROFILE_SAVES traced saves, the worst is kept.
      let profiled;
      for (let n = 0; n < PROFILE_SAVES; n++) {
        const traced = await saveOnce(page, subject, 'merge', take++, { tracer: browser });
        if (!profiled || longestOf(traced) > longestOf(profiled)) profiled = traced;
      }
      writeFileSync(profileTo, profiled.trace);
      return { saves, profiled: { ...profiled, of: PROFILE_SAVES } };
    }
    return { saves };
  } finally {
    await browser.close();
  }
}

function summarise(name, size, saves) {
  const on = saves.filter((save) => save.guard === 'merge');
  const off = saves.filter((save) => save.guard === 'off');
  const duration = (save) => save.savedAt - save.clickAt;
  const withGuard = on.map(duration);
  const without = off.map(duration);
  // The guard's own part of a save: from its read's start to the write's start (the read, its
  // parse, the scan for the one record and the merge).
  // Read off the page (src/api/fast/rowsWorker.ts), the guard's read is not among the page's resource
  // entries: its part then runs from the click (the click's own work is a few ms of it).
  const guardStart = (save) => (save.guardRead ? save.guardRead.start : save.clickAt);
  const guardPart = on.filter((save) => save.write).map((save) => save.write.start - guardStart(save));
  const guardNet = on
    .filter((save) => save.guardRead)
    .map((save) => save.guardRead.end - save.guardRead.start);
  const guardFirstByte = on.map((save) => save.guardFirstByte).filter((x) => x !== undefined);
  const guardClient = on
    .filter((save) => save.guardRead && save.write)
    .map((save) => save.write.start - save.guardRead.end);
  const settled = (list) => list.map((save) => save.quietAt - save.clickAt);
  const longest = (list) => Math.max(0, ...list.flatMap((save) => save.tasks.map((task) => task.duration)));
  return {
    name,
    size,
    runs: on.length,
    replyBytes: replyBytes[name],
    withGuard: { median: median(withGuard), p95: quantile(withGuard, 0.95) },
    without: { median: median(without), p95: quantile(without, 0.95) },
    added: {
      median: median(withGuard) - median(without),
      p95: quantile(withGuard, 0.95) - quantile(without, 0.95),
    },
    guardPart: { median: median(guardPart), p95: quantile(guardPart, 0.95) },
    guardNet: median(guardNet),
    guardFirstByte: median(guardFirstByte),
    guardClient: median(guardClient),
    settledOn: median(settled(on)),
    settledOff: median(settled(off)),
    longestOn: longest(on),
    longestOff: longest(off),
    // Tasks that began after the guard's read began and before the write began: its read, parse,
    // scan and merge (the click's own task, which starts the read, is not one of them).
    longestGuard: Math.max(
      0,
      ...on.flatMap((save) =>
        save.tasks
          .filter(
            (task) =>
              save.write &&
              task.at > Math.max(5, guardStart(save) - save.clickAt) &&
              task.at < save.write.start - save.clickAt,
          )
          .map((task) => task.duration),
      ),
    ),
    tasksOn: on.flatMap((save) => save.tasks),
    tasksOff: off.flatMap((save) => save.tasks),
    guardReadSeen: on.filter((save) => save.guardRead).length,
    offReadSeen: off.filter((save) => save.guardRead).length,
  };
}

// ---- run -----------------------------------------------------------------------------------------

let site;
let profileSite;
try {
  const dir = join(OUT, 'console');
  if (!values['skip-build']) {
    log('building the console for the platform server', platform.origin);
    await build(dir);
    writeFileSync(ORIGIN_FILE, `${JSON.stringify({ port: Number(new URL(platform.origin).port) })}\n`);
  }
  const csp = {
    'Content-Security-Policy': await consoleCsp(platform.origin, [dir, join(OUT, 'console-unminified')]),
  };
  site = await serveBuild(dir, csp);
  if (values.profile) {
    log('building an unminified copy for the profile');
    await build(join(OUT, 'console-unminified'), { minify: false });
    profileSite = await serveBuild(join(OUT, 'console-unminified'), csp);
    mkdirSync(resolve(values.profile), { recursive: true });
  }
  const results = [];
  const profiles = [];
  for (const size of SIZES) {
    setSize(size);
    for (const name of chosen) {
      const runs = size >= 100_000 ? RUNS_LARGE : RUNS;
      log(`${name} at ${size.toLocaleString('en-US')} records: ${runs} saves each way`);
      const load = loadavg()[0];
      const { saves } = await measure(site, name, runs);
      results.push({ ...summarise(name, size, saves), load: Math.max(load, loadavg()[0]) });
      if (values.profile && size === Math.max(...SIZES)) {
        const file = join(resolve(values.profile), `${name}-${size}.trace.json`);
        log(`${name} at ${size}: tracing ${PROFILE_SAVES} guarded saves (unminified build) → ${file}`);
        const { profiled } = await measure(profileSite, name, 0, { profileTo: file });
        profiles.push({ name, size, file, profiled });
      }
    }
  }

  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
  console.log(
    `\nSaving in Edit User / Edit Coupon, stale-write guard on (as declared) and off (\`staleWrite: 'off'\`)`,
  );
  console.log(
    `Real-API build in Chromium ${chromiumVersion} against the platform server; ${cpus().length} cores, load average ${loadAtStart} at the start, ${load} at the end.`,
  );
  console.log(
    "Save = Update click → success notification (ms). Longest task: from the click until the list is read again and the page is quiet. Load: the higher of the 1-minute load average before and after the row (others' work on this machine slows every figure).",
  );
  console.log(
    '| resource | records | list reply | saves each way | with guard, median / p95 | without, median / p95 | added, median / p95 | longest task, with / without | longest task during the guard (its read began → the write) | load (1 min) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const mb =
      r.replyBytes < 1e5 ? `${(r.replyBytes / 1e3).toFixed(1)} kB` : `${(r.replyBytes / 1e6).toFixed(1)} MB`;
    console.log(
      `| ${r.name} | ${r.size.toLocaleString('en-US')} | ${mb} | ${r.runs} | ${ms(r.withGuard.median)} / ${ms(r.withGuard.p95)} | ${ms(r.without.median)} / ${ms(r.without.p95)} | ${ms(r.added.median)} / ${ms(r.added.p95)} | ${ms(r.longestOn)} / ${ms(r.longestOff)} | ${ms(r.longestGuard)} | ${r.load.toFixed(1)} |`,
    );
  }
  console.log("\nWhere a guarded save's extra time goes (medians, ms from the Update click)");
  console.log(
    "| resource | records | guard's list read: first byte (the platform) | read complete | then parse, find, merge | guard part (read start → write start), median / p95 | click → list read again and quiet, with / without |",
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.size.toLocaleString('en-US')} | ${ms(r.guardFirstByte)} | ${ms(r.guardNet)} | ${ms(r.guardClient)} | ${ms(r.guardPart.median)} / ${ms(r.guardPart.p95)} | ${ms(r.settledOn)} / ${ms(r.settledOff)} |`,
    );
  for (const r of results) {
    if (r.guardReadSeen === 0 && r.offReadSeen === 0)
      console.log(
        `note: ${r.name} ${r.size}: the guard's read ran in a worker (not among the page's requests): its part is timed from the click`,
      );
    else if (r.guardReadSeen !== r.runs || r.offReadSeen !== 0)
      console.log(
        `note: ${r.name} ${r.size}: guard read seen in ${r.guardReadSeen}/${r.runs} guarded saves, in ${r.offReadSeen} unguarded`,
      );
    const listed = (tasks) =>
      tasks.map((task) => `${Math.round(task.duration)}@${Math.round(task.at)}`).join(' ') || 'none';
    console.log(
      `tasks ≥ 50 ms (ms@ms after the click), ${r.name} ${r.size}: with guard ${listed(r.tasksOn)}; without ${listed(r.tasksOff)}`,
    );
  }
  for (const r of results.filter((result) => result.name === 'users' && result.size >= 100_000))
    console.log(
      `users at ${r.size.toLocaleString('en-US')}: save with guard p95 ${ms(r.withGuard.p95)} ms (target ≤ 2000), longest task ${ms(r.longestOn)} ms (target < 50)`,
    );
  for (const p of profiles) {
    const { profiled } = p;
    console.log(
      `\nProfile, ${p.name} at ${p.size.toLocaleString('en-US')} (the worst of ${profiled.of} traced guarded saves, unminified build, ${p.file}):`,
    );
    console.log(
      `save ${ms(profiled.savedAt - profiled.clickAt)} ms; long tasks ${profiled.tasks.map((task) => `${Math.round(task.duration)} ms at +${Math.round(task.at)}`).join(', ') || 'none'}`,
    );
    const tasks = longTasksOfTrace(profiled.trace);
    console.log('main-thread tasks of 50 ms or more in the trace, from the Update click:');
    for (const line of describeTasks(tasks, clickTime(profiled.trace))) console.log(line);
  }
} finally {
  await site?.close();
  await profileSite?.close();
  await platform.close?.();
}
