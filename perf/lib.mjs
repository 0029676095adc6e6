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

/** The Content-Security-Policy the console is deployed with, its API on `origin` (docs/security.md). */
export async function consoleCsp(origin) {
  const { cspWithApi } = await importTs('tests/e2e/csp.ts');
  return cspWithApi([origin]);
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
