import ShowChartIcon from '@mui/icons-material/ShowChart';
import TableChartIcon from '@mui/icons-material/TableChart';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../../../i18n/useTranslate';
import type { DashboardRange as DateRange } from '..';
import { useTrendsRange } from './range';
import { TrendCharts } from './TrendCharts';
import { TrendsFrame, TrendsProgress, TrendsRangeLine } from './TrendsFrame';
import { TrendTable } from './TrendTable';
import { useTrendData } from './useTrendData';

/**
 * The four counters over time: one dashboardData call per period of the searched range (the
 * last 12 months by default). Default export: this module is the lazily loaded chunk.
 */
const TrendsPanel = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const { bucketing, rangeText, rangeLine } = useTrendsRange(range);
  const { rows, pending, failed, failure, retryFailed } = useTrendData(bucketing.buckets);
  const [asTable, setAsTable] = useState(false);

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
      <TrendsRangeLine>{rangeLine}</TrendsRangeLine>
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
      <TrendsProgress active={pending > 0} />
      {asTable ? (
        <TrendTable rows={rows} unit={bucketing.unit} rangeText={rangeText} />
      ) : (
        <TrendCharts rows={rows} unit={bucketing.unit} loading={pending > 0} />
      )}
    </TrendsFrame>
  );
};

export default TrendsPanel;
