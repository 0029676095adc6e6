import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeBasePath, readConfig, readRuntimeConfig } from '../../src/config';

/** A document whose index.html holds `block` as the console-config JSON (what deploy/start writes). */
function documentWith(block: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('console');
  if (block !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'console-config';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

const ORIGIN = 'https://console.example.com';

describe('the configuration written at start (deploy/start → index.html)', () => {
  it('is read before the first render and wins over the build’s VITE_* values', () => {
    const runtime = readRuntimeConfig(
      documentWith(
        JSON.stringify({
          apiUrl: 'https://api.example.com/v1/',
          weeklyApiUrl: 'http://weekly.example.com:8080',
          publicSiteUrl: 'https://coupons.example.com',
          mapsApiKey: 'key-123',
          discountPercentId: 'p1',
          discountDollarId: 'd1',
          weeklyDateShiftDays: 0,
          basePath: 'admin',
        }),
      ),
    );
    const config = readConfig(
      { VITE_API_URL: 'http://baked.test/v1', VITE_MOCK_API: 'true' },
      ORIGIN,
      '',
      runtime,
    );
    expect(config).toMatchObject({
      apiUrl: 'https://api.example.com/v1',
      weeklyApiUrl: 'http://weekly.example.com:8080',
      publicSiteUrl: 'https://coupons.example.com',
      mapsApiKey: 'key-123',
      discountPercentId: 'p1',
      discountDollarId: 'd1',
      weeklyDateShiftDays: 0,
      basePath: '/admin/',
      mockApi: false,
    });
  });

  it('the placeholder of a build not configured at start, a broken or an empty block count as none', () => {
    for (const block of [undefined, '{}', '', 'not json', '[]', '{"apiUrl": ""}']) {
      expect(readRuntimeConfig(documentWith(block)), String(block)).toBeUndefined();
    }
    // Without one, the build's own values (the demo: the embedded mock API) apply.
    const demo = readConfig({}, ORIGIN, '', undefined);
    expect(demo).toMatchObject({ mockApi: true, apiUrl: `${ORIGIN}/mock-api/v1`, basePath: '/' });
  });

  it('normalises the base path', () => {
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('/admin')).toBe('/admin/');
    expect(normalizeBasePath('admin/')).toBe('/admin/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
  });
});

/**
 * The build's side of publicSiteUrl (vite.config.ts, requirePublicSite): a build for a real API
 * without VITE_PUBLIC_SITE_URL used to succeed, and every referral link and QR code then pointed
 * at the console's own origin (readConfig's fallback). It now stops with a clear message.
 */
describe('a production build for a real API', () => {
  it('refuses to build without VITE_PUBLIC_SITE_URL and says why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, VITE_API_URL: 'https://api.example.com/v1' };
    delete env.VITEST;
    delete env.VITE_PUBLIC_SITE_URL;
    delete env.VITE_MOCK_API;
    const outDir = join(mkdtempSync(join(tmpdir(), 'no-site-')), 'dist');
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/VITE_PUBLIC_SITE_URL is not set/);
  });
});
