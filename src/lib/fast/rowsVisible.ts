import { useLayoutEffect } from 'react';

/** The User Timing mark `npm run perf` reads: the page load's first records are on screen. */
export const ROWS_VISIBLE_MARK = 'console:rows-visible';

let marked = false;

/**
 * Marks, once per page load, the commit that puts the first records of a list on screen (the
 * paint follows that commit): from navigation start to there is the "rows visible" figure.
 */
export function useRowsVisibleMark(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown || marked) return;
    marked = true;
    performance.mark(ROWS_VISIBLE_MARK);
  }, [shown]);
}
