#!/usr/bin/env node
// `npm run perf`: the console's page figures next to a plain react-admin starter, in one run, with
// this repository alone (perf/: the vendored measure-web.mjs and the starter's sources; Lighthouse
// is a devDependency; Chromium is Debian's /usr/bin/chromium).
//
//   npm run perf -- [--runs 3] [--routes /login,/DataListing,/DashboardHome] [--no-lighthouse]
//                   [--skip-build] [--no-work] [--no-desktop] [--no-rows] [--starter-lists LIST]
//                   [--scale 1] [--out DIR]
//                   [--save-reports DIR]   (each Lighthouse report and request log, per route)
//                   [--trace]              (with --save-reports: each rows load's trace, and its
//                                           main thread before the rows in the log)
//                   [--http2]              (the pages over TLS as HTTP/2, as a TLS deployment
//                                           serves them; plain HTTP/1.1 by default)
//
// 1. Starts the standalone platform server (mocks/server.ts, as `npm run mock:server`) in this
//    process on a free port, builds the console for it (the real-API build: VITE_API_URL set, no
//    MSW in the page) and the starter (perf/starter, this repository's react-admin and MUI 7)
//    into node_modules/.cache/perf/ (--out). --skip-build reuses them (and that port).
// 2. perf/measure-web.mjs serves each build gzipped (the console under its CSP), no-store (every
//    load is cold), and measures the starter's /#/login, its lists and each console route in
//    rounds: every page once a round, --runs rounds, the order rotated from round to round (the
//    machine's drift falls on the starter and the console alike). Each page: the JS loaded until
//    the network is idle, the requests, and Lighthouse 12.8 (mobile preset), medians of the
//    rounds, and with Lighthouse's desktop preset (unless --no-desktop). Every route but /login is
//    measured signed in: each browser signs in first
//    (perf/console-login.mjs), then Lighthouse loads the route in that profile, storage kept.
//    Signed in, each route also gets measure-web's rows pass (unless --no-rows): a load a round with
//    Lighthouse's mobile throttling APPLIED (4x CPU, slow 4G, DevTools), reading the console's
//    User Timing mark `console:rows-visible` (src/lib/fast/rowsVisible.ts: the first records of a list
//    on screen) with LCP and FCP. The starter's lists (perf/starter/src/RowsShown.tsx sets the
//    same mark) are measured the same way, signed in (perf/starter/login.mjs), reading the
//    platform server's seeded records from a simple-rest API next to their files
//    (measure-web --rest-api): by default the starter's counterpart of each console list in
//    --routes (/DataListing → /#/users, /Stores → /#/stores, /allCoupons → /#/coupons), else
//    /#/users (none with --no-rows); --starter-lists '/#/users,/#/stores' to choose, '' for none.
// 3. scripts/perf-work.mjs: working speed (desktop Chromium, no throttling), unless --no-work or
//    --no-lighthouse. (--no-lighthouse keeps the network and rows passes.)
// Progress goes to stderr; the table (markdown) to stdout. Not part of `npm test` or CI: slow.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildConsoleReal,
  buildStarter,
  builtApiOrigin,
  consoleCsp,
  DEFAULT_OUT,
  log,
  mergeRounds,
  ROOT,
  run,
  startPlatform,
} from '../perf/lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: '/login,/DataListing,/DashboardHome' },
    'no-lighthouse': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'no-work': { type: 'boolean', default: false },
    'no-desktop': { type: 'boolean', default: false },
    'no-rows': { type: 'boolean', default: false },
    'starter-lists': { type: 'string' },
    scale: { type: 'string', default: '1' },
    out: { type: 'string', default: DEFAULT_OUT },
    'save-reports': { type: 'string' },
    trace: { type: 'boolean', default: false },
    http2: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run perf -- [--runs 3] [--routes /login,/DataListing,/DashboardHome] [--no-lighthouse]\n' +
      '                [--skip-build] [--no-work] [--no-desktop] [--no-rows] [--starter-lists /#/users,...]\n' +
      '                [--scale 1] [--out DIR] [--save-reports DIR] [--trace] [--http2]',
  );
  process.exit(0);
}
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs must be a whole number ≥ 1');
  process.exit(1);
}
const LIGHTHOUSE = !values['no-lighthouse'];
const ROUTES = values.routes
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const ROWS = !values['no-rows'];
// The starter's list that stands for each console list (same records, perf/starter's resources).
const STARTER_LIST_OF = { '/DataListing': '/#/users', '/Stores': '/#/stores', '/allCoupons': '/#/coupons' };
const STARTER_LISTS =
  values['starter-lists'] !== undefined
    ? values['starter-lists']
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : !ROWS
      ? []
      : (() => {
          const lists = [...new Set(ROUTES.map((route) => STARTER_LIST_OF[route]).filter(Boolean))];
          return lists.length ? lists : ['/#/users'];
        })();
const OUT = resolve(values.out);
const STARTER = join(OUT, 'starter');
const CONSOLE = join(OUT, 'console-real');
mkdirSync(OUT, { recursive: true });
const t0 = Date.now();

// ---------------------------------------------------------------- platform server and builds
const reuse = values['skip-build'] ? builtApiOrigin(OUT) : null;
if (values['skip-build'] && !reuse) log(`--skip-build: no real-API build in ${OUT} yet, building it`);
let platform;
try {
  // A reused build calls the port it was built for.
  platform = await startPlatform({
    port: reuse ? Number(new URL(reuse).port) : 0,
    scale: Number(values.scale),
  });
} catch (error) {
  console.error(`Could not start the platform server (${error.message}). Run without --skip-build.`);
  process.exit(1);
}
log(`platform server on ${platform.origin}`);

let code = 0;
try {
  if (!reuse) {
    log(`building the console for ${platform.origin} → ${CONSOLE}`);
    await buildConsoleReal(CONSOLE, platform.origin);
  }
  if (!(values['skip-build'] && existsSync(join(STARTER, 'index.html')))) {
    log(`building the starter → ${STARTER}`);
    await buildStarter(STARTER);
  }
  const csp = await consoleCsp(platform.origin, [CONSOLE]);
  // The starter's API: the platform server's seeded records, as ra-data-simple-rest reads them.
  const STARTER_API = join(OUT, 'starter-api.json');
  const simpleRest = (records) => records.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
  writeFileSync(
    STARTER_API,
    JSON.stringify({
      users: simpleRest(platform.db.collection('users')),
      stores: simpleRest(platform.db.collection('stores')),
      coupons: simpleRest(platform.db.collection('vendorCoupons')), // the console's /allCoupons
    }),
  );

  // -------------------------------------------------------------- page measurements
  const pages = [{ name: 'starter /#/login', dist: STARTER, route: '/#/login', kind: 'starter' }];
  for (const route of STARTER_LISTS)
    pages.push({
      name: `starter ${route} (signed in)`,
      dist: STARTER,
      route,
      kind: 'starter-list',
      args: ['--login', join(ROOT, 'perf', 'starter', 'login.mjs'), '--rest-api', STARTER_API],
    });
  for (const route of ROUTES) {
    const signedIn = route !== '/login';
    pages.push({
      name: `console ${route}${signedIn ? ' (signed in)' : ''}`,
      dist: CONSOLE,
      route,
      kind: signedIn ? 'signed-in' : 'login',
      args: [
        '--header',
        `Content-Security-Policy: ${csp}`,
        ...(signedIn ? ['--login', join(ROOT, 'perf', 'console-login.mjs')] : []),
      ],
    });
  }
  // Every page once a round, --runs rounds, the order rotated from round to round: the machine's
  // drift over a run's minutes falls on the starter's pages and the console's alike, not on the
  // ratio between them (measuring each page's runs in a row put minutes between the two).
  for (const page of pages) page.rounds = [];
  for (let round = 0; round < RUNS; round++)
    for (let i = 0; i < pages.length; i++) {
      const page = pages[(i + round) % pages.length];
      const rowsPass = ROWS && page.kind !== 'starter' && page.kind !== 'login';
      log(
        `round ${round + 1} of ${RUNS}, ${page.name}: network pass${LIGHTHOUSE ? ', Lighthouse mobile' : ''}` +
          `${rowsPass ? ', rows pass (applied 4x/slow 4G)' : ''}`,
      );
      const args = [join(ROOT, 'perf', 'measure-web.mjs'), '--dist', page.dist, '--route', page.route];
      args.push('--serve-gzip', '--quiet', '--timeout', '500', ...(page.args ?? []));
      args.push('--runs', '1', ...(rowsPass ? [] : ['--no-rows']));
      if (values.http2) args.push('--http2');
      if (values['save-reports'])
        args.push(
          '--save-reports',
          join(
            resolve(values['save-reports']),
            `${page.kind.startsWith('starter') ? 'starter' : 'console'}${page.route.replace(/\W+/g, '_')}`,
            ...(RUNS > 1 ? [`round${round + 1}`] : []),
          ),
        );
      if (values.trace && values['save-reports'] && rowsPass) args.push('--trace');
      if (!LIGHTHOUSE) args.push('--no-lighthouse');
      else if (values['no-desktop']) args.push('--no-desktop');
      const out = await run(process.execPath, args, { capture: true, allowFailure: true });
      let m;
      try {
        m = JSON.parse(out.trim().split('\n').pop());
      } catch {
        m = { error: 'no result from measure-web' };
      }
      if (m.error) {
        code = 2;
        log(`${page.name}, round ${round + 1}: ${m.error}`);
      }
      page.rounds.push(m);
    }
  for (const page of pages) page.m = mergeRounds(page.rounds);

  // -------------------------------------------------------------- working speed
  let work = null;
  if (LIGHTHOUSE && !values['no-work']) {
    log('working speed (scripts/perf-work.mjs)');
    const out = await run(
      process.execPath,
      [join(ROOT, 'scripts', 'perf-work.mjs'), '--json', '--out', OUT, '--api-origin', platform.origin],
      { capture: true, allowFailure: true },
    );
    try {
      work = JSON.parse(out.trim().split('\n').pop());
    } catch {
      code = 2;
      work = { error: 'scripts/perf-work.mjs gave no result (see above)' };
      log(`working speed: ${work.error}`);
    }
  }

  // -------------------------------------------------------------- the table
  // /login's first-load JS budget: tests/budget/first-load.budget.ts's (gzip -9, what it was before MUI 7).
  const LOGIN_JS_BUDGET = 291_399;
  const none = (x) => x === undefined || x === null || Number.isNaN(x);
  const ms = (x) => (none(x) ? '–' : `${Math.round(x)} ms`);
  const s = (x) => (none(x) ? '–' : `${(x / 1000).toFixed(2)} s`);
  const kb = (x) => (none(x) ? '–' : `${(x / 1000).toFixed(1)} kB`);
  const runsOf = (list, format) => (list && list.length > 1 ? ` (runs: ${list.map(format).join(', ')})` : '');
  const verdict = (value, ok, text) => (none(value) ? text : `${text}: ${ok(value) ? 'met' : '**not met**'}`);
  const rows = [];
  const row = (page, figure, value, target = '') => rows.push([page, figure, value, target]);
  for (const page of pages) {
    const m = page.m;
    const name = page.name;
    const starter = page.kind.startsWith('starter');
    const signedIn = page.kind === 'signed-in';
    if (m.error) row(name, 'error', m.error.replace(/\s+/g, ' ').slice(0, 160));
    if (signedIn || page.kind === 'starter-list') {
      const landed = [m.final_url, ...(m.lh_mobile_final_urls ?? []), ...(m.rows_final_urls ?? [])].filter(
        Boolean,
      );
      const off = landed.filter((url) => url !== page.route);
      if (off.length)
        row(name, 'landed on', [...new Set(off)].join(', '), `${page.route}: **not signed in?**`);
    }
    if (LIGHTHOUSE) {
      const score = m.lh_mobile_score;
      row(
        name,
        'Lighthouse mobile score',
        `${score ?? '–'}${runsOf(m.lh_mobile_scores, String)}`,
        starter
          ? ''
          : signedIn
            ? verdict(score, (x) => x >= 90, '≥ 90')
            : verdict(score, (x) => x >= 98, '≥ 98'),
      );
      const starterFcp = pages[0].m?.lh_mobile_fcp_ms;
      row(
        name,
        'FCP',
        s(m.lh_mobile_fcp_ms),
        signedIn && !none(starterFcp)
          ? verdict(m.lh_mobile_fcp_ms, (x) => x < starterFcp, `before the starter's ${s(starterFcp)}`)
          : '',
      );
      row(
        name,
        'LCP',
        s(m.lh_mobile_lcp_ms),
        starter
          ? ''
          : signedIn
            ? verdict(m.lh_mobile_lcp_ms, (x) => x <= 2500, '≤ 2.5 s')
            : verdict(m.lh_mobile_lcp_ms, (x) => x <= 1500, '≤ 1.5 s'),
      );
      row(name, 'CLS', none(m.lh_mobile_cls) ? '–' : String(Math.round(m.lh_mobile_cls * 1000) / 1000));
      row(
        name,
        'TBT',
        `${ms(m.lh_mobile_tbt_ms)}${runsOf(m.lh_mobile_tbts, Math.round)}`,
        starter
          ? ''
          : signedIn
            ? verdict(m.lh_mobile_tbt_ms, (x) => x <= 200, '≤ 200 ms')
            : verdict(m.lh_mobile_tbt_ms, (x) => x <= 100, '≤ 100 ms'),
      );
      const tasks = m.lh_mobile_long_tasks_ms ?? [];
      row(
        name,
        'longest tasks (Lighthouse, median-TBT run)',
        tasks.length ? `${tasks.join(', ')} ms` : 'none',
      );
      if (!values['no-desktop']) {
        row(
          name,
          'Lighthouse desktop score',
          `${m.lh_desktop_score ?? '–'}${runsOf(m.lh_desktop_scores, String)}`,
          starter ? '' : verdict(m.lh_desktop_score, (x) => x >= 98, '≥ 98'),
        );
        row(name, 'desktop FCP / LCP', `${s(m.lh_desktop_fcp_ms)} / ${s(m.lh_desktop_lcp_ms)}`);
      }
    }
    if (m.rows_runs) {
      // The rows pass (measure-web --rows): Lighthouse's mobile throttling applied, not simulated.
      const twin =
        page.kind === 'signed-in'
          ? (pages.find((p) => p.kind === 'starter-list' && p.route === STARTER_LIST_OF[page.route]) ??
            pages.find((p) => p.kind === 'starter-list'))
          : null;
      const missing = m.rows_missing ? ` (no mark in ${m.rows_missing} of ${m.rows_runs} loads)` : '';
      row(
        name,
        'rows visible (applied 4x/slow 4G)',
        `${s(m.rows_visible_ms)}${runsOf(m.rows_visible_runs, s)}${missing}`,
        none(twin?.m?.rows_visible_ms) ? '' : `starter ${twin.route}: ${s(twin.m.rows_visible_ms)}`,
      );
      const ratio = (a, b) => (none(a) || none(b) || !b ? '' : ` (${(a / b).toFixed(2)}×)`);
      row(
        name,
        'JS + CSS before the rows, gzip -6',
        `${kb(m.rows_bytes_before_gzip)}${ratio(m.rows_bytes_before_gzip, twin?.m?.rows_bytes_before_gzip)}`,
        none(twin?.m?.rows_bytes_before_gzip)
          ? ''
          : `starter ${twin.route}: ${kb(twin.m.rows_bytes_before_gzip)}`,
      );
      row(
        name,
        'LCP / FCP (applied 4x/slow 4G)',
        `${s(m.rows_lcp_ms)} / ${s(m.rows_fcp_ms)}${runsOf(m.rows_lcp_runs, s)}`,
        none(twin?.m?.rows_lcp_ms)
          ? ''
          : `starter ${twin.route}: ${s(twin.m.rows_lcp_ms)} / ${s(twin.m.rows_fcp_ms)}`,
      );
      row(name, 'LCP element (applied)', (m.rows_lcp_elements ?? []).join('; ').replace(/\|/g, '/') || '–');
    }
    row(
      name,
      'first-load JS, gzip -6 (-9)',
      `${kb(m.initial_js_gzip_bytes)} (${kb(m.initial_js_gzip9_bytes)}) in ${m.initial_js_requests ?? '–'} files`,
      page.kind === 'login'
        ? verdict(m.initial_js_gzip9_bytes, (x) => x <= LOGIN_JS_BUDGET, '≤ 291.4 kB at -9')
        : '',
    );
    const api = m.loopback_api_request_count;
    row(name, 'requests', `${m.request_count ?? '–'}${api ? ` (${api} to the API server)` : ''}`);
    row(
      name,
      'external requests',
      `${m.external_request_count ?? '–'}`,
      starter ? "(react-admin's telemetry)" : verdict(m.external_request_count, (x) => x === 0, '0'),
    );
  }
  const where = 'console, signed in: desktop, no throttling';
  if (work?.error) row(where, 'working speed', work.error);
  else if (work) {
    const { navigation: nav, dialog, typing } = work;
    row(
      where,
      `sidebar click → next list's rows painted, p95 of ${nav.n}`,
      `${nav.p95} ms (median ${nav.median}, max ${nav.max})`,
      verdict(nav.p95, (x) => x <= 150, '≤ 150 ms'),
    );
    row(
      where,
      `edit dialog open → painted with the record, median of ${dialog.n}`,
      `${dialog.median} ms (first ${dialog.first}, p95 ${dialog.p95})`,
      verdict(dialog.median, (x) => x <= 100, '≤ 100 ms'),
    );
    row(
      where,
      `typing in the user list's search box: longest task`,
      `${typing.longTasks ? `${typing.longestTask} ms` : 'none ≥ 50 ms'} (slowest key → paint ${
        typing.slowestKeyToPaint ? `${typing.slowestKeyToPaint} ms` : '< 16 ms'
      })`,
      verdict(typing.longestTask, (x) => x <= 50, '≤ 50 ms'),
    );
  }
  console.log('| page | figure | value | target |');
  console.log('|---|---|---|---|');
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
  const first = pages.find((page) => page.m?.chromium)?.m;
  log(
    `${new Date().toISOString().slice(0, 10)}: ${first?.chromium?.replace(/ built on.*/, '') ?? 'Chromium'}, ` +
      `${LIGHTHOUSE ? `Lighthouse ${first?.lighthouse ?? '–'} mobile preset (simulated throttling), ` : ''}` +
      `${ROWS ? 'rows pass (4x CPU, slow 4G applied through DevTools), ' : ''}medians of ${RUNS} runs, ` +
      `real-API build against ${platform.origin}, served gzipped and no-store${values.http2 ? ' over HTTP/2 (TLS)' : ''}; ` +
      `load average ${loadavg()[0].toFixed(1)}; took ${Math.round((Date.now() - t0) / 1000)} s`,
  );
} catch (error) {
  code = 1;
  console.error(error);
} finally {
  await platform.close();
}
process.exit(code);
