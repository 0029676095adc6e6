#!/usr/bin/env node
// `npm run mock:server`: the embedded platform API as a real HTTP server (CORS on), so the console
// can run in real-API mode on this machine:
//   npm run mock:server -- [--port 4010] [--host 127.0.0.1] [--scale 1] [--data file.json]
//   VITE_API_URL=http://127.0.0.1:4010/v1 VITE_WEEKLY_API_URL=http://127.0.0.1:4010/weekly npm start
// The handlers are TypeScript (mocks/); Vite's module runner loads them, so no build step is needed.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    scale: { type: 'string', default: '1' },
    data: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'npm run mock:server -- [--port 4010] [--host 127.0.0.1] [--scale N] [--data file.json]\n' +
      'Serves the mock platform API at http://HOST:PORT/v1 and the weekly host at http://HOST:PORT/weekly.',
  );
  process.exit(0);
}

// A port another server holds: one line naming it, not a stack trace.
const free = await new Promise((resolve) => {
  const probe = createServer();
  probe.once('error', (error) => resolve(error.code !== 'EADDRINUSE'));
  probe.listen(Number(values.port), values.host, () => probe.close(() => resolve(true)));
});
if (!free) {
  console.error(
    `mock:server: port ${values.port} on ${values.host} is already in use: stop what listens there or pass --port`,
  );
  process.exit(1);
}

const entry = fileURLToPath(new URL('../mocks/server.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
const server = await module.startPlatformServer({
  port: Number(values.port),
  host: values.host,
  scale: Number(values.scale) || 1,
  dataFile: values.data,
});

console.log(`Mock platform API on ${server.apiUrl} (weekly host ${server.weeklyUrl})`);
console.log('Run the console against it:');
console.log(`  VITE_API_URL=${server.apiUrl} VITE_WEEKLY_API_URL=${server.weeklyUrl} npm start`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
