import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider as PagesDataProvider } from '../dataProvider';
import type { DashboardCounts, DashboardRange as DateRange } from '.';

/** Only set bounds are sent: an empty range asks for all-time counts. */
export function rangePayload(range: DateRange): DateRange {
  const payload: DateRange = {};
  if (range.startDate) payload.startDate = range.startDate;
  if (range.endDate) payload.endDate = range.endDate;
  return payload;
}

export function useDashboardCounts(range: DateRange) {
  const dataProvider = useDataProvider<PagesDataProvider>();
  const payload = rangePayload(range);
  return useQuery<DashboardCounts>({
    queryKey: ['dashboardCounts', payload],
    queryFn: async () => (await dataProvider.dashboardCounts(payload)).data,
    // The admin retries from the page; silent retries would only delay the error.
    retry: false,
  });
}
