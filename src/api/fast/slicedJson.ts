/**
 * Large replies read and parsed without a long task.
 *
 * `response.text()` decodes a whole body in one task and `JSON.parse` builds every record in
 * another: on a large list, two long tasks with no input taken (see docs/performance.md). Here
 * the body is decoded chunk by chunk as it arrives, and a large body's arrays (the root array,
 * or the arrays the root object holds, such as `data`) are parsed by the engine's own
 * `JSON.parse` in batches of a few hundred KB, yielding to the page between slices of work.
 * The result equals `JSON.parse(text)`: anything the slicer does not expect goes back to
 * `JSON.parse` on the whole text, with its answer or its error.
 *
 * Streaming JSON libraries (a tokenizer written in JavaScript) are several times slower than
 * the native parser on records; finding batch boundaries and leaving the parsing to the engine
 * keeps its speed.
 */
import { abortError, isAbortError } from '../abort';
import type { SliceClock } from './jsonSlicer';

/** Bodies shorter than this (characters) are parsed at once, as before. */
export const SLICED_MIN_CHARS = 1_000_000;
/** Work done between two yields to the page, in ms. */
const SLICE_MS = 8;

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Lets the page handle input and paint: scheduler.yield where the browser has it. */
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/** Yields once SLICE_MS of work have passed since the last yield; stops if the caller aborted. */
export class Slices implements SliceClock {
  private start = performance.now();
  constructor(private readonly signal?: AbortSignal) {}
  async next(): Promise<void> {
    if (performance.now() - this.start < SLICE_MS) return;
    await yieldToPage();
    if (this.signal?.aborted) throw abortError();
    this.start = performance.now();
  }
}

/**
 * The body as text, decoded as `response.text()` does (UTF-8, a BOM dropped, bad bytes as
 * U+FFFD), one received chunk at a time.
 */
export async function readBodyText(response: Response, signal?: AbortSignal): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const slices = new Slices(signal);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value, { stream: true }));
    await slices.next();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/**
 * `JSON.parse(text)`, in slices with yields between them when the text is large. Throws what
 * JSON.parse throws on text that is not JSON; an AbortError if `signal` aborts meanwhile.
 */
export async function parseJsonInSlices(text: string, signal?: AbortSignal): Promise<unknown> {
  if (text.length < SLICED_MIN_CHARS) return JSON.parse(text);
  try {
    // The slicer's own chunk: only a large reply loads it (the login page never does).
    const { parseInSlices } = await import('./jsonSlicer');
    return await parseInSlices(text, new Slices(signal));
  } catch (error) {
    if (isAbortError(error)) throw error;
    // Not a shape the slicer knows, or not JSON: the engine's answer, or its SyntaxError.
    return JSON.parse(text);
  }
}
