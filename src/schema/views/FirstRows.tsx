import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useRowsVisibleMark } from '../../lib/rowsVisible';
import { takeColdList } from './PreloadList';

/** In a list's context: marks the page load's first records on screen (src/lib/rowsVisible.ts). */
export const RowsShown = () => {
  const { data, isPending } = useListContext();
  useRowsVisibleMark(!isPending && (data?.length ?? 0) > 0);
  return null;
};

/**
 * The list a page load opens renders its first records as a transition: React renders the view
 * (toolbar, rows, pager) in slices, yielding to the browser between slices, instead of one
 * blocking task: during a page load that render was the load's longest task. Once the first
 * records have shown, the view follows the list at once again, so a ticked box or a new page
 * answers in the same frame. Lists opened later are not deferred: on a loaded page one render
 * paints them sooner (figures in docs/performance.md).
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
  if (!startedCold)
    return (
      <>
        <RowsShown />
        {children}
      </>
    );
  // The provider stays once there: taking it away would mount the view again.
  return (
    <ListContextProvider value={deferring && deferred ? deferred : live}>
      <RowsShown />
      {children}
    </ListContextProvider>
  );
};
