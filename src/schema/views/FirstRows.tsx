import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { takeColdList } from './coldList';

/**
 * The list a page load opens renders its first records as a transition: React renders the view
 * (toolbar, rows, pager) in slices, yielding to the browser between slices, instead of one
 * blocking task. The load is still evaluating code and rendering the app, and that render was its
 * longest task (about 50 ms on a desktop, 200 ms at a phone's CPU speed in Lighthouse). Once the
 * first records have shown, the view follows the list at once again, so a ticked box or a new
 * page answers in the same frame. Lists opened later are not deferred at all: on a loaded page
 * one render paints them sooner (deferring every list made the sidebar's p95 116 → 146–163 ms).
 */
export const FirstRows = ({ children }: { children: ReactNode }) => {
  const live = useListContext();
  const [startedCold] = useState(takeColdList);
  const [deferring, setDeferring] = useState(startedCold);
  const deferred = useDeferredValue(deferring ? live : null);
  const settled = deferring && deferred !== null && !deferred.isPending;
  useEffect(() => {
    if (settled) setDeferring(false);
  }, [settled]);
  if (!startedCold) return children;
  // The provider stays once there: taking it away would mount the view again.
  return (
    <ListContextProvider value={deferring && deferred ? deferred : live}>{children}</ListContextProvider>
  );
};
