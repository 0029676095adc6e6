/**
 * Runs one call per item, a few at a time, and goes on past failures: the engine of the lists'
 * bulk actions. Resolves with every item's outcome (never rejects), in the items' order.
 */
export interface BulkOutcome<T> {
  item: T;
  ok: boolean;
  /** The failure's message (the server's own when it sent one). */
  message?: string;
  /** The failure itself, for a caller that tells kinds of failure apart. */
  error?: unknown;
}

export interface BulkOptions {
  /** Calls in flight at once (default 4: a platform server is not flooded, 50 rows take seconds). */
  concurrency?: number;
  /** After each settled call: how many are settled so far. */
  onProgress?: (settled: number, total: number) => void;
  /** Once aborted, no new call starts; the items not started are left out of the outcomes. */
  signal?: AbortSignal;
}

export async function runBulk<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  { concurrency = 4, onProgress, signal }: BulkOptions = {},
): Promise<BulkOutcome<T>[]> {
  const outcomes: BulkOutcome<T>[] = new Array(items.length);
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      const item = items[index] as T;
      try {
        await call(item);
        outcomes[index] = { item, ok: true };
      } catch (error) {
        outcomes[index] = { item, ok: false, message: errorText(error), error };
      }
      settled += 1;
      onProgress?.(settled, items.length);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return signal?.aborted ? outcomes.filter(Boolean) : outcomes;
}

/** A failure's text: its message, or the string thrown; undefined when it has none. */
export const errorText = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : undefined;
