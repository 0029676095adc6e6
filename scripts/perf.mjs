#!/usr/bin/env node
// `npm run perf`: page figures of this console next to a plain react-admin starter, in one run.
// Uses ../shared/perf (measure-web.mjs + ra-minimal). Its tools are installed into a cache copy
// on first use, so the project itself does not carry Lighthouse.
//   node scripts/perf.mjs [--no-lighthouse] [--runs N] [--routes /login,/DataListing]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    routes: { type: 'string', default: '/login' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const shared = resolve('..', 'shared', 'perf');
if (!existsSync(join(shared, 'measure-web.mjs'))) {
  console.error(`No ${shared}/measure-web.mjs: the perf reference lives in ../shared/perf.`);
  process.exit(1);
}
const tool = resolve('node_modules', '.cache', 'perf-tool');
const run = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
  return r.stdout;
};

if (!existsSync(join(tool, 'node_modules', 'lighthouse'))) {
  mkdirSync(tool, { recursive: true });
  cpSync(shared, tool, { recursive: true, filter: (src) => !src.includes('node_modules') });
  console.error('Installing the measurement tools (once)…');
  // The reference lock file can lag its package.json; `install` settles that in the cache copy.
  for (const dir of [tool, join(tool, 'ra-minimal')]) {
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  }
}
if (!existsSync(join(tool, 'ra-minimal', 'dist', 'index.html'))) {
  run('npm', ['run', 'build'], join(tool, 'ra-minimal'));
}
if (!values['skip-build']) run('npx', ['vite', 'build', '--logLevel', 'warn'], process.cwd());

const measure = (dist, route) => {
  const args = [join(tool, 'measure-web.mjs'), '--dist', dist, '--route', route, '--serve-gzip', '--quiet'];
  if (values['no-lighthouse']) args.push('--no-lighthouse');
  else args.push('--runs', values.runs);
  return JSON.parse(run('node', args, process.cwd()).trim().split('\n').pop());
};

const rows = [['starter /#/login', measure(join(tool, 'ra-minimal', 'dist'), '/#/login')]];
for (const route of values.routes.split(','))
  rows.push([`console ${route}`, measure(resolve('dist'), route)]);

const kb = (n) => (n === undefined ? '-' : `${(n / 1024).toFixed(1)} KB`);
const fields = [
  ['first-load JS gzip', (m) => kb(m.initial_js_gzip_bytes)],
  ['first-load CSS gzip', (m) => kb(m.initial_css_gzip_bytes)],
  ['requests', (m) => m.request_count],
  ['external requests', (m) => m.external_request_count],
  ['total dist JS gzip', (m) => kb(m.total_dist_js_gzip_bytes)],
  ['LH mobile score', (m) => m.lh_mobile_score ?? '-'],
  ['LH mobile FCP ms', (m) => m.lh_mobile_fcp_ms ?? '-'],
  ['LH mobile LCP ms', (m) => m.lh_mobile_lcp_ms ?? '-'],
  ['LH mobile TBT ms', (m) => m.lh_mobile_tbt_ms ?? '-'],
  ['LH desktop score', (m) => m.lh_desktop_score ?? '-'],
];
console.log(`| figure | ${rows.map(([name]) => name).join(' | ')} |`);
console.log(`|---|${rows.map(() => '---').join('|')}|`);
for (const [label, get] of fields) console.log(`| ${label} | ${rows.map(([, m]) => get(m)).join(' | ')} |`);
const [, starter] = rows[0];
for (const [name, m] of rows.slice(1)) {
  const ratio = m.initial_js_gzip_bytes / starter.initial_js_gzip_bytes;
  console.log(`${name}: first-load JS = ${(ratio * 100).toFixed(0)} % of the starter's`);
}
