#!/usr/bin/env node
// `npm run bench`: prints the engine and weekly-grid figures (Vitest bench in happy-dom).
//  - engine: getList on 100,000 records (sort + filter + one page; page change on an unchanged sort)
//  - weekly grid: render 100 rows; enter / leave edit mode on one row
// Browser figures for the grid's edit toggle are measured in tests/e2e/pages.e2e.ts.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  [
    'vitest',
    'bench',
    '--run',
    '--project',
    'unit',
    'scripts/bench/engine.bench.ts',
    'scripts/bench/weekly.bench.tsx',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
