import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port the suite starts the standalone platform server on (deploy/start points dist-prod at it). */
export const REAL_API_PORT = Number(process.env.REAL_API_PORT ?? 47110);
/** Where each file writes what it counted (inputs kept or lost, screens covered). */
export const TALLY_DIR = join(tmpdir(), 'realapi-tally');

/** The deployable build the suite serves (`npm run build:prod`), and the script that serves it. */
export const DIST_PROD = 'dist-prod';
export const DEPLOY_START = 'deploy/start';
/** The public site the real-API suite configures (CONSOLE_PUBLIC_SITE_URL). */
export const PUBLIC_SITE_URL = 'https://www.example.com';

/** nginx's path, as deploy/start finds it (on PATH, else Debian's /usr/sbin/nginx), or undefined. */
export function nginxPath(): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // not on PATH
  }
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The deploy/start settings for a platform server at `origin` . */
export const platformEnv = (origin: string): Record<string, string> => ({
  CONSOLE_API_URL: `${origin}/v1`,
  CONSOLE_WEEKLY_API_URL: `${origin}/weekly`,
  CONSOLE_PUBLIC_SITE_URL: PUBLIC_SITE_URL,
});

/** What deploy/start sees besides the settings a caller gives: no CONSOLE_* from the shell. */
export const startEnv = (settings: Record<string, string>): Record<string, string> => ({
  PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
  ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
  ...settings,
});

export interface DeployedConsole {
  /** e.g. http://127.0.0.1:41234 (the domain root, whatever the base path) */
  url: string;
  /** The runtime directory deploy/start wrote (the served copy, nginx.conf, headers.conf). */
  runtimeDir: string;
  /** What deploy/start and nginx wrote on stderr so far. */
  stderr(): string;
  /** Stops nginx (its whole process group) and removes the runtime directory. */
  close(): Promise<void>;
}

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
// Whatever happens to the test process, no nginx of ours outlives it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function startOnce(
  settings: Record<string, string>,
  dist: string,
  port: number,
): Promise<DeployedConsole | { failure: string }> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'console-deploy-'));
  // Its own process group (deploy/start execs nginx, whose workers join it): killed as one.
  const child = spawn(DEPLOY_START, [dist], {
    env: startEnv({ PORT: String(port), CONSOLE_RUNTIME_DIR: runtimeDir, ...settings }),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      running.delete(child);
      done();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (exitCode === undefined) {
      killGroup(child, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (exitCode === undefined) {
        killGroup(child, 'SIGKILL');
        await exited;
      }
    }
    // The workers go with the master; make sure of it.
    for (let i = 0; child.pid && groupAlive(child.pid) && i < 50; i += 1) await sleep(100);
    if (child.pid && groupAlive(child.pid)) killGroup(child, 'SIGKILL');
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) break;
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok && (await response.text()).trim() === 'ok') {
        return { url, runtimeDir, stderr: () => stderr, close };
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await close();
  const reason = exitCode === undefined ? 'did not answer /healthz within 15 s' : `exited with ${exitCode}`;
  return { failure: `deploy/start ${dist} ${reason}:\n${stderr.trim()}` };
}

/**
 * Serves `dist` as production does: `deploy/start DIST` (nginx) with these CONSOLE_* settings on a
 * free port, in its own process group, answering /healthz. A port taken in between is retried.
 */
export async function startDeploy(
  settings: Record<string, string>,
  dist: string = DIST_PROD,
): Promise<DeployedConsole> {
  if (!nginxPath())
    throw new Error(
      'nginx is missing: the real-API suite serves the build with it. Install it: apt-get install -y nginx',
    );
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: run \`npm run build:prod\` (npm test builds it)`);
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = await startOnce(settings, dist, await freePort());
    if (!('failure' in started)) return started;
    failure = started.failure;
    if (!/Address already in use/.test(failure)) break;
  }
  throw new Error(failure);
}
