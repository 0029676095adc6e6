import { useLayoutEffect } from 'react';
import { useListContext } from 'react-admin';

// The console's "rows visible" mark (src/lib/fast/rowsVisible.ts, set by RowsShown in
// src/engine/fast/FirstRows.tsx), added to the starter so that `npm run perf` times both lists the
// same way: a User Timing mark, once per page load, at the commit that puts the first records of a
// list on screen, when the list context has data and is no longer pending.
//
// One difference, for ListGuesser's sake: it commits the data one render before the table it
// guesses from them (the table is set in an effect), so the commit where the context first has
// data shows no row yet. The mark then waits for the commit that adds the first row
// (.RaDataTable-row): a MutationObserver's callback runs right after that commit's task, before
// the paint, as the console's useLayoutEffect does.
export const ROWS_VISIBLE_MARK = 'console:rows-visible';

let marked = false;
const mark = () => {
  if (marked) return;
  marked = true;
  performance.mark(ROWS_VISIBLE_MARK);
};
const rowOnScreen = () => document.querySelector('.RaDataTable-row') !== null;

export const RowsShown = () => {
  const { data, isPending } = useListContext();
  const shown = !isPending && (data?.length ?? 0) > 0;
  useLayoutEffect(() => {
    if (!shown || marked) return;
    if (rowOnScreen()) {
      mark();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!rowOnScreen()) return;
      observer.disconnect();
      mark();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown]);
  return null;
};
