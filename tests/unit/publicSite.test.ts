import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A build for a real API without VITE_PUBLIC_SITE_URL used to succeed, and every referral link
 * and QR code then pointed at the console's own origin. It now stops with a clear message.
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
