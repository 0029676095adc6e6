import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { afterAll } from 'vitest';

/**
 * Counts what a quality suite tries (inputs, injected failures, property runs). Nothing is printed:
 * with QUALITY_TALLY=1 each file writes its totals to $TMPDIR/quality-tally/<file>.json, and
 * `node tests/unit/quality/support/sumTally.mjs` adds them up for docs/coverage/quality.md.
 */
export interface Tally {
  inputs: number;
  failures: number;
  propertyRuns: number;
}

export function tallyFor(file: string) {
  const totals: Tally = { inputs: 0, failures: 0, propertyRuns: 0 };
  afterAll(() => {
    if (!process.env.QUALITY_TALLY) return;
    const dir = join(tmpdir(), 'quality-tally');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${basename(file)}.json`), JSON.stringify(totals));
  });
  return {
    totals,
    input: (count = 1) => {
      totals.inputs += count;
    },
    failure: (count = 1) => {
      totals.failures += count;
    },
    /** fc.assert with a modest run count, counted. */
    check<T>(property: fc.IProperty<T> | fc.IAsyncProperty<T>, numRuns = 150) {
      totals.propertyRuns += numRuns;
      return fc.assert(property as fc.IProperty<T>, { numRuns });
    },
    async checkAsync<T>(property: fc.IAsyncProperty<T>, numRuns = 100) {
      totals.propertyRuns += numRuns;
      await fc.assert(property, { numRuns });
    },
  };
}
