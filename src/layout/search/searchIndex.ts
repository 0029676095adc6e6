/**
 * The app bar search's index and matching, with no React and no resource in it: a declaration's
 * `globalSearch` names the fields, the rows are the whole array its list already fetched.
 *
 * Built for 100,000 users + 50,000 stores: each row's text fields are normalised once (lower case,
 * accents off, as the lists' own search) into one string, and its phone fields turned once into
 * E.164 digits, so a keystroke is one `includes` per row. A query that only narrows the previous
 * one (one more letter) scans the previous matches alone. Ranking and the highlighted field are
 * worked out for the few rows shown, not for every match.
 */
import { normalizeText, type Row, valueAt } from '../../engine/localQuery';
import { locate, locatePhone, type Needle, narrows, SEP, storedPhoneDigits } from './searchQuery';

// The query side lives in ./searchQuery; its names are still read from here.
export { locate, locatePhone, type Needle, narrows, needleOf, SEP, storedPhoneDigits } from './searchQuery';

/** The fields a resource is searched on (its declaration's `globalSearch`). */
export interface SearchFields {
  text: readonly string[];
  phone: readonly string[];
}

export interface SearchIndex {
  readonly rows: readonly Row[];
  readonly fields: SearchFields;
  /** Per row: `SEP field1 SEP field2 …`, normalised. */
  readonly texts: string[];
  /** Per row: `SEP e164digits SEP …SEP` (empty without phones). */
  readonly phones: string[];
  /** The last query's matches, for the next keystroke. */
  last?: { needle: Needle; positions: Int32Array };
  /** Every position (0, 1, 2 …): a full scan reads it as a narrowed one reads the last matches. */
  all?: Int32Array;
}

const stringOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function indexRow(row: Row, fields: SearchFields): [string, string] {
  // One normalisation of the joined fields (SEP is untouched by it), one flat string per row.
  let text = '';
  for (const source of fields.text) text += SEP + stringOf(valueAt(row, source));
  let phone = '';
  for (const source of fields.phone) {
    const digits = storedPhoneDigits(valueAt(row, source));
    if (digits) phone += SEP + digits;
  }
  return [flat(normalizeText(text)), phone ? flat(phone + SEP) : ''];
}

/**
 * A string built with `+` is a rope in V8, flattened (copied) by the first search that reads it:
 * 150,000 of them would make the first keystroke slow. Built flat once, here.
 */
const flat = (text: string): string => {
  // Reading a character makes V8 flatten the string in place.
  text.charCodeAt(0);
  return text;
};

const emptyIndex = (rows: readonly Row[], fields: SearchFields): SearchIndex => ({
  rows,
  fields,
  texts: new Array<string>(rows.length),
  phones: new Array<string>(rows.length),
});

function fill(index: SearchIndex, from: number, to: number): void {
  for (let i = from; i < to; i += 1) {
    const [text, phone] = indexRow(index.rows[i]!, index.fields);
    index.texts[i] = text;
    index.phones[i] = phone;
  }
}

/** The whole index at once (tests, the bench; the app builds it in slices). */
export function buildIndex(rows: readonly Row[], fields: SearchFields): SearchIndex {
  const index = emptyIndex(rows, fields);
  fill(index, 0, rows.length);
  return index;
}

export interface SliceOptions {
  /** Longest stretch of work between two yields (ms); default 8, well under a 50 ms long task. */
  sliceMs?: number;
  signal?: AbortSignal;
  /** Gives the main thread back (default: a macrotask). */
  yieldToMain?: () => Promise<void>;
  now?: () => number;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The index built a slice at a time, yielding between slices, so 150,000 rows never block the
 * page for more than `sliceMs`: typing, painting and the dialog's opening go on meanwhile.
 */
export async function buildIndexInSlices(
  rows: readonly Row[],
  fields: SearchFields,
  { sliceMs = 8, signal, yieldToMain = macrotask, now = () => performance.now() }: SliceOptions = {},
): Promise<SearchIndex> {
  const index = emptyIndex(rows, fields);
  const STEP = 512;
  let next = 0;
  while (next < rows.length) {
    const start = now();
    do {
      const end = Math.min(rows.length, next + STEP);
      fill(index, next, end);
      next = end;
    } while (next < rows.length && now() - start < sliceMs);
    await yieldToMain();
    signal?.throwIfAborted();
  }
  // One scan that matches nothing, in a slice of its own: the first keystroke then runs code the
  // JIT has already compiled for these rows (cold, it took several times longer).
  searchIndex(index, { text: NOTHING, textStart: NOTHING });
  index.last = undefined;
  return index;
}

/** Never in a normalised row (a control character no value holds). */
const NOTHING = '\u0002';

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** A field starts with the text, or the phone is that number or starts so. */
function startsField(index: SearchIndex, position: number, needle: Needle): boolean {
  if (index.texts[position]!.includes(needle.textStart)) return true;
  return needle.phoneStart !== undefined && index.phones[position]!.includes(needle.phoneStart);
}

/** A word of a field starts with the text (after a space, a dot, an @…). */
function startsWord(index: SearchIndex, position: number, needle: Needle): boolean {
  const text = index.texts[position]!;
  for (let at = text.indexOf(needle.text); at >= 0; at = text.indexOf(needle.text, at + 1)) {
    if (!isWordChar(text[at - 1])) return true;
  }
  return false;
}

export interface Hit {
  /** The row's position in the list array. */
  position: number;
  row: Row;
  /** The field that matched, its value as stored, and the matched part of it [start, end). */
  field: string;
  value: string;
  start: number;
  end: number;
}

export interface GroupResult {
  /** All matching rows. */
  total: number;
  /** The best `limit` of them: field starts first, then word starts, then the rest; list order within. */
  hits: Hit[];
}

/** The rows of one resource matching the query, ranked, with the matched field of those shown. */
export function searchIndex(index: SearchIndex, needle: Needle, limit = 5): GroupResult {
  const { texts, phones } = index;
  // One loop over positions for both cases keeps it monomorphic: the JIT's first compile holds.
  let candidates: Int32Array;
  if (index.last && narrows(needle, index.last.needle)) candidates = index.last.positions;
  else {
    index.all ??= Int32Array.from(texts, (_, i) => i);
    candidates = index.all;
  }
  const count = candidates.length;
  const matches = new Int32Array(count);
  let total = 0;
  // Field starts, word starts, the rest: the rows that can still be shown, ranked.
  const first: number[] = [];
  const words: number[] = [];
  const rest: number[] = [];
  const { text, phone } = needle;
  for (let n = 0; n < count; n += 1) {
    const i = candidates[n]!;
    if (!(texts[i]!.includes(text) || (phone !== undefined && phones[i]!.includes(phone)))) continue;
    matches[total] = i;
    total += 1;
    // Ranking costs a little: a tier that holds `limit` rows takes no more (nor those after it).
    if (first.length >= limit) continue;
    if (startsField(index, i, needle)) first.push(i);
    else if (words.length >= limit) continue;
    else if (startsWord(index, i, needle)) words.push(i);
    else if (first.length + words.length < limit && rest.length < limit) rest.push(i);
  }
  // A view, not a copy: the next keystroke reads it, the one after drops it.
  index.last = { needle, positions: matches.subarray(0, total) };
  const shown = [...first, ...words, ...rest].slice(0, limit);
  return {
    total,
    hits: shown.map((position) => hitOf(index, position, needle)),
  };
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function hitOf(index: SearchIndex, position: number, needle: Needle): Hit {
  const row = index.rows[position]!;
  const found = (field: string, range: [number, number] | undefined, value: string): Hit | undefined =>
    range ? { position, row, field, value, start: range[0], end: range[1] } : undefined;
  if (needle.phone !== undefined) {
    for (const field of index.fields.phone) {
      const value = asText(valueAt(row, field));
      const hit = found(field, locatePhone(value, needle.phone), value);
      if (hit) return hit;
    }
  }
  let fallback: Hit | undefined;
  for (const field of index.fields.text) {
    const value = asText(valueAt(row, field));
    const hit = found(field, locate(value, needle.text), value);
    if (hit && hit.start === 0) return hit;
    fallback ??= hit;
  }
  // Found in the index but not placed (a character whose lower case depends on its neighbours).
  const field = index.fields.text[0] ?? index.fields.phone[0] ?? '';
  return fallback ?? { position, row, field, value: asText(valueAt(row, field)), start: 0, end: 0 };
}
