#!/usr/bin/env node
// `npm run perf:ab`: what each speed mechanism earns, as an A/B in one run (docs/performance.md's
// ledger). It builds the console for a real API (as `npm run perf`) once as it is ("on") and once
// per mechanism with that mechanism switched off (VITE_SPEED_OFF, src/lib/fast/speed.ts), then loads
// each route with every build in turn, the order rotated from run to run, --runs times: one
// Lighthouse mobile run (simulated throttling: LCP, TBT, score) and one rows pass (Lighthouse's
// mobile throttling applied: rows visible) per load, plus the first-load JS bytes.
//
//   npm run perf:ab -- --off firstFrame,earlyRead [--routes /DataListing] [--runs 3] [--scale 1]
//   npm run perf:ab -- --before ../other-checkout   (this tree against another one, npm ci'd)
//
// Prints a markdown table: each figure's median on and off, and the gain (off - on) / off.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildConsoleReal,
  consoleCsp,
  DEFAULT_OUT,
  log,
  median,
  ROOT,
  run,
  startPlatform,
} from '../perf/lib.mjs';

const { values } = parseArgs({
  options: {
    off: { type: 'string', default: '' },
    before: { type: 'string' },
    routes: { type: 'string', default: '/DataListing' },
    runs: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1' },
    out: { type: 'string', default: join(DEFAULT_OUT, 'ab') },
  },
});
if (!values.off && !values.before) {
  console.error(
    'npm run perf:ab -- --off <mechanism>[,<mechanism>…] [--routes /DataListing] [--runs 3] [--scale 1]',
  );
  process.exit(1);
}
const RUNS = Number(values.runs);
const ROUTES = values.routes
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const OUT = resolve(values.out);
const variants = [
  { name: 'on', off: '' },
  ...values.off
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name, off: name })),
  ...(values.before ? [{ name: 'before', off: '', tree: resolve(values.before) }] : []),
];
const t0 = Date.now();

const FIGURES = [
  ['rows visible (applied)', (m) => m.rows_visible_ms, 'ms'],
  ['LCP (applied)', (m) => m.rows_lcp_ms, 'ms'],
  ['Lighthouse LCP', (m) => m.lh_mobile_lcp_ms, 'ms'],
  ['Lighthouse TBT', (m) => m.lh_mobile_tbt_ms, 'ms'],
  ['Lighthouse score', (m) => m.lh_mobile_score, 'score'],
  ['first-load JS gzip', (m) => m.initial_js_gzip_bytes, 'B'],
  ['requests', (m) => m.request_count, 'n'],
];
const platform = await startPlatform({ scale: Number(values.scale) });
let code = 0;
try {
  for (const variant of variants) {
    variant.dist = join(OUT, variant.name);
    log(
      `building the console${variant.off ? ` without ${variant.off}` : ''}${variant.tree ? ` of ${variant.tree}` : ''} → ${variant.dist}`,
    );
    await buildConsoleReal(variant.dist, platform.origin, { speedOff: variant.off, tree: variant.tree });
  }
  const csp = await consoleCsp(
    platform.origin,
    variants.map((variant) => variant.dist),
  );
  const results = {}; // route → variant → list of measure-web results
  for (const route of ROUTES) {
    results[route] = Object.fromEntries(variants.map((variant) => [variant.name, []]));
    const signedIn = route !== '/login';
    for (let r = 0; r < RUNS; r++) {
      // Rotated so that no build always goes first (or last) in a round.
      const order = variants.map((_, i) => variants[(i + r) % variants.length]);
      for (const variant of order) {
        log(`${route}: run ${r + 1}/${RUNS}, ${variant.name}`);
        const args = [join(ROOT, 'perf', 'measure-web.mjs'), '--dist', variant.dist, '--route', route];
        args.push('--serve-gzip', '--quiet', '--timeout', '500', '--runs', '1', '--no-desktop');
        args.push('--header', `Content-Security-Policy: ${csp}`);
        if (signedIn) args.push('--login', join(ROOT, 'perf', 'console-login.mjs'));
        else args.push('--no-rows');
        const out = await run(process.execPath, args, { capture: true, allowFailure: true });
        let m;
        try {
          m = JSON.parse(out.trim().split('\n').pop());
        } catch {
          m = { error: 'no result from measure-web' };
        }
        if (m.error) {
          code = 2;
          log(`${route} ${variant.name}: ${m.error}`);
        }
        results[route][variant.name].push(m);
      }
    }
  }
  const format = (x, unit) =>
    x == null
      ? '–'
      : unit === 'ms'
        ? `${Math.round(x)}`
        : unit === 'B'
          ? `${(x / 1000).toFixed(1)} kB`
          : `${x}`;
  console.log(
    '| route | mechanism off (or tree) | figure | on (this tree): median (runs) | off (or the other tree): median (runs) | gain |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const route of ROUTES)
    for (const variant of variants.slice(1))
      for (const [figure, read, unit] of FIGURES) {
        const on = results[route].on.map(read);
        const off = results[route][variant.name].map(read);
        if (on.every((x) => x === undefined) && off.every((x) => x === undefined)) continue;
        const a = median(on);
        const b = median(off);
        // A score is better higher; every other figure lower.
        const gain =
          a == null || b == null || b === 0
            ? '–'
            : unit === 'score'
              ? `${a - b} points`
              : `${(((b - a) / b) * 100).toFixed(1)} %`;
        const runs = (list) => list.map((x) => format(x, unit)).join(', ');
        console.log(
          `| ${route} | ${variant.name} | ${figure}${unit === 'ms' ? ' (ms)' : ''} | ${format(a, unit)} (${runs(on)}) | ${format(b, unit)} (${runs(off)}) | ${gain} |`,
        );
      }
  log(`took ${Math.round((Date.now() - t0) / 1000)} s; scale ${values.scale}, ${RUNS} runs`);
} catch (error) {
  code = 1;
  console.error(error);
} finally {
  await platform.close();
}
process.exit(code);
