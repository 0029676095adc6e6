#!/usr/bin/env node
// `npm run docs:routes`: writes the route table of docs/architecture.md (between its
// `<!-- routes:start -->` and `<!-- routes:end -->` markers) from the declarations
// (scripts/lib/routeTableSource.ts). tests/unit/scripts/lib/routeTableSource.test.ts fails when
// it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./lib/routeTableSource.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
const out = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));
writeFileSync(out, module.withRouteTable(readFileSync(out, 'utf8')));
console.log(`Wrote the route table of ${out}`);
