import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { cspWithApi, withInlineScripts } from '../e2e/csp';
import { DEPLOY_START, DIST_PROD, PUBLIC_SITE_URL, platformEnv, startEnv } from './config';

/**
 * How production serves the console: `deploy/start dist-prod` (nginx), here the suite's own
 * console (tests/realapi/global-setup.ts). Headers, caching, the SPA fallback, compression, and a
 * start that refuses a missing or malformed setting.
 */

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One raw GET (no decompression, no redirect following). */
function get(
  path: string,
  headers: Record<string, string> = {},
  base = inject('realBaseURL'),
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (reply: Reply, name: string) => {
  const value = reply.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The config block of a served index.html, parsed. */
const configBlock = (html: string) => {
  const match = /<script type="application\/json" id="console-config">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
};

/** The entry bundle's path, as the built index.html names it. */
const entryAsset = () => {
  const html = readFileSync(join(DIST_PROD, 'index.html'), 'utf8');
  // The first frame's chooser starts the entry, named in the #console-boot block.
  const src = /"entry":"\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in dist-prod/index.html');
  return src;
};

const apiOrigin = () => inject('apiOrigin');

describe('the suite’s console, served by deploy/start (nginx)', () => {
  it('sends the security headers of docs/security.md on every response', async () => {
    for (const path of ['/', '/DataListing', `/${entryAsset()}`, '/assets/nope.js', '/healthz']) {
      const reply = await get(path);
      const csp = header(reply, 'Content-Security-Policy') ?? '';
      // Exactly the documented policy with the API's origin added (the weekly host is the same here).
      expect(csp, path).toBe(withInlineScripts(cspWithApi([apiOrigin()]), DIST_PROD));
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).toContain(`connect-src 'self' ${apiOrigin()}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('maps.googleapis.com'); // no maps key configured
      expect(header(reply, 'X-Content-Type-Options'), path).toBe('nosniff');
      expect(header(reply, 'Referrer-Policy'), path).toBe('same-origin');
      const permissions = header(reply, 'Permissions-Policy') ?? '';
      expect(permissions, path).toMatch(/camera=\(\)/);
      expect(permissions).toMatch(/microphone=\(\)/);
      expect(permissions).toMatch(/geolocation=\(\)/);
      expect(permissions).not.toMatch(/clipboard-write/); // the agents list copies links
    }
  });

  it('sends HSTS only when the request came over https', async () => {
    expect(header(await get('/'), 'Strict-Transport-Security')).toBeUndefined();
    expect(
      header(await get('/', { 'X-Forwarded-Proto': 'http' }), 'Strict-Transport-Security'),
    ).toBeUndefined();
    for (const proto of ['https', 'https, http']) {
      const reply = await get('/DataListing', { 'X-Forwarded-Proto': proto });
      expect(header(reply, 'Strict-Transport-Security'), proto).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('caches index.html never without revalidation, the hashed assets for a year', async () => {
    for (const path of ['/', '/index.html', '/DataListing']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(header(reply, 'Cache-Control'), path).toBe('no-cache');
    }
    const asset = await get(`/${entryAsset()}`);
    expect(asset.status).toBe(200);
    expect(header(asset, 'Content-Type')).toMatch(/^text\/javascript/);
    expect(header(asset, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.body.equals(readFileSync(join(DIST_PROD, entryAsset())))).toBe(true);
  });

  it('answers every client route with index.html holding this deployment’s configuration', async () => {
    for (const path of [
      '/',
      '/Stores/abc?x=1',
      '/CreateCoupon/create',
      '/login?x=1',
      '/account_verification?email=ada%40example.com',
    ]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(header(reply, 'Content-Type'), path).toMatch(/^text\/html/);
      const html = reply.body.toString('utf8');
      expect(html).toContain('<base href="/" />');
      expect(configBlock(html), path).toEqual({
        apiUrl: `${apiOrigin()}/v1`,
        weeklyApiUrl: `${apiOrigin()}/weekly`,
        publicSiteUrl: PUBLIC_SITE_URL,
        weeklyApiAuth: false,
        weeklyDateShiftDays: 1,
        basePath: '/',
      });
    }
    // The build itself stays without an address: each start writes into its own copy.
    expect(configBlock(readFileSync(join(DIST_PROD, 'index.html'), 'utf8'))).toEqual({});
  });

  it('answers a missing asset with a plain 404, never the app’s HTML', async () => {
    for (const path of ['/assets/nope.js', '/assets/nope.css', '/assets/']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(header(reply, 'Content-Type'), path).toMatch(/^text\/plain/);
      expect(reply.body.toString('utf8')).not.toMatch(/<html|<!doctype/i);
      expect(header(reply, 'Cache-Control'), path).toBe('no-store');
    }
  });

  it('serves the precompressed assets (gzip, and brotli where nginx has the module)', async () => {
    const path = `/${entryAsset()}`;
    const original = readFileSync(join(DIST_PROD, entryAsset()));
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(header(gzip, 'Content-Encoding')).toBe('gzip');
    expect(header(gzip, 'Vary')).toMatch(/Accept-Encoding/);
    expect(header(gzip, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    // The .gz file of the build, as is (gzip_static), not compressed again on the fly.
    expect(gzip.body.equals(readFileSync(join(DIST_PROD, `${entryAsset()}.gz`)))).toBe(true);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const conf = readFileSync(join(inject('realRuntimeDir'), 'nginx.conf'), 'utf8');
    const brotli = await get(path, { 'Accept-Encoding': 'br, gzip' });
    if (/^\s*brotli_static on;/m.test(conf)) {
      expect(header(brotli, 'Content-Encoding')).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    } else {
      console.info('deploy: nginx has no brotli_static module here; gzip only');
      expect(header(brotli, 'Content-Encoding')).toBe('gzip');
    }

    // index.html is compressed on the fly.
    const page = await get('/DataListing', { 'Accept-Encoding': 'gzip' });
    expect(header(page, 'Content-Encoding')).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('id="console-config"');
  });

  it('answers /healthz for load balancers', async () => {
    const reply = await get('/healthz');
    expect(reply.status).toBe(200);
    expect(header(reply, 'Content-Type')).toMatch(/^text\/plain/);
    expect(reply.body.toString('utf8').trim()).toBe('ok');
  });
});

describe('deploy/start refuses a missing or malformed setting', () => {
  const good = platformEnv('http://127.0.0.1:4010');
  /** Runs deploy/start with these settings (nothing from the shell); it must not get as far as serving. */
  const start = (settings: Record<string, string | undefined>, dist = DIST_PROD) => {
    const env = Object.fromEntries(
      Object.entries({ PORT: '1', ...settings }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const began = Date.now();
    const result = spawnSync(DEPLOY_START, [dist], { env: startEnv(env), encoding: 'utf8', timeout: 10_000 });
    return { status: result.status, stderr: result.stderr.trim(), ms: Date.now() - began };
  };

  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    [
      'no CONSOLE_API_URL',
      { ...good, CONSOLE_API_URL: undefined },
      /^deploy\/start: CONSOLE_API_URL is required \(/,
    ],
    ['an empty CONSOLE_API_URL', { ...good, CONSOLE_API_URL: '' }, /CONSOLE_API_URL is required/],
    [
      'a CONSOLE_API_URL that is no URL',
      { ...good, CONSOLE_API_URL: 'api.example.com/v1' },
      /CONSOLE_API_URL must be an http\(s\) URL/,
    ],
    [
      'a CONSOLE_API_URL of another scheme',
      { ...good, CONSOLE_API_URL: 'ftp://api.example.com' },
      /CONSOLE_API_URL must be/,
    ],
    [
      'a CONSOLE_API_URL with a quote',
      { ...good, CONSOLE_API_URL: 'https://x.example.com/"</script>' },
      /CONSOLE_API_URL must be/,
    ],
    [
      'a CONSOLE_API_URL with a space',
      { ...good, CONSOLE_API_URL: 'https://x.example.com/a b' },
      /CONSOLE_API_URL must be/,
    ],
    [
      'no CONSOLE_WEEKLY_API_URL',
      { ...good, CONSOLE_WEEKLY_API_URL: undefined },
      /CONSOLE_WEEKLY_API_URL is required/,
    ],
    [
      'no CONSOLE_PUBLIC_SITE_URL',
      { ...good, CONSOLE_PUBLIC_SITE_URL: undefined },
      /CONSOLE_PUBLIC_SITE_URL is required/,
    ],
    [
      'a non-integer shift',
      { ...good, CONSOLE_WEEKLY_DATE_SHIFT_DAYS: '1.5' },
      /CONSOLE_WEEKLY_DATE_SHIFT_DAYS must be a whole number/,
    ],
    ['a word as shift', { ...good, CONSOLE_WEEKLY_DATE_SHIFT_DAYS: 'one' }, /CONSOLE_WEEKLY_DATE_SHIFT_DAYS/],
    [
      'a maps key with a quote',
      { ...good, CONSOLE_MAPS_API_KEY: 'AIza"x' },
      /CONSOLE_MAPS_API_KEY may only hold/,
    ],
    [
      'a discount id with a space',
      { ...good, CONSOLE_DISCOUNT_PERCENT_ID: 'a b' },
      /CONSOLE_DISCOUNT_PERCENT_ID may only hold/,
    ],
    [
      'a base path with odd characters',
      { ...good, CONSOLE_BASE_PATH: '/ad min/' },
      /CONSOLE_BASE_PATH must be/,
    ],
    ['a base path climbing up', { ...good, CONSOLE_BASE_PATH: '/../etc/' }, /CONSOLE_BASE_PATH must be/],
    ['a port out of range', { ...good, PORT: '70000' }, /PORT must be a port number/],
  ];
  for (const [what, settings, message] of cases) {
    it(`${what}: exit 1 at once, one line naming the variable`, () => {
      const { status, stderr, ms } = start(settings);
      expect(status).toBe(1);
      expect(stderr).toMatch(message);
      expect(stderr.split('\n')).toHaveLength(1);
      expect(ms).toBeLessThan(5000);
    });
  }

  it('three settings missing and one malformed: each named on its own line, in one run', () => {
    const { status, stderr } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    const lines = stderr.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/CONSOLE_API_URL is required/);
    expect(lines[1]).toMatch(/CONSOLE_WEEKLY_API_URL is required/);
    expect(lines[2]).toMatch(/CONSOLE_PUBLIC_SITE_URL is required/);
    expect(lines[3]).toMatch(/PORT must be a port number/);
  });

  it('a port another server holds: exit 1, one line naming the port (not six bind() errors)', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      const { status, stderr } = start({ ...good, PORT: String(port) });
      expect(status).toBe(1);
      expect(stderr.split('\n')).toEqual([
        `deploy/start: port ${port} is already in use (another server listens on it): stop it or set PORT`,
      ]);
    } finally {
      holder.close();
    }
  });

  it('a directory that is not a deployable build: exit 1, naming the file', () => {
    expect(start(good, 'no-such-dist')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/no-such-dist.*npm run build:prod/),
    });
    // An index.html without the configuration block (a build not made by build:prod).
    const other = mkdtempSync(join(tmpdir(), 'not-prod-'));
    writeFileSync(join(other, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    expect(start(good, other)).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/has no console-config block/),
    });
    rmSync(other, { recursive: true, force: true });
  });

  it('a build whose inline-scripts.csp holds anything but hashes: exit 1, naming it', () => {
    const other = mkdtempSync(join(tmpdir(), 'bad-hashes-'));
    try {
      cpSync(join(DIST_PROD, 'index.html'), join(other, 'index.html'));
      for (const bad of ["'unsafe-inline'", "'sha256-abc' https://evil.example", "'sha256-a\"b'"]) {
        writeFileSync(join(other, 'inline-scripts.csp'), `${bad}\n`);
        expect(start(good, other), bad).toMatchObject({
          status: 1,
          stderr: expect.stringMatching(/inline-scripts\.csp holds .*, not a 'sha256-…' source$/),
        });
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
