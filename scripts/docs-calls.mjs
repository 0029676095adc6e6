#!/usr/bin/env node
// `npm run docs:calls`: writes docs/api-calls.md, the table of every platform call, from the
// declarations (src/engine/callTable.ts). tests/unit/scripts/lib/callTableSource.test.ts fails
// when it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./lib/callTableSource.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
const out = fileURLToPath(new URL('../docs/api-calls.md', import.meta.url));
writeFileSync(out, module.currentCallTable());
console.log(`Wrote ${out}`);
