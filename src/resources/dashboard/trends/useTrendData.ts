import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider as PagesDataProvider } from '../../dataProvider';
import type { DashboardCounts } from '..';
import type { Bucket } from './buckets';
import { createLimiter, TREND_CONCURRENCY } from './limiter';

export type BucketStatus = 'pending' | 'error' | 'success';

export interface TrendRow {
  bucket: Bucket;
  status: BucketStatus;
  /** Present only for a loaded bucket: a failed one is a gap, never a zero. */
  counts?: DashboardCounts;
}

export interface TrendData {
  rows: TrendRow[];
  pending: number;
  failed: number;
  /** Why the first failed bucket failed (a message or a message key), for the alert. */
  failure?: string;
  /** Asks again for the failed buckets only; the loaded ones stay as they are. */
  retryFailed: () => void;
}

/** Past periods rarely change while the admin looks: a minute before asking again. */
const STALE_MS = 60_000;

/** One cached dashboardData call per bucket, at most TREND_CONCURRENCY in flight. */
export function useTrendData(buckets: Bucket[]): TrendData {
  const dataProvider = useDataProvider<PagesDataProvider>();
  // One queue per panel: a stuck request elsewhere never blocks this one.
  const [limiter] = useState(() => createLimiter(TREND_CONCURRENCY));
  const queries = useQueries({
    queries: buckets.map(({ startDate, endDate }) => ({
      queryKey: ['dashboardCounts', startDate, endDate],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await limiter.run(() => dataProvider.dashboardCounts({ startDate, endDate }), signal)).data,
      // Failures are shown with a Retry: silent retries would only delay the gap.
      retry: false,
      staleTime: STALE_MS,
    })),
  });

  const rows: TrendRow[] = buckets.map((bucket, i) => {
    const query = queries[i];
    if (query?.status === 'success') return { bucket, status: 'success', counts: query.data };
    // A failed bucket being retried is pending again, not still failed.
    return { bucket, status: query?.status === 'error' && !query.isFetching ? 'error' : 'pending' };
  });

  const retryFailed = () => {
    for (const query of queries) if (query.isError && !query.isFetching) void query.refetch();
  };

  return {
    rows,
    pending: rows.filter((row) => row.status === 'pending').length,
    failed: rows.filter((row) => row.status === 'error').length,
    failure: queries.find((query) => query.isError && !query.isFetching)?.error?.message || undefined,
    retryFailed,
  };
}
