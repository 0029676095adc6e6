import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatformServer } from '../../mocks/server';
import { cspWithApi } from '../e2e/csp';
import { serveDist } from '../e2e/server';
import { REAL_API_PORT, TALLY_DIR } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    realBaseURL: string;
    apiOrigin: string;
  }
}

/**
 * The console built for a real platform (`dist-real/`, VITE_API_URL set: no MSW in the page),
 * served like a deployment, against the standalone platform server (the mock handlers over real
 * HTTP, with CORS and fault injection) on its own port: another origin, as in production.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist-real/index.html'))
    throw new Error('dist-real/ is missing: run `npm run build:real` (npm test builds it)');
  const platform = await startPlatformServer({ port: REAL_API_PORT, aiDelayMs: 300 });
  // Served as docs/security.md says to deploy it with an API on another origin.
  const site = await serveDist('dist-real', { 'Content-Security-Policy': cspWithApi([platform.origin]) });
  rmSync(TALLY_DIR, { recursive: true, force: true });
  mkdirSync(TALLY_DIR, { recursive: true });
  project.provide('realBaseURL', site.url);
  project.provide('apiOrigin', platform.origin);
  return async () => {
    const totals = {
      faultsInjected: platform.faults.injected(),
      kept: 0,
      lost: 0,
      screens: new Set<string>(),
    };
    for (const name of readdirSync(TALLY_DIR)) {
      const one = JSON.parse(readFileSync(join(TALLY_DIR, name), 'utf8'));
      totals.kept += one.kept;
      totals.lost += one.lost;
      for (const screen of one.screens) totals.screens.add(screen);
    }
    console.log(
      `real-API suite: ${totals.faultsInjected} faults injected by the server, ` +
        `${totals.screens.size} screens, inputs kept ${totals.kept}, lost ${totals.lost}`,
    );
    await site.close();
    await platform.close();
  };
}
