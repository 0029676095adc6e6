import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script, untyped
import { summaryLines } from '../../../scripts/test-reporter.mjs';

/** `npm test`'s runner on the fixture config (tests/fixtures/runner/): one project retrying once. */
function runnerOn(file: string) {
  const results = mkdtempSync(join(tmpdir(), 'runner-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const run = spawnSync(
    process.execPath,
    ['scripts/test-all.mjs', '--config', 'tests/fixtures/runner/vitest.config.mjs'],
    { encoding: 'utf8', env: { ...env, RUNNER_FILE: file, TEST_RESULTS_DIR: results, NO_COLOR: '1' } },
  );
  const lines = run.stdout.trim().split('\n');
  const flaky = JSON.parse(readFileSync(join(results, 'flaky.json'), 'utf8'));
  return { status: run.status, lines, last: lines.at(-1), flaky };
}

describe('npm test’s runner (scripts/test-all.mjs)', () => {
  it('passes a test that passed on its retry, and names it in a flaky: line and flaky.json', () => {
    const run = runnerOn('flaky.runner.ts');
    expect(run.last).toBe('1 passed, 0 failed');
    expect(run.status).toBe(0);
    const line = run.lines.find((text) => text.startsWith('flaky: '));
    expect(line).toContain('flaky.runner.ts > fails on its first run and passes on its second');
    // Where in the test it failed: the line of the test file the error was thrown at.
    expect(line).toMatch(/first error: the first run.* at tests\/fixtures\/runner\/flaky\.runner\.ts:5\)$/);
    expect(run.flaky).toEqual([
      expect.objectContaining({
        project: 'runner',
        name: 'fails on its first run and passes on its second',
        retries: 1,
      }),
    ]);
    expect(run.lines).toContain('wall time per project:');
    expect(run.lines).toContain('ten slowest test files:');
  }, 60_000);

  it('fails on a test that failed twice, and does not call it flaky', () => {
    const run = runnerOn('broken.runner.ts');
    expect(run.last).toBe('0 passed, 1 failed');
    expect(run.status).toBe(1);
    expect(run.lines.some((text) => text.startsWith('flaky: '))).toBe(false);
    expect(run.flaky).toEqual([]);
  }, 60_000);
});

describe('summaryLines', () => {
  it('prints each project’s wall time, at most ten slowest files, and one line per flaky test', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({
      project: 'e2e',
      file: `f${i}.e2e.ts`,
      ms: 12_000 - i * 1000,
    }));
    const lines: string[] = summaryLines({
      timing: { projects: { unit: { ms: 61_000 }, e2e: { ms: 600_500 } }, files },
      flaky: [{ file: 'a.e2e.ts', name: 'login > signs in', retries: 1, firstError: 'timeout' }],
    });
    expect(lines).toContain('  unit: 61.0 s');
    expect(lines).toContain('  e2e: 600.5 s');
    expect(lines.filter((line) => line.includes('.e2e.ts (e2e)'))).toHaveLength(10);
    expect(lines.at(-1)).toBe('flaky: a.e2e.ts > login > signs in (passed on retry 1; first error: timeout)');
  });
});
