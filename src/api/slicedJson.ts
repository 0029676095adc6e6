/**
 * Large replies read and parsed without a long task.
 *
 * `response.text()` decodes a whole body in one task and `JSON.parse` builds every record in
 * another: on 102,000 users (≈ 30 MB) that was 116 ms, then 105 ms (parse and garbage
 * collection), during which the page took no input. Here the body is decoded chunk by chunk as it
 * arrives, and a large body's arrays (the root array, or the arrays the root object holds, such
 * as `data`) are parsed by the engine's own `JSON.parse` in batches of a few hundred KB, yielding
 * to the page between slices of work. The result equals `JSON.parse(text)`: anything the slicer
 * does not expect goes back to `JSON.parse` on the whole text, with its answer or its error.
 *
 * Streaming JSON libraries (a tokenizer written in JavaScript) are several times slower than
 * the native parser on records; finding batch boundaries and leaving the parsing to the engine
 * keeps its speed.
 */

/** Bodies shorter than this (characters) are parsed at once, as before. */
export const SLICED_MIN_CHARS = 1_000_000;
/** Work done between two yields to the page, in ms. */
const SLICE_MS = 8;
/** Characters of an array given to one JSON.parse call. */
const BATCH_CHARS = 200_000;

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Lets the page handle input and paint: scheduler.yield where the browser has it. */
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

const aborted = () => new DOMException('Aborted', 'AbortError');

/** Yields once SLICE_MS of work have passed since the last yield; stops if the caller aborted. */
class Slices {
  private start = performance.now();
  constructor(private readonly signal?: AbortSignal) {}
  async next(): Promise<void> {
    if (performance.now() - this.start < SLICE_MS) return;
    await yieldToPage();
    if (this.signal?.aborted) throw aborted();
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

/** Not the shape the slicer handles: the whole text goes to JSON.parse. */
class Unsliceable extends Error {}

/** What the slicer stops at: brackets, braces, quotes and commas (one regex per parse). */
const tokens = () => /[[\]{}",]/g;

/** Index just past the string whose opening quote is at `quote`. */
function stringEnd(text: string, quote: number): number {
  let at = quote;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) throw new Unsliceable();
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return at + 1;
  }
}

/** The array opening at `open`, parsed in batches; returns its values and the index past it. */
async function sliceArray(
  text: string,
  open: number,
  slices: Slices,
): Promise<{ values: unknown[]; end: number }> {
  const scan = tokens();
  const values: unknown[] = [];
  const take = (from: number, to: number) => {
    const batch = JSON.parse(`[${text.slice(from, to)}]`) as unknown[];
    for (const value of batch) values.push(value);
  };
  let depth = 0;
  let batchStart = open + 1;
  let seen = 0;
  scan.lastIndex = open + 1;
  for (;;) {
    const match = scan.exec(text);
    if (!match) throw new Unsliceable();
    const at = match.index;
    const char = match[0];
    if (char === '"') scan.lastIndex = stringEnd(text, at);
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (depth === 0) {
        if (char !== ']') throw new Unsliceable();
        if (text.slice(batchStart, at).trim()) take(batchStart, at);
        return { values, end: at + 1 };
      }
      depth--;
    } else if (depth === 0 && at - batchStart >= BATCH_CHARS) {
      // A comma between two of this array's values: the values so far make one batch.
      take(batchStart, at);
      batchStart = at + 1;
      await slices.next();
    }
    if (++seen % 4096 === 0) await slices.next();
  }
}

async function parseInSlices(text: string, slices: Slices): Promise<unknown> {
  const start = text.search(/\S/);
  if (text[start] === '[') {
    const { values, end } = await sliceArray(text, start, slices);
    if (text.slice(end).trim()) throw new Unsliceable();
    return values;
  }
  if (text[start] !== '{') throw new Unsliceable();
  // The root object: each array it holds is parsed in batches and stands in the rest of the
  // text as a placeholder string, which no reply can contain (a NUL and a random number).
  const marker = `\u0000sliced-${Math.random()}-`;
  const arrays: unknown[][] = [];
  let envelope = '';
  let copied = 0;
  let depth = 0;
  const scan = tokens();
  scan.lastIndex = start + 1;
  for (;;) {
    const match = scan.exec(text);
    if (!match) throw new Unsliceable();
    const at = match.index;
    const char = match[0];
    if (char === '"') scan.lastIndex = stringEnd(text, at);
    else if (char === '[' && depth === 0) {
      const { values, end } = await sliceArray(text, at, slices);
      envelope += `${text.slice(copied, at)}${JSON.stringify(marker + arrays.length)}`;
      arrays.push(values);
      copied = end;
      scan.lastIndex = end;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (depth === 0) break;
      depth--;
    }
  }
  const root = JSON.parse(envelope + text.slice(copied)) as Record<string, unknown>;
  for (const key of Object.keys(root)) {
    const value = root[key];
    if (typeof value !== 'string' || !value.startsWith(marker)) continue;
    const array = arrays[Number(value.slice(marker.length))];
    // defineProperty: an own property even for a key such as "__proto__", as JSON.parse makes.
    Object.defineProperty(root, key, { value: array, enumerable: true, writable: true, configurable: true });
  }
  return root;
}

/**
 * `JSON.parse(text)`, in slices with yields between them when the text is large. Throws what
 * JSON.parse throws on text that is not JSON; an AbortError if `signal` aborts meanwhile.
 */
export async function parseJsonInSlices(text: string, signal?: AbortSignal): Promise<unknown> {
  if (text.length < SLICED_MIN_CHARS) return JSON.parse(text);
  try {
    return await parseInSlices(text, new Slices(signal));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Not a shape the slicer knows, or not JSON: the engine's answer, or its SyntaxError.
    return JSON.parse(text);
  }
}
