// Sums the per-file tallies written by a `QUALITY_TALLY=1 npx vitest run --project unit tests/unit/quality` run.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), 'quality-tally');
const sum = { inputs: 0, failures: 0, propertyRuns: 0 };
for (const name of readdirSync(dir)) {
  const one = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  for (const key of Object.keys(sum)) sum[key] += one[key] ?? 0;
  process.stdout.write(`${name}\t${JSON.stringify(one)}\n`);
}
process.stdout.write(`total\t${JSON.stringify(sum)}\n`);
