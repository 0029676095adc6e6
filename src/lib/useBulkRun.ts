import { useCallback, useRef, useState } from 'react';
import { journal } from './appCaches';
import { type BulkOutcome, runBulk } from './bulk';

/** How far a run is: calls settled so far, of how many. */
export interface BulkProgress {
  settled: number;
  total: number;
}

export interface BulkRunOptions {
  /** The journal batch the run is one entry of: its resource and its action. */
  resource: string;
  action: string;
  /** Calls in flight at once (runBulk's default when left out). */
  concurrency?: number;
}

/** A run's end: every item's outcome in the items' order, and the items done and refused. */
export interface BulkResult<T> {
  outcomes: BulkOutcome<T>[];
  done: T[];
  failed: BulkOutcome<T>[];
}

/**
 * One call per record, as an admin's action starts it (a list's bulk action, the import result's
 * "Mark as registered"): one entry of the admin's journal for the batch, a record each; the
 * progress while it runs; no second run while one is under way. `run` resolves undefined when it
 * did not start (one already running, or no item).
 */
export function useBulkRun() {
  const [progress, setProgress] = useState<BulkProgress>();
  const running = useRef(false);

  const run = useCallback(
    async <T>(
      items: readonly T[],
      call: (item: T) => Promise<unknown>,
      { resource, action, concurrency }: BulkRunOptions,
    ): Promise<BulkResult<T> | undefined> => {
      if (running.current || items.length === 0) return undefined;
      running.current = true;
      setProgress({ settled: 0, total: items.length });
      const batch = journal.beginBatch(resource, action);
      try {
        const outcomes = await runBulk(items, call, {
          concurrency,
          onProgress: (settled, total) => setProgress({ settled, total }),
        });
        return {
          outcomes,
          done: outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.item),
          failed: outcomes.filter((outcome) => !outcome.ok),
        };
      } finally {
        batch.end();
        running.current = false;
        setProgress(undefined);
      }
    },
    [],
  );

  /** Whether a run is under way now (before React has shown its progress). */
  const isRunning = useCallback(() => running.current, []);

  return { progress, run, isRunning };
}
