import type { DashboardCounts } from '..';
import type { TrendRow } from './useTrendData';

/** The four counters, in the order of the dashboard's cards. */
export const TREND_FIELDS = [
  'totalRegisteredUsers',
  'totalAgents',
  'totalBusiness',
  'totalActiveCoupons',
] as const satisfies readonly (keyof DashboardCounts)[];

export type TrendField = (typeof TREND_FIELDS)[number];

/** One value per bucket; null where the bucket is not loaded (a gap in the line, never a zero). */
export function seriesOf(rows: readonly TrendRow[], field: TrendField): (number | null)[] {
  return rows.map((row) => {
    const value = row.counts?.[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
}

export interface SeriesSummary {
  total: number;
  max: { value: number; index: number };
  last: { value: number; index: number };
  /** Buckets without a value. */
  gaps: number;
}

/** The figures the text alternative reads out; undefined until one bucket has loaded. */
export function summarize(values: readonly (number | null)[]): SeriesSummary | undefined {
  let summary: SeriesSummary | undefined;
  let gaps = 0;
  values.forEach((value, index) => {
    if (value === null) {
      gaps += 1;
      return;
    }
    if (!summary) {
      summary = { total: value, max: { value, index }, last: { value, index }, gaps: 0 };
      return;
    }
    summary.total += value;
    // The latest highest wins a tie: "highest" then points at the most recent peak.
    if (value >= summary.max.value) summary.max = { value, index };
    summary.last = { value, index };
  });
  return summary ? { ...summary, gaps } : undefined;
}
