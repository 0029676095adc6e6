import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import type { DashboardRange as DateRange } from '.';
import { TrendsBoundary } from './trends/TrendsBoundary';
import { TrendsFrame, TrendsPlaceholder } from './trends/TrendsFrame';
import { useWhenVisible } from './trends/useWhenVisible';

// The chart library lives in this chunk only: the counters and /login never load it.
const loadTrends = () => import('./trends/TrendsPanel');
const TRENDS_IN_VIEW = '0px 0px -120px 0px';

/**
 * Composition point under the counters: the trends panel follows the range the admin
 * searched. Its code and its calls wait until it is scrolled into view.
 */
export const DashboardPanels = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  // Loaded when at least 120 px of it are in view: on a phone the panel's top edge shows under
  // the counters at load, and its chart code (~100 KB) and calls would compete with them.
  const [ref, visible] = useWhenVisible<HTMLElement>(TRENDS_IN_VIEW);
  // React.lazy keeps a failed import forever: a retry needs a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the cache buster
  const TrendsPanel = useMemo(() => lazy(loadTrends), [attempt]);

  if (!visible) return <TrendsPlaceholder ref={ref} />;
  return (
    <TrendsBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <TrendsFrame>
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {translate('app.trends.retry')}
              </Button>
            }
          >
            {translate('app.trends.panel_failed')}
          </Alert>
        </TrendsFrame>
      )}
    >
      <Suspense fallback={<TrendsPlaceholder />}>
        <TrendsPanel range={range} />
      </Suspense>
    </TrendsBoundary>
  );
};
