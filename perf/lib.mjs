// Shared by scripts/perf.mjs and scripts/perf-work.mjs: the builds they measure, the standalone
// platform server they run against, and a static server that serves a build as a deployment would.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the builds go unless --out says otherwise (git-ignored with node_modules). */
export const DEFAULT_OUT = join(ROOT, 'node_modules', '.cache', 'perf');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const started = Date.now();
/** Progress on stderr (stdout carries only the results). */
export const log = (...message) =>
  console.error(`[perf ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s]`, ...message);

/**
 * Runs a command without blocking this process (an in-process server must keep answering).
 * Resolves to its stdout when `capture`; with `allowFailure` a failed exit resolves too.
 */
export function run(
  command,
  args,
  { env = process.env, capture = false, allowFailure = false, cwd = ROOT } = {},
) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 || allowFailure
        ? done(out)
        : fail(new Error(`${command} ${args.join(' ')}: exit ${code ?? signal}`)),
    );
  });
}

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
/**
 * The environment for a production build: without the caller's VITE_* variables, which Vite would
 * read, and without NODE_ENV, which Vite's module runner sets to "development" in this process
 * (loading the platform server) and which would make the build a development one.
 */
const cleanEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );

/** The react-admin starter (perf/starter), built with this repository's node_modules. */
export async function buildStarter(outDir) {
  await run(
    process.execPath,
    [
      VITE,
      'build',
      '--config',
      join(ROOT, 'perf', 'starter', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { env: cleanEnv() },
  );
}

/**
 * The console for a real platform API at `origin` (no MSW in the page), as scripts/build-real.mjs
 * builds dist-real/, but into `outDir` and pointed at this run's platform server.
 */
export async function buildConsoleReal(outDir, origin, { speedOff = '', tree = ROOT } = {}) {
  // `tree`: another checkout of the console (an A/B against an earlier commit), built by its own Vite.
  const vite = join(tree, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: tree,
    env: {
      ...cleanEnv(),
      // Speed mechanisms left out for an A/B measurement (src/lib/fast/speed.ts, scripts/perf-ab.mjs).
      ...(speedOff ? { VITE_SPEED_OFF: speedOff } : {}),
      VITE_API_URL: `${origin}/v1`,
      VITE_WEEKLY_API_URL: `${origin}/weekly`,
      VITE_PUBLIC_SITE_URL: 'https://www.example.com',
      VITE_MOCK_API: 'false',
    },
  });
  writeFileSync(
    join(outDir, '..', 'console-real.json'),
    `${JSON.stringify({ apiOrigin: origin }, null, 2)}\n`,
  );
}

/** The API origin a previous build of the console in `out` points at, if any. */
export function builtApiOrigin(out) {
  const file = join(out, 'console-real.json');
  if (!existsSync(file) || !existsSync(join(out, 'console-real', 'index.html'))) return null;
  return JSON.parse(readFileSync(file, 'utf8')).apiOrigin;
}

/** TypeScript modules of the project (the platform server, the CSP), loaded by Vite's module runner. */
async function importTs(path) {
  const { runnerImport } = await import('vite');
  return (await runnerImport(join(ROOT, path), { configFile: false, logLevel: 'error' })).module;
}

/** The standalone platform server (`npm run mock:server`) in this process; port 0 = any free one. */
export async function startPlatform({ port = 0, scale = 1 } = {}) {
  const { startPlatformServer } = await importTs('mocks/server.ts');
  return startPlatformServer({ port, host: '127.0.0.1', scale });
}

/**
 * The Content-Security-Policy the console is deployed with, its API on `origin` (docs/security.md),
 * with the inline scripts of the builds in `dists` allowed by their hashes (as deploy/start does).
 */
export async function consoleCsp(origin, dists = []) {
  const { cspWithApi, withInlineScripts } = await importTs('tests/e2e/csp.ts');
  return dists.reduce((csp, dist) => withInlineScripts(csp, dist), cspWithApi([origin]));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/**
 * Serves a build on 127.0.0.1 (any free port) as a deployment would: gzip, unknown paths get
 * index.html, `headers` on every response. Resolves to { base, close }.
 */
export async function serveBuild(dir, headers = {}) {
  const root = resolve(dir);
  const zipped = new Map();
  const server = createServer((req, res) => {
    let file = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    // A route with a page of its own (the first frame's, e.g. DataListing/index.html) gets it.
    if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory())
      file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile())
      file = join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const head = { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers };
    if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|svg/.test(type)) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(body));
      body = zipped.get(file);
      head['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, head);
    res.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The median of a list's finite numbers (the mean of the middle two for an even count); null if none. */
export function median(list) {
  const v = list.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

// The per-load figures of measure-web's result, and the list each one's runs go in.
const RUN_LISTS = {
  rows_visible_ms: 'rows_visible_runs',
  rows_lcp_ms: 'rows_lcp_runs',
  rows_fcp_ms: 'rows_fcp_runs',
  rows_bytes_before_gzip: 'rows_bytes_before_runs',
  lh_mobile_tbt_ms: 'lh_mobile_tbts',
  lh_mobile_score: 'lh_mobile_scores',
  lh_desktop_tbt_ms: 'lh_desktop_tbts',
  lh_desktop_score: 'lh_desktop_scores',
};
const COUNTS = new Set(['rows_runs', 'rows_missing', 'lh_mobile_runs', 'lh_desktop_runs']);

/**
 * measure-web's results of one page, one per round (each `--runs 1`), as one result: every figure
 * the median of the rounds, the per-load lists (rows_visible_runs, lh_mobile_tbts, …) in round
 * order, the counts summed, the texts and lists of names joined. A round that failed (`error`)
 * adds its error and nothing else.
 */
export function mergeRounds(rounds) {
  const ok = rounds.filter((m) => m && !m.error);
  const errors = rounds.filter((m) => m?.error).map((m) => m.error);
  if (!ok.length) return { error: errors.join('; ') || 'no result from measure-web' };
  const merged = {};
  for (const key of new Set(ok.flatMap(Object.keys))) {
    const values = ok.map((m) => m[key]).filter((v) => v !== undefined);
    if (COUNTS.has(key)) merged[key] = values.reduce((a, b) => a + (b ?? 0), 0);
    else if (values.every((v) => v === null || typeof v === 'number')) merged[key] = median(values);
    else if (values.every(Array.isArray)) merged[key] = [...new Set(values.flat())];
    else if (values.every((v) => typeof v === 'string')) merged[key] = [...new Set(values)].join('; ');
    else merged[key] = values[0];
  }
  if (ok.length > 1)
    for (const [figure, list] of Object.entries(RUN_LISTS))
      if (ok.some((m) => figure in m)) merged[list] = ok.map((m) => m[figure] ?? null);
  // The long tasks of the round whose TBT is the median one (the lower middle for an even count).
  for (const preset of ['mobile', 'desktop']) {
    const key = `lh_${preset}_long_tasks_ms`;
    const withTbt = ok
      .filter((m) => key in m)
      .sort((a, b) => (a[`lh_${preset}_tbt_ms`] ?? 0) - (b[`lh_${preset}_tbt_ms`] ?? 0));
    if (withTbt.length) merged[key] = withTbt[(withTbt.length - 1) >> 1][key];
  }
  if (errors.length) merged.round_errors = errors;
  return merged;
}
