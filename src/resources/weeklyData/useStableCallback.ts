import { useCallback, useLayoutEffect, useRef } from 'react';

/** A stable function that always runs the latest closure: keeps memoized rows from re-rendering. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
