import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { releaseBar } from '../../lib/fast/barAfterRows';
import { useRowsVisibleMark } from '../../lib/fast/rowsVisible';
import { speedOn } from '../../lib/fast/speed';
import { takeColdList } from './PreloadList';

/** In a list's context: marks the page load's first records on screen (src/lib/fast/rowsVisible.ts). */
export const RowsShown = () => {
  const { data, isPending } = useListContext();
  useRowsVisibleMark(!isPending && (data?.length ?? 0) > 0);
  return null;
};

/** What the admin sets in a list (react-admin keeps each as one object until it changes). */
const ADMIN_SET = ['filterValues', 'displayedFilters', 'sort', 'page', 'perPage', 'selectedIds'] as const;

/**
 * When the view renders new records, React renders it (toolbar, rows, pager) in slices, yielding
 * to the browser between slices, instead of in one blocking task:
 *
 * - the list a page load opens, until its first records have shown (that render was the load's
 *   longest task);
 * - any list, once it has shown records, when what it read changes: new records (a Refresh, a
 *   save reading the page again, the records of another page), a read starting or ending. At
 *   100,000 users these renders after a save were the save's longest tasks (docs/performance.md).
 *
 * A list opened later renders its first records at once (on a loaded page one render paints them
 * sooner), and what the admin sets (a filter, the sort, the page, a ticked box) reaches the view
 * in the same frame.
 */
export const FirstRows = ({ children }: { children: ReactNode }) => {
  const live = useListContext();
  const [startedCold] = useState(takeColdList);
  const [cold, setCold] = useState(startedCold);
  const deferred = useDeferredValue(live);
  const settled = cold && !deferred.isPending;
  useEffect(() => {
    if (settled) setCold(false);
  }, [settled]);
  // The app bar waited for these rows (lib/fast/barAfterRows.ts): it comes once they have shown,
  // or the list settled without any, or at once for a list that was not the page load's.
  useEffect(() => {
    if (settled || !cold) releaseBar();
  }, [settled, cold]);
  useEffect(() => releaseBar, []);
  // At once: a list's first records (not cold), and whatever the admin changed (a filter, the
  // sort, the page, a tick): a filter set from a lagging value could undo the one just chosen.
  const atOnce =
    !speedOn('rowSlices') ||
    (!cold && (deferred.data === undefined || ADMIN_SET.some((key) => deferred[key] !== live[key])));
  return (
    <ListContextProvider value={atOnce ? live : deferred}>
      <RowsShown />
      {children}
    </ListContextProvider>
  );
};
