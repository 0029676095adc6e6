#!/usr/bin/env node
// `npm run build:real`: the production build for a real platform API (VITE_API_URL set, so no
// mock API in the page) into dist-real/, pointed at the standalone platform server the real-API
// browser suite starts (`npm run mock:server` serves the same on 4010 by default).
import { spawnSync } from 'node:child_process';

const port = process.env.REAL_API_PORT ?? '47110';
const origin = `http://127.0.0.1:${port}`;
const result = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', 'dist-real', '--emptyOutDir', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_URL: `${origin}/v1`,
      VITE_WEEKLY_API_URL: `${origin}/weekly`,
      VITE_PUBLIC_SITE_URL: process.env.VITE_PUBLIC_SITE_URL ?? 'https://www.example.com',
      VITE_MOCK_API: 'false',
    },
  },
);
process.exit(result.status ?? 1);
