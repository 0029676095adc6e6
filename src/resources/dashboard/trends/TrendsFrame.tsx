import { Box, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslate } from '../../../i18n/useTranslate';
import type { DashboardRange as DateRange } from '..';
import { useTrendsRange } from './range';
import { TrendCardsLoading } from './TrendCard';

/**
 * The trends section's heading and help text. Shared by the placeholder (in the dashboard's
 * first chunk) and the lazily loaded panel, so the page outline does not jump when it loads.
 */
export const TrendsFrame = ({
  children,
  actions,
  busy,
  ref,
}: {
  children: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  ref?: Ref<HTMLElement>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-trends-panel
      sx={{ mt: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="h2" variant="h6" id={titleId} sx={{ flex: '1 1 auto' }}>
          {translate('app.trends.title')}
        </Typography>
        {actions}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.trends.help')}
      </Typography>
      {children}
    </Box>
  );
};

/** The line under the help text naming the charted range. */
export const TrendsRangeLine = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
    {children}
  </Typography>
);

/** The bar shown while the trends load (their code or their periods). */
export const TrendsProgress = ({ active = true }: { active?: boolean }) => {
  const translate = useTranslate();
  // Its room stays when it goes: the charts do not move up when the last period arrives.
  return active ? (
    <LinearProgress aria-label={translate('app.trends.loading')} sx={{ mb: 1 }} />
  ) : (
    <Box sx={{ height: 4, mb: 1 }} />
  );
};

/**
 * What stands in for the panel until it is near the view and its chunk has loaded: the panel's
 * own loading state (its range, the four cards with their titles and a skeleton), so
 * that it reads as loading and the page does not jump when the charts replace it.
 */
export const TrendsPlaceholder = ({ range, ref }: { range: DateRange; ref?: Ref<HTMLElement> }) => {
  const { bucketing, rangeLine } = useTrendsRange(range);
  return (
    <TrendsFrame ref={ref} busy>
      <TrendsRangeLine>{rangeLine}</TrendsRangeLine>
      {/* The bar's room without the bar: it may wait long here (until a phone scrolls), and its
          animation (left/right) counts as layout shifts all that time. */}
      <TrendsProgress active={false} />
      <TrendCardsLoading unit={bucketing.unit} />
    </TrendsFrame>
  );
};
