#!/usr/bin/env node
// `npm run build:prod`: the one deployable build, dist-prod/. It holds no address: deploy/start
// writes the configuration (CONSOLE_* variables) into index.html where it runs. Asset URLs are
// relative (index.html gets a <base> at start), so the same build serves at / or under a
// sub-path. Text assets are precompressed (.gz for nginx's gzip_static, .br where brotli is on).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const OUT = 'dist-prod';
const BLANK = [
  'VITE_API_URL',
  'VITE_WEEKLY_API_URL',
  'VITE_PUBLIC_SITE_URL',
  'VITE_MAPS_API_KEY',
  'VITE_DISCOUNT_PERCENT_ID',
  'VITE_DISCOUNT_DOLLAR_ID',
  'VITE_WEEKLY_DATE_SHIFT_DAYS',
  'VITE_MOCK_SCALE',
];
// Only the switches of this build: no VITE_* address from the shell or an .env file may get in.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
const result = spawnSync(
  'npx',
  [
    'vite',
    'build',
    '--outDir',
    OUT,
    '--emptyOutDir',
    '--base',
    './',
    '--mode',
    'deploy',
    '--logLevel',
    'warn',
  ],
  {
    stdio: 'inherit',
    env: {
      ...env,
      // Set empty, they win over any .env file (Vite never overrides the environment).
      ...Object.fromEntries(BLANK.map((key) => [key, ''])),
      VITE_RUNTIME_CONFIG: 'true',
      VITE_MOCK_API: 'false',
    },
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);

const TEXT = /\.(js|css|svg|json|txt|map)$/;
let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size > 512) {
      const body = readFileSync(path);
      const gz = gzipSync(body, { level: 9 });
      writeFileSync(`${path}.gz`, gz);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      files += 1;
      before += body.length;
      after += gz.length;
    }
  }
};
walk(OUT);
console.log(
  `${OUT}/: ${files} text assets precompressed (${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB gzip)`,
);
