#!/usr/bin/env node

// measure-web.mjs — measure the initial load of a built single-page app (a Vite/webpack `dist/`).
//
// Vendored from the team's shared perf reference (measure-web 1.0.0) so that `npm run perf` works
// from this repository alone; Lighthouse, chrome-launcher and playwright-core are this project's
// devDependencies. Changes from 1.0.0: responses are `Cache-Control: no-store` (every load is cold,
// also when the storage is kept), `--header` adds a response header (the console's CSP),
// `--login FILE` signs in first in the same browser profile (the network pass and each
// Lighthouse run; Lighthouse then keeps the storage), requests to another loopback origin (an
// API server on this machine) are counted apart from external ones, Lighthouse's long tasks
// are reported, `--rows` adds a pass with APPLIED mobile throttling that reads a User Timing mark
// (the console's "rows visible") with LCP and FCP, `--rest-api FILE` serves a simple-rest API
// next to the files (the starter's list reads it), and `--http2` serves over TLS as HTTP/2.
//
//   node perf/measure-web.mjs --dist node_modules/.cache/perf/starter --route '/#/login'
//   node perf/measure-web.mjs DIST /login --no-lighthouse
//
// It serves DIST itself on 127.0.0.1 (no compression unless --serve-gzip; an unknown path without a
// file extension, or any request accepting text/html, gets index.html), loads ROUTE in headless
// Chromium (/usr/bin/chromium, fresh profile) driven by playwright-core, records every request the
// page makes until the network is first idle, and sums the JS/CSS the browser actually received
// (raw bytes, plus gzip -6 / brotli -11 sizes computed here from the received bodies). Then, unless
// --no-lighthouse, it runs Lighthouse 12 (performance category only, Node API, a fresh Chromium per
// run) with the default mobile settings (simulated throttling: slow 4G, 4x CPU) and, unless
// --no-desktop, with Lighthouse's desktop preset. Non-loopback host names do not resolve in the
// browser (--host-resolver-rules), so CDN/telemetry requests fail at once and are counted.
// With --login FILE (a module whose default export is `async (page, origin) => {}`, driving a
// playwright-core Page), each browser first loads the app, signs in, and only then measures ROUTE.
//
// The rows pass (--rows; on by default with --login, off with --no-rows): Lighthouse's simulated
// throttling models a trace after the fact and cannot time a mark the page sets, so this pass
// loads ROUTE --runs times, each in a fresh Chromium, signed in (--login) in a fresh context that
// emulates Lighthouse's mobile device (Moto G Power screen and user agent), with Lighthouse's
// mobile throttling APPLIED through DevTools (its "devtools" method: Network.emulateNetworkConditions
// with 562.5 ms latency per request, 1474.56 kbps down, 675 kbps up; Emulation.setCPUThrottlingRate
// 4; cache disabled). It reads the mark (--rows-mark, default console:rows-visible:
// performance.getEntriesByName(mark)[0].startTime, null if it never comes within --rows-timeout or
// within 10 s of the network going idle after the load event), then, once the page is loaded and
// the network idle, LCP (a buffered PerformanceObserver) and FCP, all from navigation start.
// Medians: rows_visible_ms, rows_lcp_ms, rows_fcp_ms, and rows_bytes_before_gzip: the JS and CSS
// fetched before the mark (gzip -6 of the files served).
//
// Output: exactly ONE JSON line on stdout (progress goes to stderr). Exit 0 on success, 1 on bad
// usage, 2 when the measurement failed or hit --timeout (the JSON line then carries "error").
// Every browser and the server it started are stopped by PID before it exits.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { mainThreadSummary, TRACE_CATEGORIES } from './mainThread.mjs';

const TOOL_VERSION = '1.0.0+coupon-admin-console.2';
const t0 = Date.now();

// ---------------------------------------------------------------- arguments
const USAGE = `usage: node measure-web.mjs --dist DIR [--route ROUTE] [options]
       node measure-web.mjs DIR [ROUTE] [options]

  --dist DIR          built SPA folder containing index.html (required)
  --route ROUTE       path (+ optional #hash) to load, relative to --base, default "/"
                      (e.g. "/#/login" for a hash router, "/login" for a browser router)
  --base PATH         public base path the app was built with, default "/" (Vite's base)
  --port N            port for the static server on 127.0.0.1, default 0 (any free port)
  --chrome PATH       Chromium binary, default $CHROME_PATH or /usr/bin/chromium
  --no-lighthouse     only the network/bundle part (a few seconds)
  --no-desktop        skip the Lighthouse desktop-preset run
  --runs N            Lighthouse runs per preset, and loads of the rows pass; medians reported
                      (default 1)
  --idle-ms N         quiet time with no request in flight that counts as "idle" (default 1000)
  --timeout S         hard limit for the whole measurement in seconds (default 300)
  --save-reports DIR  write each Lighthouse JSON report (LHR) and the request log into DIR
  --trace             with --save-reports: a Chromium trace of each rows load (rows-trace-N.json),
                      and its main-thread tasks before the rows in the log
  --screenshot FILE   save a PNG of the page at first idle (to check that it rendered)
  --serve-gzip        let the server gzip text responses (off by default; byte counts are the
                      same either way, but Lighthouse's simulated download then moves gzip bytes)
  --http2             serve over TLS as HTTP/2 (allowing HTTP/1.1), with a certificate for
                      127.0.0.1 made at start by Debian's openssl, which the browsers are told to
                      accept (--ignore-certificate-errors): one connection for every request,
                      as behind a TLS deployment, instead of HTTP/1.1's six per host
  --header 'N: V'     add this header to every response (repeatable), e.g. a CSP
  --login FILE        module signing in before ROUTE is measured (see above); Lighthouse then
                      keeps the storage of that profile (the HTTP cache is defeated by no-store)
  --rows              the rows pass (see above): --runs loads under applied mobile throttling,
                      reading --rows-mark, LCP and FCP; on by default with --login
  --no-rows           no rows pass, also with --login
  --rows-mark NAME    the User Timing mark to read, default console:rows-visible
  --rows-timeout S    how long a load may take to set the mark, default 60
  --rest-api FILE     serve a simple-rest API (ra-data-simple-rest's dialect, GET only) at
                      <base>api/<name> from FILE, a JSON object of arrays of records with an id
  --pretty            pretty-print the JSON (no longer one line)
  --quiet             no progress on stderr
  -h, --help          this text`;

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      route: { type: 'string' },
      base: { type: 'string', default: '/' },
      port: { type: 'string', default: '0' },
      chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-desktop': { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      'idle-ms': { type: 'string', default: '1000' },
      timeout: { type: 'string', default: '300' },
      'save-reports': { type: 'string' },
      trace: { type: 'boolean', default: false },
      screenshot: { type: 'string' },
      'serve-gzip': { type: 'boolean', default: false },
      http2: { type: 'boolean', default: false },
      header: { type: 'string', multiple: true, default: [] },
      login: { type: 'string' },
      rows: { type: 'boolean', default: false },
      'no-rows': { type: 'boolean', default: false },
      'rows-mark': { type: 'string', default: 'console:rows-visible' },
      'rows-timeout': { type: 'string', default: '60' },
      'rest-api': { type: 'string' },
      pretty: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (e) {
  console.error(`${e.message}\n\n${USAGE}`);
  process.exit(1);
}
const opt = args.values;
if (opt.help) {
  console.log(USAGE);
  process.exit(0);
}
const distArg = opt.dist ?? args.positionals[0];
let route = opt.route ?? args.positionals[1] ?? '/';
if (!distArg) {
  console.error(`--dist is required\n\n${USAGE}`);
  process.exit(1);
}
const DIST = path.resolve(distArg);
if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`no index.html in ${DIST}`);
  process.exit(1);
}
// --http2: served over TLS (a certificate made here for 127.0.0.1, which the browsers are told to
// accept) as HTTP/2, as a TLS deployment serves it; otherwise plain HTTP/1.1.
const SCHEME = opt.http2 ? 'https' : 'http';
let BASE = opt.base.startsWith('/') ? opt.base : `/${opt.base}`;
if (!BASE.endsWith('/')) BASE += '/';
if (!route.startsWith('/')) route = `/${route}`;
const int = (name, min) => {
  const n = Number(opt[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer >= ${min}`);
    process.exit(1);
  }
  return n;
};
const PORT = int('port', 0);
const RUNS = int('runs', 1);
const IDLE_MS = int('idle-ms', 100);
const TIMEOUT_S = int('timeout', 10);
const CHROME = opt.chrome;
const EXTRA_HEADERS = {};
for (const line of opt.header) {
  const at = line.indexOf(':');
  if (at < 1) {
    console.error(`--header must be 'Name: value', got ${JSON.stringify(line)}`);
    process.exit(1);
  }
  EXTRA_HEADERS[line.slice(0, at).trim()] = line.slice(at + 1).trim();
}
const LOGIN_FILE = opt.login ? path.resolve(opt.login) : null;
if (LOGIN_FILE && !fs.existsSync(LOGIN_FILE)) {
  console.error(`--login: no file ${LOGIN_FILE}`);
  process.exit(1);
}
const ROWS = !opt['no-rows'] && (opt.rows || Boolean(LOGIN_FILE));
const ROWS_MARK = opt['rows-mark'];
const ROWS_TIMEOUT_S = int('rows-timeout', 5);
let REST = null;
if (opt['rest-api']) {
  try {
    REST = JSON.parse(fs.readFileSync(path.resolve(opt['rest-api']), 'utf8'));
  } catch (e) {
    console.error(`--rest-api: ${e.message}`);
    process.exit(1);
  }
}
if (!fs.existsSync(CHROME)) {
  console.error(`Chromium not found at ${CHROME} (apt-get install -y chromium, or pass --chrome)`);
  process.exit(1);
}
const log = (...m) => {
  if (!opt.quiet) console.error(`[measure-web ${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...m);
};

// ---------------------------------------------------------------- cleanup bookkeeping
// Everything started here is stopped here: `cleanups` run LIFO (polite close, bounded in time);
// the last resort, on any exit path, is chrome-launcher's killAll(): SIGKILL to the process group
// of each browser it spawned for us (detached, so pgid = its PID). Nothing is killed by name.
const cleanups = [];
const tmpDirs = new Set(); // fresh Chromium profiles made here
let chromeLauncher = null; // the module, once loaded: its killAll() also covers a launch in flight
const sleep = (ms) => new Promise((r) => setTimeout(r, ms).unref());
const withTimeout = (p, ms) => Promise.race([Promise.resolve(p).catch(() => {}), sleep(ms)]);
function killChromeGroups() {
  try {
    chromeLauncher?.killAll(); // SIGKILL to -pid of each instance not yet stopped, launches in flight too
  } catch {
    /* nothing left */
  }
  for (const d of tmpDirs) {
    try {
      fs.rmSync(d, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
    tmpDirs.delete(d);
  }
}
process.on('exit', killChromeGroups);
async function cleanupAll() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    await withTimeout(fn(), 10000);
  }
  killChromeGroups();
}
let finishing = false;
// Print the one JSON line and exit. Explicit exit: Lighthouse 12 leaves 5 s timers behind.
async function finish(result, code) {
  if (finishing) return;
  finishing = true;
  clearTimeout(watchdog);
  await withTimeout(cleanupAll(), 20000);
  killChromeGroups();
  result.measure_seconds = Math.round((Date.now() - t0) / 100) / 10;
  const line = `${JSON.stringify(result, null, opt.pretty ? 2 : 0)}\n`;
  await new Promise((r) => process.stdout.write(line, r));
  process.exit(code);
}
let partial = {}; // what was measured so far, reported along with an error
const watchdog = setTimeout(() => {
  log(`timeout after ${TIMEOUT_S}s, stopping`);
  finish({ ...baseInfo(), ...partial, error: `timeout after ${TIMEOUT_S}s` }, 2);
}, TIMEOUT_S * 1000);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => finish({ ...baseInfo(), ...partial, error: `interrupted (${sig})` }, 2));
}
// Lighthouse/puppeteer reject stray promises once their browser is gone (e.g. after a timeout).
for (const ev of ['unhandledRejection', 'uncaughtException']) {
  process.on(ev, (e) => {
    if (finishing) return;
    log(`${ev}: ${e?.stack || e}`);
    finish({ ...baseInfo(), ...partial, error: String(e?.message || e).slice(0, 500) }, 2);
  });
}

// ---------------------------------------------------------------- static server
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};
const serverLog = [];
const servedFiles = new Map(); // request path+query -> file under DIST
const gzCache = new Map(); // --serve-gzip only
// --rest-api: ra-data-simple-rest's dialect, read-only. getList: GET api/name?sort=["f","ASC"]&
// range=[0,9]&filter={...} → the slice, with Content-Range: name 0-9/total; getMany: filter
// {"id":[...]}; getOne: GET api/name/id. Not compressed and no-store, as the platform server.
function restAnswer(req) {
  if (!REST) return null;
  const url = new URL(req.url, 'http://127.0.0.1');
  const prefix = `${BASE}api/`;
  if (!url.pathname.startsWith(prefix)) return null;
  const json = (status, body, headers = {}) => ({ status, body: JSON.stringify(body), headers });
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, { error: 'read-only API' });
  let name;
  let id;
  let more;
  try {
    [name, id, ...more] = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return json(400, { error: 'bad path' });
  }
  const records = REST[name];
  if (!Array.isArray(records) || more.length) return json(404, { error: 'not found' });
  if (id) {
    const record = records.find((r) => String(r.id) === id);
    return record ? json(200, record) : json(404, { error: 'not found' });
  }
  const param = (key, fallback) => {
    try {
      return JSON.parse(url.searchParams.get(key)) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const filter = param('filter', {});
  const [field, order] = param('sort', ['id', 'ASC']);
  const matches = (r) =>
    Object.entries(filter).every(([key, value]) =>
      key === 'q'
        ? JSON.stringify(Object.values(r)).toLowerCase().includes(String(value).toLowerCase())
        : Array.isArray(value)
          ? value.map(String).includes(String(r[key]))
          : String(r[key]) === String(value),
    );
  const sign = String(order).toUpperCase() === 'DESC' ? -1 : 1;
  const list = records
    .filter(matches)
    .sort((a, b) =>
      typeof a[field] === 'number' && typeof b[field] === 'number'
        ? sign * (a[field] - b[field])
        : sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')),
    );
  const [start, end] = param('range', [0, Math.max(list.length - 1, 0)]);
  const page = list.slice(start, end + 1);
  return json(200, page, {
    'Content-Range': `${name} ${start}-${start + Math.max(page.length - 1, 0)}/${list.length}`,
    'Access-Control-Expose-Headers': 'Content-Range',
  });
}

/** A throwaway key and certificate for 127.0.0.1 (openssl, Debian's), for --http2. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-web-tls-'));
  tmpDirs.add(dir);
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

function startServer() {
  const indexHtml = path.join(DIST, 'index.html');
  const handler = (req, res) => {
    const api = restAnswer(req);
    if (api) {
      const body = Buffer.from(api.body);
      res.writeHead(api.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': body.length,
        ...api.headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      serverLog.push({ method: req.method, url: req.url, status: api.status, file: '(--rest-api)' });
      return;
    }
    let status = 200;
    let file = null;
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let p = decodeURIComponent(url.pathname);
      if (p.startsWith(BASE)) p = p.slice(BASE.length - 1);
      else if (`${p}/` === BASE) p = '/';
      const candidate = path.normalize(path.join(DIST, p));
      if (candidate === DIST || candidate.startsWith(DIST + path.sep)) {
        let st = fs.statSync(candidate, { throwIfNoEntry: false });
        if (st?.isDirectory()) {
          const idx = path.join(candidate, 'index.html');
          st = fs.statSync(idx, { throwIfNoEntry: false });
          if (st?.isFile()) file = idx;
        } else if (st?.isFile()) file = candidate;
      }
      // SPA fallback: a navigation to an unknown path gets index.html; a missing asset is a 404.
      if (!file && (!path.extname(p) || (req.headers.accept || '').includes('text/html'))) file = indexHtml;
    } catch {
      file = null;
    }
    if (!file) {
      status = 404;
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...EXTRA_HEADERS });
      res.end('not found');
    } else {
      let body = fs.readFileSync(file);
      const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
      // no-store: nothing is kept between loads, so each measured load is cold even when the
      // profile (and its storage) is kept after signing in.
      const headers = { 'Content-Type': type, 'Cache-Control': 'no-store', ...EXTRA_HEADERS };
      if (
        opt['serve-gzip'] &&
        /gzip/.test(req.headers['accept-encoding'] || '') &&
        /^text\/|javascript|json|svg|wasm/.test(type)
      ) {
        if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(body));
        body = gzCache.get(file);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    serverLog.push({ method: req.method, url: req.url, status, file: file && path.relative(DIST, file) });
    if (file) servedFiles.set(req.url, path.relative(DIST, file));
  };
  const server = opt.http2
    ? http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handler)
    : http.createServer(handler);
  // An HTTP/2 server has no closeAllConnections: its sockets are ended here.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, '127.0.0.1', () => {
      cleanups.push(
        () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            for (const socket of sockets) socket.destroy();
            server.close(() => r());
          }),
      );
      resolve(server.address().port);
    });
  });
}

// ---------------------------------------------------------------- sizes
const gz = (buf) => zlib.gzipSync(buf, { level: zlib.constants.Z_DEFAULT_COMPRESSION }).length; // level 6
// gzip -9: the level of the project's own first-load guard (scripts/first-load.mjs).
const gz9 = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const br = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  }).length;

function distTotals() {
  const out = { js_bytes: 0, js_gzip: 0, js_files: 0, css_bytes: 0, css_gzip: 0, css_files: 0 };
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        const ext = path.extname(e.name).toLowerCase();
        if (['.js', '.mjs', '.cjs'].includes(ext)) {
          const b = fs.readFileSync(p);
          out.js_bytes += b.length;
          out.js_gzip += gz(b);
          out.js_files++;
        } else if (ext === '.css') {
          const b = fs.readFileSync(p);
          out.css_bytes += b.length;
          out.css_gzip += gz(b);
          out.css_files++;
        }
      }
    }
  };
  walk(DIST);
  return out;
}

// ---------------------------------------------------------------- Chromium
const require = createRequire(import.meta.url);
const pkgVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return null;
  }
};
let chromiumVersion = null;
try {
  chromiumVersion = execFileSync(CHROME, ['--version'], {
    timeout: 15000,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
} catch {
  /* reported as null */
}
let url = null;
function baseInfo() {
  return {
    tool: 'measure-web',
    tool_version: TOOL_VERSION,
    date: new Date(t0).toISOString(),
    dist: DIST,
    route,
    url,
    chromium: chromiumVersion,
    playwright_core: pkgVersion('playwright-core'),
    lighthouse: opt['no-lighthouse'] ? null : pkgVersion('lighthouse'),
  };
}

// As root Chromium needs --no-sandbox; without the background-networking flags it keeps trying to
// reach Google hosts on this closed network. The resolver rule makes every non-loopback host name
// fail at once, so a page that pulls fonts/scripts from a CDN fails fast and deterministically
// (those requests show up in external_request_count).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--hide-scrollbars',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  // --http2's certificate is made here: no authority knows it.
  ...(opt.http2 ? ['--ignore-certificate-errors'] : []),
];

async function launchChrome(label) {
  chromeLauncher ??= await import('chrome-launcher');
  const { launch } = chromeLauncher;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `measure-web-${label}-`));
  tmpDirs.add(userDataDir);
  let chrome;
  try {
    chrome = await launch({
      chromePath: CHROME,
      chromeFlags: CHROME_FLAGS,
      userDataDir, // fresh profile every launch
      handleSIGINT: false,
      connectionPollInterval: 250,
      maxConnectionRetries: 120, // ≤ 30 s to come up
      logLevel: 'silent',
    });
  } catch (e) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw e;
  }
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    const proc = chrome.process;
    const exited = new Promise((r) => {
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) r(true);
      else proc.once('exit', () => r(true));
    });
    // Polite first: CDP Browser.close lets Chromium shut down and reap its own helpers
    // (SIGTERM to its PID if the DevTools connection fails).
    const polite = (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 5000 });
      const cdp = await b.newBrowserCDPSession();
      await cdp.send('Browser.close');
    })();
    await withTimeout(
      polite.catch(() => {
        try {
          process.kill(chrome.pid, 'SIGTERM');
        } catch {
          /* gone already */
        }
      }),
      6000,
    );
    if (!(await Promise.race([exited, sleep(3000).then(() => false)])))
      log(`${label}: chromium pid ${chrome.pid} did not exit, SIGKILL to its process group`);
    // Whatever is left in its process group: chrome-launcher spawned it detached (pgid = pid) and
    // its kill() sends SIGKILL to -pid, then forgets the instance.
    try {
      chrome.kill();
    } catch {
      /* group already empty */
    }
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    tmpDirs.delete(userDataDir);
  };
  cleanups.push(kill);
  log(`${label}: chromium pid ${chrome.pid}, devtools port ${chrome.port}`);
  return { port: chrome.port, pid: chrome.pid, kill };
}

// ---------------------------------------------------------------- signing in (--login)
let loginFn = null;
async function signIn(context, origin, label) {
  if (!LOGIN_FILE) return;
  loginFn ??= (await import(pathToFileURL(LOGIN_FILE).href)).default;
  const page = await context.newPage();
  log(`${label}: signing in (${path.basename(LOGIN_FILE)})`);
  await loginFn(page, origin);
  await page.close();
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopback = (u) => {
  try {
    return LOOPBACK.has(new URL(u).hostname);
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------- pass 1: network log
async function networkPass(serverPort) {
  const { chromium } = await import('playwright-core');
  const chrome = await launchChrome('net');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30000 });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const origin = `${SCHEME}://127.0.0.1:${serverPort}`;
  await signIn(context, origin, 'net');
  const page = await context.newPage();
  const sameOrigin = (u) => {
    try {
      return new URL(u).origin === origin;
    } catch {
      return false;
    }
  };
  const short = (u) => (sameOrigin(u) ? u.slice(origin.length) : u);

  const requests = []; // in issue order
  const inflight = new Set();
  let navStart = Date.now();
  let lastActivity = Date.now();
  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text().slice(0, 300)));
  page.on('pageerror', (e) => pageErrors.push(String(e?.message ?? e).slice(0, 300)));
  page.on('request', (req) => {
    inflight.add(req);
    lastActivity = Date.now();
    requests.push({ req, url: req.url(), type: req.resourceType(), t: Date.now() - navStart, failed: null });
  });
  const done = (req, failure) => {
    inflight.delete(req);
    lastActivity = Date.now();
    const r = requests.find((x) => x.req === req);
    if (r && failure) r.failed = failure;
  };
  // A request stops counting as in flight once its response headers are in: Chromium never
  // reports "finished" for a fetch() whose body the page does not read, nor for a stream (SSE).
  page.on('response', (resp) => done(resp.request(), null));
  page.on('requestfinished', (req) => done(req, null));
  page.on('requestfailed', (req) => done(req, req.failure()?.errorText || 'failed'));

  navStart = Date.now();
  log(`loading ${url}`);
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  const loadMs = Date.now() - navStart;
  // "first idle": no request in flight for IDLE_MS, checked after the load event (max 45 s).
  let idleReached = false;
  const idleDeadline = Date.now() + 45000;
  while (Date.now() < idleDeadline) {
    if (inflight.size === 0 && Date.now() - lastActivity >= IDLE_MS) {
      idleReached = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const idleMs = Date.now() - navStart - (idleReached ? IDLE_MS : 0);
  const atIdle = requests.slice(); // what was requested up to first idle
  const finalUrl = page.url();
  const title = await page.title().catch(() => null);
  const textChars = await page.evaluate(() => document.body?.innerText?.trim().length ?? 0).catch(() => null);
  if (opt.screenshot) await page.screenshot({ path: path.resolve(opt.screenshot) }).catch(() => {});

  // Bodies as the browser received them (uncompressed: the server does not compress).
  const sum = {
    js: { n: 0, bytes: 0, gzip: 0, gzip9: 0, br: 0 },
    css: { n: 0, bytes: 0, gzip: 0, br: 0 },
    all: { bytes: 0, gzip: 0 },
  };
  const requestLog = [];
  for (const r of atIdle) {
    const entry = { url: short(r.url), type: r.type, t_ms: r.t };
    if (r.failed) entry.failed = r.failed;
    const resp = r.failed ? null : await r.req.response().catch(() => null);
    if (resp) {
      entry.status = resp.status();
      const ct = (resp.headers()['content-type'] || '').toLowerCase();
      let body = null;
      if (sameOrigin(r.url)) {
        body = await Promise.race([resp.body().catch(() => null), sleep(3000).then(() => null)]);
        if (!body) {
          // Body not available from Chromium (dropped from its buffer, or never read by the page
          // so never "finished"): use the file the server sent.
          const f = servedFiles.get(new URL(r.url).pathname + new URL(r.url).search);
          if (f) {
            body = fs.readFileSync(path.join(DIST, f));
            entry.body_from = 'disk';
          }
        }
      }
      if (body) {
        const g = gz(body);
        entry.bytes = body.length;
        entry.gzip = g;
        sum.all.bytes += body.length;
        sum.all.gzip += g;
        const pathname = new URL(r.url).pathname.toLowerCase();
        const isJs = ct.includes('javascript') || (!ct && /\.(m|c)?js$/.test(pathname));
        const isCss = ct.includes('text/css') || (!ct && pathname.endsWith('.css'));
        const bucket = isJs ? sum.js : isCss ? sum.css : null;
        if (bucket) {
          const b = br(body);
          entry.br = b;
          bucket.n++;
          bucket.bytes += body.length;
          bucket.gzip += g;
          if (isJs) bucket.gzip9 += gz9(body);
          bucket.br += b;
        }
      }
    }
    requestLog.push(entry);
  }
  const crossOrigin = atIdle.filter((r) => !sameOrigin(r.url) && !/^(data|blob):/.test(r.url));
  // Another origin on this machine (an API server started next to the files) is not "external".
  const external = crossOrigin.filter((r) => !isLoopback(r.url));
  const loopbackApi = crossOrigin.filter((r) => isLoopback(r.url));
  await browser.close().catch(() => {}); // disconnects playwright from the CDP browser
  await chrome.kill();

  return {
    metrics: {
      initial_js_bytes: sum.js.bytes,
      initial_js_gzip_bytes: sum.js.gzip,
      initial_js_gzip9_bytes: sum.js.gzip9,
      initial_js_brotli_bytes: sum.js.br,
      initial_js_requests: sum.js.n,
      initial_css_bytes: sum.css.bytes,
      initial_css_gzip_bytes: sum.css.gzip,
      initial_css_requests: sum.css.n,
      initial_total_bytes: sum.all.bytes,
      initial_total_gzip_bytes: sum.all.gzip,
      request_count: atIdle.length,
      failed_request_count: atIdle.filter((r) => r.failed).length,
      external_request_count: external.length,
      loopback_api_request_count: loopbackApi.length,
      unthrottled_load_ms: loadMs,
      unthrottled_idle_ms: idleMs,
      idle_reached: idleReached,
      final_url: finalUrl.startsWith(origin) ? finalUrl.slice(origin.length) : finalUrl,
      page_title: title,
      page_text_chars: textChars,
      console_errors: consoleErrors.length,
      page_errors: pageErrors.length,
    },
    detail: {
      requests: requestLog,
      consoleErrors,
      pageErrors,
      external: external.map((r) => r.url),
      loopbackApi: loopbackApi.map((r) => r.url),
    },
  };
}

// ---------------------------------------------------------------- pass 2: Lighthouse
const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const round = (x, d = 0) => (x == null ? null : Math.round(x * 10 ** d) / 10 ** d);

async function lighthousePass(preset) {
  const { default: lighthouse } = await import('lighthouse');
  const config =
    preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined; // lighthouse:default = mobile, simulated throttling (Moto G Power, slow 4G, 4x CPU)
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launchChrome(`lh-${preset}`);
    if (LOGIN_FILE) {
      // Signed in in the profile's default context (the one Lighthouse's tab uses), then the
      // playwright connection is dropped; Chromium keeps running.
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30000 });
      await signIn(browser.contexts()[0], new URL(url).origin, `lh-${preset}`);
      await browser.close();
    }
    log(`lighthouse ${preset} run ${i + 1}/${RUNS}`);
    const res = await lighthouse(
      url,
      {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'silent',
        onlyCategories: ['performance'],
        maxWaitForFcp: 30000,
        maxWaitForLoad: 45000,
        disableFullPageScreenshot: true, // not a metric; saves time
        // Signed in: keep the session. The HTTP cache is defeated by the server (no-store).
        disableStorageReset: Boolean(LOGIN_FILE),
      },
      config,
    );
    await chrome.kill();
    const lhr = res?.lhr;
    if (!lhr) throw new Error(`lighthouse ${preset} returned no result`);
    if (opt['save-reports']) {
      fs.mkdirSync(opt['save-reports'], { recursive: true });
      fs.writeFileSync(path.join(opt['save-reports'], `lhr-${preset}-${i + 1}.json`), JSON.stringify(lhr));
    }
    const a = (id) => lhr.audits[id]?.numericValue ?? null;
    runs.push({
      score: lhr.categories.performance.score == null ? null : lhr.categories.performance.score * 100,
      fcp: a('first-contentful-paint'),
      lcp: a('largest-contentful-paint'),
      tbt: a('total-blocking-time'),
      tti: a('interactive'),
      si: a('speed-index'),
      cls: a('cumulative-layout-shift'),
      bytes: a('total-byte-weight'),
      bench: lhr.environment?.benchmarkIndex ?? null,
      error: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings?.length ?? 0,
      finalUrl: lhr.finalDisplayedUrl ?? null,
      // Lighthouse's long-tasks audit: main-thread tasks ≥ 50 ms, in its throttled (4x CPU) model.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .map((t) => Math.round(t.duration))
        .sort((a, b) => b - a)
        .slice(0, 5),
    });
  }
  const m = (k) => median(runs.map((r) => r[k]));
  const p = `lh_${preset}_`;
  // The long tasks of the run whose TBT is the median (the lower middle one for an even count).
  const byTbt = [...runs].sort((a, b) => (a.tbt ?? 0) - (b.tbt ?? 0));
  const middle = byTbt[Math.floor((byTbt.length - 1) / 2)];
  return {
    [`${p}score`]: round(m('score')),
    [`${p}fcp_ms`]: round(m('fcp')),
    [`${p}lcp_ms`]: round(m('lcp')),
    [`${p}tbt_ms`]: round(m('tbt')),
    [`${p}tti_ms`]: round(m('tti')),
    [`${p}si_ms`]: round(m('si')),
    [`${p}cls`]: round(m('cls'), 4),
    [`${p}total_byte_weight`]: round(m('bytes')),
    [`${p}benchmark_index`]: round(m('bench')),
    [`${p}runs`]: RUNS,
    [`${p}long_tasks_ms`]: middle?.longTasks ?? [],
    [`${p}final_urls`]: [
      ...new Set(runs.map((r) => r.finalUrl && new URL(r.finalUrl).pathname + new URL(r.finalUrl).hash)),
    ],
    ...(RUNS > 1 ? { [`${p}tbts`]: runs.map((r) => round(r.tbt)) } : {}),
    ...(RUNS > 1 ? { [`${p}scores`]: runs.map((r) => round(r.score)) } : {}),
    ...(runs.some((r) => r.error)
      ? {
          [`${p}error`]: runs
            .map((r) => r.error)
            .filter(Boolean)
            .join(','),
        }
      : {}),
    ...(runs.some((r) => r.warnings) ? { [`${p}warnings`]: runs.reduce((s, r) => s + r.warnings, 0) } : {}),
  };
}

// ---------------------------------------------------------------- pass 3: rows visible (--rows)
// What the page reads at the end of a load: the mark, FCP, and LCP from a buffered observer (its
// last entry is the LCP so far), with the LCP element in a few words.
function readPaints(mark) {
  return new Promise((resolve) => {
    const out = {
      rows: performance.getEntriesByName(mark)[0]?.startTime ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      htmlEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
      lcp: null,
      lcpElement: null,
      // For --save-reports (rows.json): when each request started and ended, from navigation start.
      resources: performance.getEntriesByType('resource').map((r) => ({
        url: r.name.replace(location.origin, ''),
        type: r.initiatorType,
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
      })),
    };
    const describe = (el) => {
      if (!el) return '(an element since removed)'; // e.g. a first frame that React replaced
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).find((c) => c) : '';
      const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
    };
    try {
      new PerformanceObserver((list, observer) => {
        const entries = list.getEntries();
        const last = entries[entries.length - 1];
        if (!last) return;
        observer.disconnect();
        out.lcp = last.startTime;
        out.lcpElement = describe(last.element);
        resolve(out);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      /* no LCP in this browser: null */
    }
    setTimeout(() => resolve(out), 2000);
  });
}

/**
 * The JS and CSS a rows run fetched before the mark (responseEnd at or before it, from the
 * page's resource timing), as gzip -6 of the files this server sent: the same bytes whatever the
 * throttling, so a figure that moves only when the code does.
 */
function bytesBefore(resources, mark) {
  let total = 0;
  for (const resource of resources) {
    if (resource.end > mark || !/\.(m?js|css)(\?|$)/.test(resource.url) || /^[a-z]+:/.test(resource.url))
      continue;
    const pathname = resource.url.split('?')[0];
    const file = path.join(DIST, pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) total += gz(fs.readFileSync(file));
  }
  return total;
}

async function rowsPass() {
  const { chromium } = await import('playwright-core');
  // Lighthouse's own mobile settings (lighthouse:default): the Moto G Power screen and user agent,
  // and the throttling its simulation models (mobileSlow4G), applied here as its "devtools"
  // throttling method applies them (core/lib/emulation.js).
  const { throttling, screenEmulationMetrics, userAgents } = await import(
    'lighthouse/core/config/constants.js'
  );
  const t = throttling.mobileSlow4G;
  const screen = screenEmulationMetrics.mobile;
  const conditions = {
    offline: false,
    latency: t.requestLatencyMs, // 562.5
    downloadThroughput: Math.floor((t.downloadThroughputKbps * 1024) / 8), // 1474.56 kbps
    uploadThroughput: Math.floor((t.uploadThroughputKbps * 1024) / 8), // 675 kbps
  };
  const origin = new URL(url).origin;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launchChrome('rows');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30000 });
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
      hasTouch: screen.mobile,
      userAgent: userAgents.mobile,
    });
    await signIn(context, origin, 'rows'); // unthrottled, in this fresh context
    const page = await context.newPage();
    const inflight = new Set();
    let lastActivity = Date.now();
    let loaded = false;
    page.on('request', (req) => {
      inflight.add(req);
      lastActivity = Date.now();
    });
    const done = (req) => {
      inflight.delete(req);
      lastActivity = Date.now();
    };
    page.on('response', (resp) => done(resp.request()));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('load', () => {
      loaded = true;
    });
    const idle = () => loaded && inflight.size === 0 && Date.now() - lastActivity >= IDLE_MS;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', conditions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier });
    log(`rows run ${i + 1}/${RUNS}: ${url}, applied ${t.cpuSlowdownMultiplier}x CPU / slow 4G`);
    const started = Date.now();
    if (opt.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit', timeout: 60000 });
    // The mark: polled (a read of the performance timeline every 250 ms; its own time comes from
    // the entry). Given up after --rows-timeout, or 10 s after the network went idle after load.
    let rows = null;
    let idleSince = null;
    while (Date.now() - started < ROWS_TIMEOUT_S * 1000) {
      rows = await page
        .evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null, ROWS_MARK)
        .catch(() => null); // a navigation in between: read again
      if (rows !== null) break;
      if (idle()) idleSince ??= Date.now();
      else idleSince = null;
      if (idleSince && Date.now() - idleSince > 10000) break;
      await sleep(250);
    }
    // LCP may follow the rows' commit (their paint, an image): read once loaded and idle (≤ 30 s).
    const settleBy = Date.now() + 30000;
    while (!idle() && Date.now() < settleBy) await sleep(100);
    await sleep(500);
    const paints = await page
      .evaluate(readPaints, ROWS_MARK)
      .catch((e) => ({ error: String(e?.message ?? e) }));
    const finalUrl = page.url();
    const rowsAt = paints.rows ?? rows;
    if (opt.trace) {
      const trace = await browser.stopTracing();
      fs.mkdirSync(opt['save-reports'], { recursive: true });
      fs.writeFileSync(path.join(opt['save-reports'], `rows-trace-${i + 1}.json`), trace);
      // Printed even with --quiet: it is what --trace asks for.
      console.error(
        `rows run ${i + 1} of ${route}: main thread\n${mainThreadSummary(JSON.parse(trace.toString()), rowsAt)}`,
      );
    }
    const run = {
      rows: rowsAt,
      bytesBefore: rowsAt === null ? null : bytesBefore(paints.resources ?? [], rowsAt),
      lcp: paints.lcp ?? null,
      fcp: paints.fcp ?? null,
      htmlEnd: paints.htmlEnd ?? null,
      lcpElement: paints.lcpElement ?? null,
      resources: paints.resources ?? [],
      finalUrl: finalUrl.startsWith(origin) ? finalUrl.slice(origin.length) : finalUrl,
      ...(paints.error ? { error: paints.error } : {}),
    };
    log(
      `rows run ${i + 1}: rows visible ${run.rows === null ? 'never' : `${Math.round(run.rows)} ms`}, ` +
        `LCP ${Math.round(run.lcp ?? Number.NaN)} ms (${run.lcpElement}), FCP ${Math.round(run.fcp ?? Number.NaN)} ms`,
    );
    runs.push(run);
    await browser.close().catch(() => {});
    await chrome.kill();
  }
  if (opt['save-reports']) {
    fs.mkdirSync(opt['save-reports'], { recursive: true });
    fs.writeFileSync(
      path.join(opt['save-reports'], 'rows.json'),
      JSON.stringify({ conditions, runs }, null, 1),
    );
  }
  const m = (k) => round(median(runs.map((r) => r[k])));
  const list = (k) => runs.map((r) => round(r[k]));
  return {
    rows_visible_ms: m('rows'),
    // JS and CSS fetched before the mark, gzip -6 of the files served: the figure to steer by.
    rows_bytes_before_gzip: m('bytesBefore'),
    ...(RUNS > 1 ? { rows_bytes_before_runs: list('bytesBefore') } : {}),
    rows_lcp_ms: m('lcp'),
    rows_fcp_ms: m('fcp'),
    // The HTML's responseEnd: DevTools adds its latency to the body, so ≥ 562.5 ms when throttled.
    rows_html_response_end_ms: m('htmlEnd'),
    rows_runs: RUNS,
    rows_missing: runs.filter((r) => r.rows === null).length,
    rows_mark: ROWS_MARK,
    rows_throttling: {
      method: 'applied (DevTools)',
      latency_ms: conditions.latency,
      download_kbps: t.downloadThroughputKbps,
      upload_kbps: t.uploadThroughputKbps,
      cpu_rate: t.cpuSlowdownMultiplier,
      screen: `${screen.width}x${screen.height}@${screen.deviceScaleFactor}`,
    },
    rows_lcp_elements: [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))],
    rows_final_urls: [...new Set(runs.map((r) => r.finalUrl))],
    ...(RUNS > 1
      ? { rows_visible_runs: list('rows'), rows_lcp_runs: list('lcp'), rows_fcp_runs: list('fcp') }
      : {}),
    ...(runs.some((r) => r.error)
      ? {
          rows_error: runs
            .map((r) => r.error)
            .filter(Boolean)
            .join('; '),
        }
      : {}),
  };
}

// ---------------------------------------------------------------- main
async function main() {
  const port = await startServer();
  // ROUTE is taken as relative to --base unless it already starts with it.
  url = `${SCHEME}://127.0.0.1:${port}${route.startsWith(BASE) ? route : BASE + route.slice(1)}`;
  log(`serving ${DIST} at ${SCHEME}://127.0.0.1:${port}${BASE}${opt.http2 ? ' (HTTP/2)' : ''}`);

  const dist = distTotals();
  const net = await networkPass(port);
  partial = {
    ...baseInfo(),
    ...net.metrics,
    total_dist_js_bytes: dist.js_bytes,
    total_dist_js_gzip_bytes: dist.js_gzip,
    dist_js_files: dist.js_files,
    total_dist_css_gzip_bytes: dist.css_gzip,
    gzip_level: 6,
    served_gzip: opt['serve-gzip'],
    served_http2: opt.http2,
  };
  const result = partial;
  log(
    `network pass: ${result.request_count} requests, JS ${result.initial_js_bytes} B ` +
      `(${result.initial_js_gzip_bytes} B gzip) in ${result.initial_js_requests} files`,
  );
  if (!opt['no-lighthouse']) {
    Object.assign(result, await lighthousePass('mobile'));
    log(`mobile score ${result.lh_mobile_score}`);
    if (!opt['no-desktop']) {
      Object.assign(result, await lighthousePass('desktop'));
      log(`desktop score ${result.lh_desktop_score}`);
    }
  }
  if (ROWS) {
    Object.assign(result, await rowsPass());
    log(
      `rows visible ${result.rows_visible_ms ?? 'never'} ms (median of ${RUNS}), LCP ${result.rows_lcp_ms} ms`,
    );
  }
  if (opt['save-reports']) {
    fs.mkdirSync(opt['save-reports'], { recursive: true });
    fs.writeFileSync(
      path.join(opt['save-reports'], 'network.json'),
      JSON.stringify({ result, ...net.detail, server: serverLog }, null, 2),
    );
  }
  return result;
}

try {
  const result = await main();
  await finish(result, 0);
} catch (e) {
  log(`failed: ${e?.stack || e}`);
  await finish({ ...baseInfo(), ...partial, error: String(e?.message || e).slice(0, 500) }, 2);
}
