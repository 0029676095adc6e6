import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from '../../../i18n/useTranslate';
import type { BucketUnit } from './buckets';
import { TREND_FIELDS, type TrendField } from './series';

/** The plot's height: the chart and its loading stand-in take the same room (no shift). */
export const CHART_HEIGHT = 180;

/** The charts' grid: one column on a phone, up to four side by side. */
export const TrendGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
    {children}
  </Box>
);

/**
 * One counter's card: its title, the plot (`chart`, given the title's text for its name) and the
 * summary under it. No chart code here: the placeholder, in the dashboard's first chunk, uses it.
 */
export const TrendCard = ({
  field,
  unit,
  summary,
  chart,
}: {
  field: TrendField;
  unit: BucketUnit;
  summary: string;
  chart: (title: string) => ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const summaryId = useId();
  // Not the counter's bare name: that is the heading of its card above.
  const title = translate(`app.trends.chart_${unit}`, { counter: translate(`app.dashboard.${field}`) });
  return (
    <Card
      variant="outlined"
      component="figure"
      sx={{ m: 0 }}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-trend={field}
    >
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle2" component="p" id={titleId}>
          {title}
        </Typography>
        {chart(title)}
        {/* Room for the summary's three lines from the start: the page does not grow (and shift)
            when the totals replace "Loading the trends…". */}
        <Typography variant="body2" color="text.secondary" id={summaryId} sx={{ minHeight: '4.3em' }}>
          {summary}
        </Typography>
      </CardContent>
    </Card>
  );
};

/**
 * What stands in for a plot while its periods are read (or its code loads): the app's skeleton,
 * with "Loading the trends…" as the card's summary. Never axes without a line: an empty chart
 * with a lone "0" reads as "nothing happened", not as "wait".
 */
export const loadingPlot = () => (
  <Box sx={{ height: CHART_HEIGHT, py: 1 }} aria-hidden data-trend-loading>
    <Skeleton variant="rounded" animation="wave" height="100%" />
  </Box>
);

const TrendCardLoading = ({ field, unit }: { field: TrendField; unit: BucketUnit }) => {
  const translate = useTranslate();
  return (
    <TrendCard field={field} unit={unit} summary={translate('app.trends.loading')} chart={loadingPlot} />
  );
};

/** The four cards, loading: the placeholder's, in the dashboard's first chunk. */
export const TrendCardsLoading = ({ unit }: { unit: BucketUnit }) => (
  <TrendGrid>
    {TREND_FIELDS.map((field) => (
      <TrendCardLoading key={field} field={field} unit={unit} />
    ))}
  </TrendGrid>
);
