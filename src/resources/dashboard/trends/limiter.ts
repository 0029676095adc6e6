/**
 * A tiny concurrency limiter: at most `max` tasks run at once, the rest wait in order. A
 * waiting task whose signal aborts (react-query cancels it when the range changes or the panel
 * unmounts) leaves the queue without ever being started.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks currently running (for tests and diagnostics). */
  readonly active: number;
}

export const TREND_CONCURRENCY = 4;

const abortError = () => new DOMException('The request was cancelled.', 'AbortError');

export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };

  return {
    get active() {
      return active;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal) {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', cancel);
          active += 1;
          // A task that throws synchronously still frees its slot.
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        function cancel() {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          reject(abortError());
        }
        if (signal?.aborted) return reject(abortError());
        if (active < max) return start();
        signal?.addEventListener('abort', cancel, { once: true });
        waiting.push(start);
      });
    },
  };
}
