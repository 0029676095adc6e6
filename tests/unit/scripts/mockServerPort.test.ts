import { spawnSync } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { expect, it } from 'vitest';

it('npm run mock:server on a busy port: exit 1, one line naming the port (no EADDRINUSE stack)', async () => {
  const holder = createServer();
  await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
  const port = (holder.address() as AddressInfo).port;
  try {
    const result = spawnSync('node', ['scripts/mock-server.mjs', '--port', String(port)], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `mock:server: port ${port} on 127.0.0.1 is already in use: stop what listens there or pass --port`,
    ]);
  } finally {
    holder.close();
  }
});
