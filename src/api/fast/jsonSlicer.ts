/**
 * The slicer behind parseJsonInSlices (slicedJson.ts), in its own chunk: it finds the batch
 * boundaries of a large body's arrays and leaves the parsing to the engine's JSON.parse.
 */
/** What the slicer needs of its caller's clock (slicedJson's Slices): a yield now and then. */
export interface SliceClock {
  next(): Promise<void>;
}

/** Characters of an array given to one JSON.parse call. */
const BATCH_CHARS = 200_000;

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

/** The next bracket, brace or comma from `scan.lastIndex` on, strings skipped. */
function nextToken(text: string, scan: RegExp): { at: number; char: string } {
  for (;;) {
    const match = scan.exec(text);
    if (!match) throw new Unsliceable();
    if (match[0] !== '"') return { at: match.index, char: match[0] };
    scan.lastIndex = stringEnd(text, match.index);
  }
}

/** The array opening at `open`, parsed in batches; returns its values and the index past it. */
async function sliceArray(
  text: string,
  open: number,
  slices: SliceClock,
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
    const { at, char } = nextToken(text, scan);
    if (char === '{' || char === '[') depth++;
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

/** JSON.parse(text), the arrays in batches; throws Unsliceable (or a SyntaxError) otherwise. */
export async function parseInSlices(text: string, slices: SliceClock): Promise<unknown> {
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
    const { at, char } = nextToken(text, scan);
    if (char === '[' && depth === 0) {
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
