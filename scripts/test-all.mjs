#!/usr/bin/env node
// Runs every suite (unit, component, real-browser) and prints `N passed, N failed` last, after
// each project's wall time, the ten slowest test files and a `flaky:` line for every test that
// passed only on its retry (the browser suites retry once when CI is set; test-results/flaky.json).
// Builds the app first (the browser suite drives the production build; its devserver.e2e.ts also
// starts the Vite dev server to catch React's development warnings). As root it installs
// Debian's Chromium when /usr/bin/chromium is missing, Debian's LibreOffice Calc (headless) when
// soffice is missing, and Debian's nginx (with its brotli_static module) when /usr/sbin/nginx is missing: the real-API suite serves dist-prod/ with deploy/start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summaryLines } from './test-reporter.mjs';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts });
const extra = process.argv.slice(2);
// Another Vitest config (the runner's own test, tests/unit/scripts/test-all.test.ts) needs no browser or build.
const ownSuites = !extra.some((arg) => arg.startsWith('--config'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (ownSuites && !existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser suite…');
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  if (!existsSync(chromium)) {
    console.error(
      `No Chromium at ${chromium}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}

const nginx = '/usr/sbin/nginx';
if (ownSuites && !existsSync(nginx)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian nginx for the real-API suite…');
    run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx' +
        ' && (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static || true)',
    ]);
  }
  if (!existsSync(nginx)) {
    console.error(
      `No nginx at ${nginx}. Install it: sudo apt-get install -y nginx (deploy/start serves dist-prod/ with it).`,
    );
    process.exit(1);
  }
}

// The spreadsheet round trip saves files with Debian's LibreOffice Calc (headless); without it
// that test is skipped, except on CI where it fails.
const hasSoffice = () => spawnSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' }).status === 0;
if (ownSuites && !hasSoffice() && process.getuid?.() === 0) {
  console.log('Installing Debian LibreOffice Calc (headless) for the spreadsheet round trip…');
  run('sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libreoffice-calc-nogui',
  ]);
}

if (ownSuites && !process.env.SKIP_BUILD) {
  // The embedded-API build (dist/) for the browser suite, and the deployable build (dist-prod/)
  // that the real-API suite serves with deploy/start (nginx) against the standalone platform server.
  for (const [cmd, args] of [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    ['npm', ['run', '-s', 'build:prod']],
  ]) {
    const build = run(cmd, args);
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const results = resolve(process.env.TEST_RESULTS_DIR ?? 'test-results');
for (const file of ['flaky.json', 'timing.json']) rmSync(join(results, file), { force: true });
const reporter = fileURLToPath(new URL('./test-reporter.mjs', import.meta.url));
const result = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--reporter=${reporter}`,
  `--outputFile.json=${report}`,
  ...extra,
]);

const readResult = (file) =>
  existsSync(join(results, file)) ? JSON.parse(readFileSync(join(results, file), 'utf8')) : undefined;
for (const line of summaryLines({ timing: readResult('timing.json'), flaky: readResult('flaky.json') })) {
  console.log(line);
}

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = json.numFailedTests ?? 0;
  // A file that fails to load counts as a failure even though it ran no test.
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults?.length === 0,
  ).length;
  failed += brokenFiles;
} else {
  failed = 1;
}
if (result.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && result.status === 0 ? 0 : 1);
