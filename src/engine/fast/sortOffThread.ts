/**
 * Large text columns are sorted in a worker (./sortWorker.ts), so the page stays responsive: on
 * 100,000 names the sort was one 250–290 ms task on the page's thread. Smaller columns, and
 * any place without workers (tests, a worker that fails to load), sort here with the same
 * function and give the same order.
 */
import { sortText, type TextOrder, WORKER_MIN } from '../textOrder';

interface Waiting {
  resolve: (order: TextOrder) => void;
  reject: (reason: unknown) => void;
}

let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function failAll(reason: unknown) {
  for (const entry of waiting.values()) entry.reject(reason);
  waiting.clear();
}

function sortWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const created = new Worker(new URL('./sortWorker.ts', import.meta.url), { type: 'module' });
    created.onmessage = ({ data }: MessageEvent<TextOrder & { id: number }>) => {
      const entry = waiting.get(data.id);
      waiting.delete(data.id);
      entry?.resolve({ order: data.order, ties: data.ties });
    };
    created.onerror = (event) => {
      // It could not load (or broke): this and every later sort happen on the page's thread.
      event.preventDefault();
      created.terminate();
      worker = null;
      failAll(new Error('sort worker failed'));
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

/** The column's order, from the worker when the column is large and a worker is available. */
export function sortTextOffThread(strings: string[], locale: string): Promise<TextOrder> {
  const target = strings.length >= WORKER_MIN ? sortWorker() : null;
  if (!target) return Promise.resolve(sortText(strings, locale));
  return new Promise<TextOrder>((resolve, reject) => {
    lastId += 1;
    waiting.set(lastId, { resolve, reject });
    target.postMessage({ id: lastId, strings, locale });
  }).catch(() => sortText(strings, locale));
}

/** Ends the worker (the next large sort starts a new one); for tests and teardown. */
export function closeSortWorker(): void {
  worker?.terminate();
  worker = undefined;
  failAll(new Error('sort worker closed'));
}
