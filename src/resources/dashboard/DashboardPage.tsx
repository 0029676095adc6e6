import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/envelope';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import { useReleaseBarWhen } from '../../lib/fast/barAfterRows';
import type { DashboardRange as DateRange } from '.';
import { DashboardCounters } from './DashboardCounters';
import { DashboardPanels } from './DashboardPanels';
import { DateRangeForm } from './DateRangeForm';
import { rangePayload, useDashboardCounts } from './useDashboardCounts';

const sameRange = (a: DateRange, b: DateRange) => a.startDate === b.startDate && a.endDate === b.endDate;

/** /DashboardHome: all-time counts on open, then the counts of the searched range. */
export const DashboardPage = () => {
  const translate = useTranslate();
  const [range, setRange] = useState<DateRange>({});
  const query = useDashboardCounts(range);
  const applied = rangePayload(range);
  const hasRange = Boolean(applied.startDate || applied.endDate);
  // The app bar on a page load (declared barAfterData): once the counters are there, or failed.
  useReleaseBarWhen(!query.isPending);

  // Searching the same range again asks the server again (counts move while the admin watches).
  const search = (next: DateRange) =>
    sameRange(rangePayload(next), applied) ? void query.refetch() : setRange(next);
  const clear = () => (hasRange ? setRange({}) : void query.refetch());

  const open = translate('app.dashboard.range_open');
  const summary = hasRange
    ? translate('app.dashboard.range_applied', {
        from: applied.startDate ?? open,
        to: applied.endDate ?? open,
      })
    : translate('app.dashboard.range_all_time');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading titleKey="app.dashboard.title" />
      <DateRangeForm onSearch={search} onClear={clear} searching={query.isFetching} hasRange={hasRange} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('app.pages.retry')}
            </Button>
          }
        >
          {translate('app.pages.load_error', { message: translate(errorMessage(query.error)) })}
        </Alert>
      ) : null}
      <DashboardCounters counts={query.data} loading={query.isPending} />
      <DashboardPanels range={applied} ready={!query.isPending} />
    </Box>
  );
};
