import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useFormatNumber } from '../../../i18n/format';
import { useTranslate } from '../../../i18n/useTranslate';
import type { BucketUnit } from './buckets';
import { usePeriodLabels } from './labels';
import { seriesOf, summarize, TREND_FIELDS, type TrendField } from './series';
import { CHART_HEIGHT, loadingPlot, TrendCard, TrendGrid } from './TrendCard';
import type { TrendRow } from './useTrendData';

/** Marks on every point of short series; on longer ones only where a line cannot show a value. */
const MARK_ALL_UP_TO = 16;

interface TrendChartProps {
  field: TrendField;
  rows: readonly TrendRow[];
  unit: BucketUnit;
  color: string;
  /** Periods are still being read: no line, no total (a total of what came so far is no total). */
  loading: boolean;
}

const TrendChart = ({ field, rows, unit, color, loading }: TrendChartProps) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { long, short } = usePeriodLabels();
  const values = seriesOf(rows, field);
  const summary = summarize(values);
  const period = (index: number) => (rows[index] ? long(rows[index].bucket, unit) : '');

  const summaryText = loading
    ? translate('app.trends.loading')
    : summary
      ? [
          translate('app.trends.summary', {
            total: formatNumber(summary.total),
            max: formatNumber(summary.max.value),
            max_period: period(summary.max.index),
            last: formatNumber(summary.last.value),
            last_period: period(summary.last.index),
          }),
          summary.gaps ? translate('app.trends.summary_gaps', { smart_count: summary.gaps }) : '',
        ]
          .join(' ')
          .trim()
      : translate('app.trends.summary_none');

  return (
    <TrendCard
      field={field}
      unit={unit}
      summary={summaryText}
      // The same card while loading and loaded: only its plot and summary change.
      chart={
        loading
          ? loadingPlot
          : (title) => (
              <LineChart
                height={CHART_HEIGHT}
                aria-label={title}
                series={[
                  {
                    data: values,
                    label: translate(`app.dashboard.${field}`),
                    color,
                    // Straight segments: a smoothed curve would suggest values between the periods.
                    curve: 'linear',
                    connectNulls: false,
                    // A value between two gaps has no line: its mark is what shows it.
                    showMark: ({ index }) =>
                      rows.length <= MARK_ALL_UP_TO || values[index - 1] == null || values[index + 1] == null,
                    valueFormatter: (value) =>
                      value === null ? translate('app.trends.not_loaded') : formatNumber(value),
                  },
                ]}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: rows.map((_, index) => index),
                    valueFormatter: (index: number, context) => {
                      const row = rows[index];
                      if (!row) return '';
                      return context.location === 'tick' ? short(row.bucket, unit) : long(row.bucket, unit);
                    },
                  },
                ]}
                yAxis={[
                  {
                    min: 0,
                    tickMinStep: 1,
                    width: 36,
                    valueFormatter: (value: number) => formatNumber(value),
                  },
                ]}
                hideLegend
                // The line at once with its axes and totals: its entry animation showed axes
                // without a line for a moment, the look of a chart with nothing to show.
                skipAnimation
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                localeText={{ noData: translate('app.trends.no_data') }}
              />
            )
      }
    />
  );
};

/**
 * One small line chart per counter, in the theme's colours (light and dark alike). While
 * periods are still read (`loading`) each card shows the loading state, not a chart: no line,
 * no total (a total of what came so far is no total), and no bare axes.
 */
export const TrendCharts = ({
  rows,
  unit,
  loading = false,
}: {
  rows: readonly TrendRow[];
  unit: BucketUnit;
  loading?: boolean;
}) => {
  const { palette } = useTheme();
  const colors: Record<TrendField, string> = {
    totalRegisteredUsers: palette.primary.main,
    totalAgents: palette.secondary.main,
    totalBusiness: palette.info.main,
    totalActiveCoupons: palette.success.main,
  };
  return (
    <TrendGrid>
      {TREND_FIELDS.map((field) => (
        <TrendChart
          key={field}
          field={field}
          rows={rows}
          unit={unit}
          color={colors[field]}
          loading={loading}
        />
      ))}
    </TrendGrid>
  );
};
