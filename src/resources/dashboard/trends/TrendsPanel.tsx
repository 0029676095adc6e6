import ShowChartIcon from '@mui/icons-material/ShowChart';
import TableChartIcon from '@mui/icons-material/TableChart';
import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormatDate } from '../../../i18n/format';
import { useTranslate } from '../../../i18n/useTranslate';
import { today } from '../../../lib/dates';
import type { DashboardRange as DateRange } from '..';
import { bucketsFor } from './buckets';
import { TrendCharts } from './TrendCharts';
import { TrendsFrame } from './TrendsFrame';
import { TrendTable } from './TrendTable';
import { useTrendData } from './useTrendData';

/**
 * The four counters over time: one dashboardData call per period of the searched range (the
 * last 12 months by default). Default export: this module is the lazily loaded chunk.
 */
const TrendsPanel = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { startDate, endDate } = range;
  const bucketing = useMemo(() => bucketsFor({ startDate, endDate }, today()), [startDate, endDate]);
  const { rows, pending, failed, failure, retryFailed } = useTrendData(bucketing.buckets);
  const [asTable, setAsTable] = useState(false);

  const rangeText = bucketing.defaultRange
    ? translate('app.trends.range_default')
    : translate(`app.trends.range_${bucketing.unit}`, {
        from: formatDate(bucketing.from),
        to: formatDate(bucketing.to),
      });

  const toggle = (
    <Button
      size="small"
      onClick={() => setAsTable(!asTable)}
      startIcon={asTable ? <ShowChartIcon /> : <TableChartIcon />}
    >
      {translate(asTable ? 'app.trends.show_chart' : 'app.trends.show_table')}
    </Button>
  );

  return (
    <TrendsFrame actions={toggle} busy={pending > 0}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {rangeText}
        {bucketing.truncated
          ? ` ${translate('app.trends.truncated', { smart_count: bucketing.buckets.length })}`
          : null}
      </Typography>
      {failed > 0 ? (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retryFailed}>
              {translate('app.trends.retry')}
            </Button>
          }
        >
          {translate('app.trends.failed', {
            smart_count: failed,
            message: translate(failure ?? 'ra.notification.http_error'),
          })}
        </Alert>
      ) : null}
      {pending > 0 ? <LinearProgress aria-label={translate('app.trends.loading')} sx={{ mb: 1 }} /> : null}
      {asTable ? (
        <TrendTable rows={rows} unit={bucketing.unit} rangeText={rangeText} />
      ) : (
        <TrendCharts rows={rows} unit={bucketing.unit} loading={pending > 0} />
      )}
    </TrendsFrame>
  );
};

export default TrendsPanel;
