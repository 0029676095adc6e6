import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatformServer } from '../../mocks/server';
import {
  type DeployedConsole,
  DIST_PROD,
  nginxPath,
  platformEnv,
  REAL_API_PORT,
  startDeploy,
  TALLY_DIR,
} from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    realBaseURL: string;
    apiOrigin: string;
    /** deploy/start's runtime directory for the suite's console (its nginx.conf, headers.conf). */
    realRuntimeDir: string;
  }
}

/**
 * The deployable build (`dist-prod/`, `npm run build:prod`: no address in it, no MSW) served the
 * way production serves it: `deploy/start dist-prod` (nginx, the headers of docs/security.md,
 * the configuration written into index.html at start), against the standalone platform server
 * (the mock handlers over real HTTP, with CORS and fault injection) on its own port: another
 * origin, as in production.
 */
export default async function setup(project: TestProject) {
  if (!nginxPath())
    throw new Error(
      'nginx is missing: the real-API suite serves dist-prod/ with deploy/start (nginx) as production does. ' +
        'Install it: apt-get install -y nginx (npm test does as root)',
    );
  if (!existsSync(`${DIST_PROD}/index.html`))
    throw new Error(`${DIST_PROD}/ is missing: run \`npm run build:prod\` (npm test builds it)`);
  const platform = await startPlatformServer({ port: REAL_API_PORT, aiDelayMs: 300 });
  let site: DeployedConsole;
  try {
    site = await startDeploy(platformEnv(platform.origin));
  } catch (error) {
    await platform.close();
    throw error;
  }
  rmSync(TALLY_DIR, { recursive: true, force: true });
  mkdirSync(TALLY_DIR, { recursive: true });
  project.provide('realBaseURL', site.url);
  project.provide('apiOrigin', platform.origin);
  project.provide('realRuntimeDir', site.runtimeDir);
  return async () => {
    try {
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
    } finally {
      // nginx's whole process group, then the platform: nothing of the suite keeps running.
      await site.close();
      await platform.close();
    }
  };
}
