// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs of the perf tools, without types
import { median, mergeRounds } from '../../../perf/lib.mjs';

describe('median', () => {
  it('takes the middle of the finite numbers, the mean of the middle two for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('mergeRounds: one page measured once a round', () => {
  const round = (rows: number | null, tbt: number, score: number, longTasks: number[]) => ({
    request_count: 20,
    rows_visible_ms: rows,
    rows_bytes_before_gzip: 364_700,
    rows_runs: 1,
    rows_missing: rows === null ? 1 : 0,
    rows_lcp_elements: ['h1'],
    rows_throttling: { cpu_rate: 4 },
    lh_mobile_tbt_ms: tbt,
    lh_mobile_score: score,
    lh_mobile_runs: 1,
    lh_mobile_long_tasks_ms: longTasks,
    lh_mobile_final_urls: ['/DataListing'],
  });

  it('gives each figure the median of the rounds and keeps the rounds in order', () => {
    const m = mergeRounds([
      round(5200, 400, 75, [90]),
      round(6100, 600, 70, [150]),
      round(5500, 300, 78, [60]),
    ]);
    expect(m.rows_visible_ms).toBe(5500);
    expect(m.rows_visible_runs).toEqual([5200, 6100, 5500]);
    expect(m.lh_mobile_tbt_ms).toBe(400);
    expect(m.lh_mobile_tbts).toEqual([400, 600, 300]);
    expect(m.lh_mobile_scores).toEqual([75, 70, 78]);
    expect(m.rows_runs).toBe(3);
    expect(m.lh_mobile_runs).toBe(3);
    // The long tasks are the median-TBT round's, not a mix of the three.
    expect(m.lh_mobile_long_tasks_ms).toEqual([90]);
    expect(m.lh_mobile_final_urls).toEqual(['/DataListing']);
    expect(m.rows_throttling).toEqual({ cpu_rate: 4 });
  });

  it('counts a load without the mark as missing, and leaves it out of the median', () => {
    const m = mergeRounds([round(5200, 400, 75, []), round(null, 500, 72, []), round(5600, 450, 74, [])]);
    expect(m.rows_missing).toBe(1);
    expect(m.rows_visible_ms).toBe(5400);
    expect(m.rows_visible_runs).toEqual([5200, null, 5600]);
  });

  it('reports a failed round by its error, the others still counted', () => {
    const m = mergeRounds([round(5200, 400, 75, []), { error: 'timeout' }]);
    expect(m.rows_visible_ms).toBe(5200);
    expect(m.round_errors).toEqual(['timeout']);
    expect(m.error).toBeUndefined();
    expect(mergeRounds([{ error: 'no browser' }])).toEqual({ error: 'no browser' });
  });

  it('a single round is that round, with no lists of runs', () => {
    const m = mergeRounds([round(5200, 400, 75, [90])]);
    expect(m.rows_visible_ms).toBe(5200);
    expect(m.rows_visible_runs).toBeUndefined();
  });
});
