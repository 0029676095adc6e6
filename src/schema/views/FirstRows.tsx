import { type ReactNode, useDeferredValue, useState } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { takeColdList } from './coldList';

/**
 * The rows of the list a page load opens render as a transition: React renders them in slices,
 * yielding to the browser between slices, instead of one blocking task. The load is still
 * evaluating code and rendering the app, and that render was its longest task (about 50 ms on a
 * desktop, 200 ms at a phone's CPU speed in Lighthouse). Lists opened later render their rows in
 * one go: on a loaded page that paints them sooner (deferring every list made the sidebar's p95
 * 116 → 146–163 ms).
 */
export const FirstRows = ({ children }: { children: ReactNode }) => {
  const live = useListContext();
  const [cold] = useState(takeColdList);
  const deferred = useDeferredValue(cold ? live : null);
  if (!cold) return children;
  return <ListContextProvider value={deferred ?? live}>{children}</ListContextProvider>;
};
