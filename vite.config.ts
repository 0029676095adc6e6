/// <reference types="vitest/config" />

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
// @ts-expect-error a plain .mjs script, untyped
import { moduleSizes } from './scripts/lib/module-sizes.mjs';
import { firstFrame, LIST_VIEW, LOCAL_ENGINE } from './src/firstFrame/vitePlugin.ts';

// Vitest runs four projects: `unit` (unit + component tests in happy-dom, MSW in node), `budget`
// (the production build's first-load size and chunk contents, read from dist/), `e2e` (that build
// on its embedded API, driven in Debian's Chromium) and `realapi` (the deployable build,
// dist-prod/, served by deploy/start against the standalone platform server).
/**
 * The modules the first screen loads, merged into one `boot` chunk.
 *
 * Left to itself the bundler splits what the entry shares with the lazy screens into dozens of
 * small common chunks (55 on /login). On a phone each one costs a round trip before the first
 * paint (Lighthouse mobile, simulated 4G: FCP 4.1 s with 57 requests). A plain vendor group is
 * no answer: it would also pull in the library code only the lazy screens use (+80 KB gzip).
 *
 * So the build runs twice: a first pass in memory with the automatic split tells which modules
 * the entry chunk loads statically (after tree-shaking, which no import graph walk can know);
 * the real build puts exactly those into `boot`. Lazy screens still load on demand and import
 * what they share from `boot`. Costs one extra in-memory build (about 2 s).
 *
 * The same pass gives a list's page its own chunk beside `boot` (`listChunk`,
 * docs/performance.md): `list`, what it needs before its rows (36 files to 1: the rows came
 * 0.9 s sooner).
 */
async function bootChunkGroups(config: UserConfig, mode: string) {
  const output = (await build({
    ...config,
    configFile: false,
    mode,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The modules of these chunks and of every chunk they import statically. */
  const reached = (start: Rolldown.OutputChunk[], without = new Set<string>()) => {
    const modules = new Set<string>();
    const queue = [...start];
    const visited = new Set<string>();
    while (queue.length) {
      const chunk = queue.pop() as Rolldown.OutputChunk;
      if (visited.has(chunk.fileName)) continue;
      visited.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (!without.has(id)) modules.add(id);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return modules;
  };
  const boot = reached(chunks.filter((chunk) => chunk.isEntry));
  /** The modules beside `boot` that the chunks holding these modules need. */
  const screen = (ends: string[]) =>
    reached(
      chunks.filter((chunk) => chunk.moduleIds.some((id) => ends.some((end) => id.endsWith(end)))),
      boot,
    );
  // A list's page: the generated list and the local engine its first read waits for.
  const list = screen([LIST_VIEW, LOCAL_ENGINE]);
  return [
    {
      name: (id: string) => (boot.has(id) ? 'boot' : null),
      debugName: 'boot',
      // The group's own size limits must not split it again.
      minSize: 0,
    },
    ...(speedOff.has('listChunk')
      ? []
      : [{ name: (id: string) => (list.has(id) ? 'list' : null), debugName: 'list', minSize: 0 }]),
  ];
}

/**
 * Each locale's message files (src/i18n/<code>/*.json, English aside: it is in `boot`) in one
 * lazy chunk, so choosing a language costs one request, as when each locale was one module.
 */
const localeMessagesGroup = {
  name: (id: string) => {
    const code = /\/src\/i18n\/([a-z]{2,3}(?:-[A-Za-z]+)?)\/[^/]+\.json$/.exec(id)?.[1];
    return code && code !== 'en' ? `messages-${code}` : null;
  },
  debugName: 'locale messages',
  minSize: 0,
};

/**
 * Speed mechanisms a build leaves out for an A/B measurement (`VITE_SPEED_OFF=a,b`, src/lib/fast/speed.ts;
 * `npm run perf:ab`). The build-level ones are read here.
 */
const speedOff = new Set((process.env.VITE_SPEED_OFF ?? '').split(','));

/**
 * The xlsx libraries get fflate without its `blob:` workers, which the console's CSP blocks
 * (src/lib/xlsxZip.ts says why). In builds, workers' bundles included; unit tests use Node's fflate.
 */
const fflateWithoutWorkers = (): Plugin => ({
  name: 'console:fflate-without-workers',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === 'fflate' &&
      importer &&
      /[\\/]node_modules[\\/](read|write)-excel-file[\\/]/.test(importer)
    )
      return join(import.meta.dirname, 'src/lib/xlsxZip.ts');
    return null;
  },
});

/**
 * Both browser projects' expect.poll: a page under a busy CI host may take seconds to show what a
 * poll waits for; 1 s (Vitest's default) failed the locale switch under load.
 */
const BROWSER_EXPECT = { poll: { timeout: 10_000 } };

const app: UserConfig = {
  plugins: [react(), fflateWithoutWorkers()],
  // A worker's bundle gets none of the plugins above: the xlsx reader runs in one.
  worker: { plugins: () => [fflateWithoutWorkers()] },
  // Served as they are in development too (not pre-bundled), so the dev server's xlsx libraries
  // get the same fflate as the build's: `npm run dev` runs what production runs.
  optimizeDeps: { exclude: ['read-excel-file', 'write-excel-file'] },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
  },
};

/**
 * A build for a real platform must know the public site: agent referral links and QR codes are
 * `{VITE_PUBLIC_SITE_URL}/registration/{referralNumber}`, and without it they would point at the
 * console's own origin, a link no agent can share. The embedded demo keeps its own origin.
 */
function requirePublicSite(mode: string): void {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  if (isRealApiBuild(mode) && !env.VITE_PUBLIC_SITE_URL?.trim()) {
    throw new Error(
      'VITE_PUBLIC_SITE_URL is not set. A build for a real API (VITE_API_URL) needs the public ' +
        "site's address for agent referral links and QR codes ({VITE_PUBLIC_SITE_URL}/registration/" +
        '{referralNumber}); without it they would point at the console itself. Set it in the ' +
        'environment or .env.production.local (see README, Configuration).',
    );
  }
}

/** A build for a real platform API (VITE_API_URL set, the embedded mock not asked for). */
function isRealApiBuild(mode: string): boolean {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const mock = (env.VITE_MOCK_API ?? '').trim().toLowerCase();
  return Boolean(env.VITE_API_URL?.trim()) && mock !== 'true' && mock !== '1';
}

/** The deployable build (`npm run build:prod`): configured where it runs, by deploy/start. */
const isRuntimeConfigBuild = (mode: string) =>
  ({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }).VITE_RUNTIME_CONFIG === 'true';

/** The embedded mock API's service worker (public/) has no use in a build for a real API. */
const dropMockWorker = (): Plugin => ({
  name: 'console:drop-mock-worker',
  apply: 'build',
  writeBundle(options) {
    if (options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
  },
});

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  if (command === 'build' && !process.env.VITEST) requirePublicSite(mode);
  // Production builds merge what the first screen loads into one chunk (bootChunkGroup above).
  const production = command === 'build' && !process.env.VITEST;
  // `CONSOLE_DEV_FIRST_FRAME=true npm run dev` (or that line in .env.development.local): the dev
  // server serves each screen's first frame, its chooser and, against a real API, its early read,
  // as a production build does (src/firstFrame/vitePlugin.ts).
  const devFirstFrame =
    command === 'serve' &&
    !process.env.VITEST &&
    ({ ...loadEnv(mode, process.cwd(), 'CONSOLE_'), ...process.env }.CONSOLE_DEV_FIRST_FRAME ?? '') ===
      'true';
  const boot = production && !speedOff.has('bootChunk') ? await bootChunkGroups(app, mode) : [];
  const realApi =
    command === 'build' && !process.env.VITEST && (isRealApiBuild(mode) || isRuntimeConfigBuild(mode));
  return {
    ...app,
    plugins: [
      ...(app.plugins ?? []),
      ...(realApi ? [dropMockWorker()] : []),
      // Each chunk's modules and bytes, for the budgets' "what grew" (tests/budget/).
      ...(command === 'build' && !process.env.VITEST ? [moduleSizes() as Plugin] : []),
      // The first frame from HTML (src/firstFrame/vitePlugin.ts), in production builds, and in
      // the dev server when asked.
      ...((production || devFirstFrame) && !speedOff.has('firstFrame')
        ? [
            firstFrame(build, {
              earlyRead: !speedOff.has('earlyRead'),
              dev: devFirstFrame,
            }),
          ]
        : []),
    ],
    build: {
      ...app.build,
      rolldownOptions: production
        ? { output: { codeSplitting: { groups: [...boot, localeMessagesGroup] } } }
        : undefined,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      // Every core: Vitest's own default is one fewer, which on CI's 2-core machine ran the unit
      // project's files one at a time. The browser projects run their files one at a time
      // (fileParallelism: false): two at a time took as long on 2 cores, each test twice as slow.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
            env: {
              VITE_API_URL: 'http://api.test/v1',
              VITE_WEEKLY_API_URL: 'http://weekly.test',
              VITE_MOCK_API: 'false',
              VITE_PUBLIC_SITE_URL: 'https://site.test',
            },
            testTimeout: 20000,
          },
        },
        {
          extends: true,
          test: {
            // `npm run budget` runs it alone after a build, in well under a minute.
            name: 'budget',
            environment: 'node',
            include: ['tests/budget/**/*.budget.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The deployable build (dist-prod/, `npm run build:prod`), served by deploy/start, against the
            // standalone platform server over HTTP, with faults injected on the server side.
            name: 'realapi',
            environment: 'node',
            include: ['tests/realapi/**/*.realapi.ts'],
            globalSetup: ['tests/realapi/global-setup.ts'],
            setupFiles: ['tests/e2e/setup.ts'],
            testTimeout: 90000,
            hookTimeout: 60000,
            fileParallelism: false,
            expect: BROWSER_EXPECT,
            // On CI a failed browser test runs once more; npm test names each one that passed only
            // then in a `flaky:` line (scripts/test-reporter.mjs). Unit tests never retry.
            retry: process.env.CI ? 1 : 0,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            setupFiles: ['tests/e2e/setup.ts'],
            testTimeout: 60000,
            hookTimeout: 60000,
            fileParallelism: false,
            expect: BROWSER_EXPECT,
            retry: process.env.CI ? 1 : 0,
          },
        },
      ],
    },
  };
});
