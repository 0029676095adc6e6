// The cost of a save with the stale-write guard (src/schema/providerVerbs.ts `guardWrite`): before
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
//     [--runs 20] [--runs-large 8] [--skip-build] [--profile DIR]
//
// --runs: saves per mode (guard on / off) per size; --runs-large: the same at 100,000 records or
// more. --profile DIR: also writes a CPU profile of one guarded save per resource at the largest
// size (unminified build, DIR/<resource>-<size>.cpuprofile) and prints the heaviest functions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import signIn from '../../perf/console-login.mjs';
import { consoleCsp, ROOT, run, serveBuild, startPlatform } from '../../perf/lib.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { observeLongTasks } from './longTasks.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '3,20000,100000' },
    resources: { type: 'string', default: 'users,coupons' },
    runs: { type: 'string', default: '20' },
    'runs-large': { type: 'string', default: '8' },
    'skip-build': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const RUNS_LARGE = Number(values['runs-large']);
const OUT = join(ROOT, 'node_modules', '.cache', 'bench-save');
const started = Date.now();
const log = (...message) =>
  console.error(`[bench save ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s]`, ...message);

/** What each resource's Edit dialog is, and the field the bench changes before Update. */
const SUBJECTS = {
  users: {
    route: '/DataListing',
    dialog: 'Edit User',
    field: /^Tagline/,
    value: (n) => `Saved by the bench, take ${n}`,
    listPath: '/users/adminUserLists',
    writePath: '/coupons/updateUserInAdmin',
    success: 'user updated successfully',
  },
  coupons: {
    route: '/allCoupons',
    dialog: 'Edit Coupon',
    field: /^Title/,
    value: (n) => `Bench offer ${n}`,
    listPath: '/coupons/viewAllCoupons',
    writePath: '/coupons/editCoupons',
    success: 'coupon updated successfully',
  },
};
const chosen = values.resources.split(',').map((name) => {
  if (!SUBJECTS[name]) throw new Error(`--resources: unknown ${name} (users, coupons)`);
  return name;
});

// ---- the platform's data at each size -------------------------------------------------------

const platform = await startPlatform({ scale: Math.max(1, Math.ceil(Math.max(...SIZES) / 60)) });
const allUsers = platform.db.data.users;
const seedCoupons = platform.db.data.vendorCoupons;
if (allUsers.length < Math.max(...SIZES)) throw new Error(`only ${allUsers.length} users seeded`);

/**
 * `count` vendor coupons: the seeded ones over and over, each with its own id. Their image is a
 * media path on the platform (what a real platform stores), not the seed's inline SVG picture,
 * which would make every coupon ≈ 900 bytes instead of ≈ 450.
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

function setSize(size) {
  platform.db.data.users = allUsers.slice(0, size);
  platform.db.data.vendorCoupons = couponsOf(size);
}

// ---- the build and the page ------------------------------------------------------------------

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const CONFIG = join(ROOT, 'scripts', 'bench', 'save.vite.config.ts');

async function build(outDir, { minify = true } = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  const args = [VITE, 'build', '--config', CONFIG, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  if (!minify) args.push('--minify', 'false');
  await run(process.execPath, args, {
    env: {
      ...env,
      VITE_API_URL: `${platform.origin}/v1`,
      VITE_WEEKLY_API_URL: `${platform.origin}/weekly`,
      VITE_PUBLIC_SITE_URL: 'https://www.example.com',
      VITE_MOCK_API: 'false',
    },
  });
}

/** In every page: a large Resource Timing buffer, and a wait for the page to be quiet. */
const pageHelpers = () => {
  performance.setResourceTimingBufferSize(100_000);
  /** Resolves once no task has run for `ms` (requestIdleCallback periods all ≥ 40 ms long). */
  window.__quiet = (ms) =>
    new Promise((done) => {
      let since = performance.now();
      const tick = (deadline) => {
        if (deadline.timeRemaining() < 40) since = performance.now();
        if (performance.now() - since >= ms) done(performance.now());
        else requestIdleCallback(tick, { timeout: 200 });
      };
      requestIdleCallback(tick, { timeout: 200 });
    });
  /** Arms a watch for the success text; resolves with the time it appears in the document. */
  window.__armSaved = (text) => {
    window.__saved = new Promise((done) => {
      const seen = () =>
        [...document.querySelectorAll('.MuiSnackbar-root')].some((node) =>
          node.textContent.toLowerCase().includes(text),
        );
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        done(performance.now());
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
async function saveOnce(page, subject, guard, take, { cdp } = {}) {
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
  const field = dialog.getByLabel(subject.field);
  await field.waitFor();
  await page.waitForFunction(
    ([title]) => {
      const input = [...document.querySelectorAll('[role="dialog"] input')][0];
      return document.querySelector('[role="dialog"]')?.textContent?.includes(title) && input && input.value;
    },
    [subject.dialog],
  );
  await field.fill(subject.value(take));
  await page.evaluate(() => window.__quiet(300));
  await page.evaluate(() => performance.clearResourceTimings());
  await page.evaluate((text) => window.__armSaved(text), subject.success);
  if (cdp) await cdp.send('Profiler.start');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  const savedAt = await page.evaluate(() => window.__saved);
  // The list is read again after the save (react-admin's refresh): wait for that read, then quiet.
  const listUrl = subject.listPath;
  const writeUrl = subject.writePath;
  await page.waitForFunction(
    ([list, write]) => {
      const entries = performance.getEntriesByType('resource');
      const written = entries.find((entry) => entry.name.includes(write));
      return written && entries.some((entry) => entry.name.includes(list) && entry.startTime > written.startTime);
    },
    [listUrl, writeUrl],
    { timeout: 120_000 },
  );
  const quietAt = await page.evaluate(() => window.__quiet(500));
  const profile = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
  const figures = await page.evaluate(
    ([list, write, saved, quiet]) => {
      const clickAt = window.__clickAt;
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickAt - 5);
      const written = entries.find((entry) => entry.name.includes(write));
      const reads = entries.filter((entry) => entry.name.includes(list));
      const guardRead = reads.find((entry) => written && entry.startTime < written.startTime);
      const reread = reads.find((entry) => written && entry.startTime > written.startTime);
      const span = (entry) => entry && { start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize };
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
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return { guard, ...figures, profile };
}

/** One resource at one size in a fresh browser: list open, a warm-up save each way, then the runs. */
async function measure(site, name, size, runs, { profileTo } = {}) {
  const subject = { name, ...SUBJECTS[name] };
  const browser = await launchChromium();
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
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      const profiled = await saveOnce(page, subject, 'merge', take++, { cdp });
      writeFileSync(profileTo, JSON.stringify(profiled.profile));
      return { saves, profiled };
    }
    return { saves };
  } finally {
    await browser.close();
  }
}

/** The heaviest functions of a CPU profile between the click and the quiet page, by self time. */
function heaviest(profile, top = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}

function summarise(name, size, saves) {
  const on = saves.filter((save) => save.guard === 'merge');
  const off = saves.filter((save) => save.guard === 'off');
  const duration = (save) => save.savedAt - save.clickAt;
  const withGuard = on.map(duration);
  const without = off.map(duration);
  // The guard's own part of a save: from its read's start to the write's start (the read, its
  // parse, the scan for the one record and the merge).
  const guardPart = on.filter((save) => save.guardRead && save.write).map((save) => save.write.start - save.guardRead.start);
  const guardNet = on.filter((save) => save.guardRead).map((save) => save.guardRead.end - save.guardRead.start);
  const guardClient = on
    .filter((save) => save.guardRead && save.write)
    .map((save) => save.write.start - save.guardRead.end);
  const settled = (list) => list.map((save) => save.quietAt - save.clickAt);
  const longest = (list) => Math.max(0, ...list.flatMap((save) => save.tasks.map((task) => task.duration)));
  const bytes = on.find((save) => save.guardRead)?.guardRead.bytes ?? off.find((save) => save.reread)?.reread?.bytes;
  return {
    name,
    size,
    runs: on.length,
    replyBytes: bytes,
    withGuard: { median: median(withGuard), p95: quantile(withGuard, 0.95) },
    without: { median: median(without), p95: quantile(without, 0.95) },
    added: {
      median: median(withGuard) - median(without),
      p95: quantile(withGuard, 0.95) - quantile(without, 0.95),
    },
    guardPart: { median: median(guardPart), p95: quantile(guardPart, 0.95) },
    guardNet: median(guardNet),
    guardClient: median(guardClient),
    settledOn: median(settled(on)),
    settledOff: median(settled(off)),
    longestOn: longest(on),
    longestOff: longest(off),
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
  }
  const csp = { 'Content-Security-Policy': await consoleCsp(platform.origin) };
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
      const { saves } = await measure(site, name, size, runs);
      results.push(summarise(name, size, saves));
      if (values.profile && size === Math.max(...SIZES)) {
        const file = join(resolve(values.profile), `${name}-${size}.cpuprofile`);
        log(`${name} at ${size}: profiling one guarded save (unminified build) → ${file}`);
        const { profiled } = await measure(profileSite, name, size, 0, { profileTo: file });
        profiles.push({ name, size, file, profiled });
      }
    }
  }

  console.log('\nSaving in Edit User / Edit Coupon with the stale-write guard (real-API build, Chromium)');
  console.log(
    'Save: Update click → success notification, ms. Guard on = as declared; off = `staleWrite: \'off\'`.',
  );
  console.log(
    '| resource | records | reply | saves each | with guard median / p95 | without median / p95 | added median / p95 | guard part median / p95 (read, then parse + merge) | click → list read again, on / off | longest task on / off |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const mb = r.replyBytes ? `${(r.replyBytes / 1e6).toFixed(r.replyBytes < 1e5 ? 3 : 1)} MB` : '?';
    console.log(
      `| ${r.name} | ${r.size.toLocaleString('en-US')} | ${mb} | ${r.runs} | ${ms(r.withGuard.median)} / ${ms(r.withGuard.p95)} | ${ms(r.without.median)} / ${ms(r.without.p95)} | ${ms(r.added.median)} / ${ms(r.added.p95)} | ${ms(r.guardPart.median)} / ${ms(r.guardPart.p95)} (${ms(r.guardNet)}, then ${ms(r.guardClient)}) | ${ms(r.settledOn)} / ${ms(r.settledOff)} | ${ms(r.longestOn)} / ${ms(r.longestOff)} |`,
    );
  }
  for (const r of results) {
    if (r.guardReadSeen !== r.runs || r.offReadSeen !== 0)
      console.log(
        `note: ${r.name} ${r.size}: guard read seen in ${r.guardReadSeen}/${r.runs} guarded saves, in ${r.offReadSeen} unguarded`,
      );
    const late = (tasks) =>
      tasks
        .filter((task) => task.duration >= 50)
        .map((task) => `${Math.round(task.duration)} ms at +${Math.round(task.at)}`)
        .join(', ');
    if (r.tasksOn.length || r.tasksOff.length)
      console.log(
        `long tasks, ${r.name} ${r.size}: guard on [${late(r.tasksOn) || 'none'}]; off [${late(r.tasksOff) || 'none'}]`,
      );
  }
  const largest = results.filter((r) => r.name === 'users' && r.size >= 100_000);
  for (const r of largest)
    console.log(
      `users at ${r.size.toLocaleString('en-US')}: save p95 ${ms(r.withGuard.p95)} ms (target ≤ 2000), longest task ${ms(r.longestOn)} ms (target < 50)`,
    );
  for (const p of profiles) {
    const { profiled } = p;
    console.log(
      `\nProfile, ${p.name} at ${p.size.toLocaleString('en-US')} (one guarded save, unminified build, ${p.file}):`,
    );
    console.log(
      `save ${ms(profiled.savedAt - profiled.clickAt)} ms; long tasks ${profiled.tasks.map((task) => `${Math.round(task.duration)} ms at +${Math.round(task.at)}`).join(', ') || 'none'}`,
    );
    for (const [fn, self] of heaviest(profiled.profile)) console.log(`  ${self.toFixed(1).padStart(7)} ms  ${fn}`);
  }
} finally {
  await site?.close();
  await profileSite?.close();
  await platform.close?.();
}
