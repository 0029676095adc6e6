import { eachInSlices } from './localQuery';
import { isEmpty, type Row, valueAt } from './localValues';

/**
 * The distinct values a list holds for a field (a filter's choices), as text, in the order first
 * met; empty values left out, an array's items counted one by one. Computed in slices that yield
 * to the page (100,000 records took one 56 ms task on the page: docs/performance.md).
 */
export async function distinctValues(
  rows: readonly Row[],
  source: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const values = new Set<string>();
  await eachInSlices(
    rows,
    (row) => {
      const found = valueAt(row, source);
      for (const value of Array.isArray(found) ? found : [found])
        if (!isEmpty(value)) values.add(String(value));
    },
    signal,
  );
  return [...values];
}
