import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import type { DashboardRange as DateRange } from '.';
import { TrendsBoundary } from './trends/TrendsBoundary';
import { TrendsFrame, TrendsPlaceholder } from './trends/TrendsFrame';
import { useWhenVisible } from './trends/useWhenVisible';

// The chart library lives in this chunk only: the counters and /login never load it.
const loadTrends = () => import('./trends/TrendsPanel');
/** In view: at least 120 px of it above the viewport's bottom edge (not just its top edge). */
export const TRENDS_IN_VIEW = '0px 0px -120px 0px';
/** Near the view: its top within one screen below the viewport's bottom edge. */
export const TRENDS_NEAR_VIEW = '0px 0px 100% 0px';

/** True once the page has been scrolled (the admin is on the way down), from then on. */
function useScrolled(listen: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!listen || scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [listen, scrolled]);
  return scrolled;
}

/** Runs `task` once the browser is idle (or soon, where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Composition point under the counters: the trends panel follows the range the admin
 * searched. Nothing of it runs before the counters' reply (`ready`: it came, or failed): its
 * chart code (~100 KB) and its 12 calls would compete with them on a phone.
 *
 * Then its code is fetched while the browser is idle, so that it is there when wanted; the panel
 * itself (its calls and charts) starts when it is in view, or as soon as the page is scrolled
 * while it is within a screen of the view. On a phone its top edge shows under the counters at
 * load: the first scroll starts it, and its charts load while the admin scrolls down to them
 * (a first paint that draws no chart keeps the dashboard's load light, Lighthouse's TBT too).
 */
export const DashboardPanels = ({ range, ready = true }: { range: DateRange; ready?: boolean }) => {
  const translate = useTranslate();
  const [inViewRef, inView] = useWhenVisible<HTMLElement>(TRENDS_IN_VIEW);
  const [nearRef, near] = useWhenVisible<HTMLElement>(TRENDS_NEAR_VIEW);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      inViewRef(element);
      nearRef(element);
    },
    [inViewRef, nearRef],
  );
  // Once started it stays: a new search (the counters pending again) keeps the panel and its state.
  const [started, setStarted] = useState(false);
  const scrolled = useScrolled(near && ready && !started);
  if (ready && !started && (inView || (near && scrolled))) setStarted(true);

  useEffect(() => {
    if (!ready || !near || started) return;
    // A failed fetch here is no failure: the panel's own import shows it, with a Retry.
    return whenIdle(() => void loadTrends().catch(() => undefined));
  }, [ready, near, started]);

  // React.lazy keeps a failed import forever: a retry needs a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the cache buster
  const TrendsPanel = useMemo(() => lazy(loadTrends), [attempt]);

  if (!started) return <TrendsPlaceholder range={range} ref={ref} />;
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
      <Suspense fallback={<TrendsPlaceholder range={range} />}>
        <TrendsPanel range={range} />
      </Suspense>
    </TrendsBoundary>
  );
};
