import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What the build for a real API ships, and what the repository keeps out. */
describe('the deployable build (dist-prod)', () => {
  it('leaves out the embedded mock API’s service worker (the demo build keeps it)', () => {
    expect(existsSync('dist-prod/index.html')).toBe(true);
    expect(existsSync('dist-prod/mockServiceWorker.js')).toBe(false);
    expect(existsSync('public/mockServiceWorker.js')).toBe(true);
  });

  it('local env files (a maps key, say) are ignored by git', () => {
    for (const file of ['.env.local', '.env.production.local', '.env.development.local']) {
      const ignored = execFileSync('git', ['check-ignore', '--no-index', '--verbose', file], {
        encoding: 'utf8',
      });
      expect(ignored, file).toMatch(/\.gitignore/);
    }
  });
});
