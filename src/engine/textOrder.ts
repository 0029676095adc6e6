/**
 * Sorting a text column: shared by the engine (small lists, on the page's thread) and the sort
 * worker (./sortWorker.ts: large lists, off it). One function, so both give the same order.
 */
import { collatorFor } from './localValues';

/** From this many texts a column is sorted in the worker (20,000 names: ≈ 40 ms on the page's thread). */
export const WORKER_MIN = 20_000;

/** Ascending positions of `strings` (ties keep their order) and, per position, whether it ties with the one before. */
export interface TextOrder {
  order: Int32Array;
  ties: Uint8Array;
}

export function sortText(strings: readonly string[], locale: string): TextOrder {
  const collator = collatorFor(locale);
  const order = new Int32Array(strings.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  order.sort((a, b) => collator.compare(strings[a]!, strings[b]!) || a - b);
  const ties = new Uint8Array(order.length);
  for (let i = 1; i < order.length; i += 1)
    ties[i] = collator.compare(strings[order[i - 1]!]!, strings[order[i]!]!) === 0 ? 1 : 0;
  return { order, ties };
}
