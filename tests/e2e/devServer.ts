import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * `npm start` for a test: the Vite dev server (React's development build, with its warnings) on a
 * free port of 127.0.0.1, in its own process with a development environment (not the test
 * runner's NODE_ENV / VITEST variables).
 */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** `extraEnv`: the dev server's own switches (CONSOLE_DEV_FIRST_FRAME, say). */
export async function startDevServer(
  timeoutMs = 60_000,
  extraEnv: Record<string, string> = {},
): Promise<DevServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(VITEST|VITE_|NODE_ENV$|TEST$)/.test(name)) env[name] = value;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { env: { ...env, ...extraEnv, BROWSER: 'none' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`vite did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    /** Vite's own output so far (its warnings belong to the report too). */
    get output() {
      return output;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } as DevServer & { readonly output: string };
}
