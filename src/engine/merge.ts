/**
 * The three-way merge of the stale-write guard: what the admin's form holds ("yours"), the
 * record as it was when the form opened ("base") and the record the platform holds now
 * ("theirs"), field by field. Pure functions: the provider (providerVerbs.ts) runs them just
 * before writing, the tests drive them with every combination.
 */

/** How a field's values are compared: the form may hold a value in another spelling. */
export type CompareAs = 'day' | 'number' | 'phone' | 'value';

export interface FieldConflict {
  field: string;
  /** The value when the admin opened the form. */
  base: unknown;
  /** The value the platform holds now. */
  theirs: unknown;
  /** The value in the admin's form. */
  yours: unknown;
}

export interface MergeResult {
  /** The values to write: the keys of `yours`, each merged (conflicting fields keep yours). */
  data: Record<string, unknown>;
  /** Fields changed on both sides to different values: nothing may be written while any remain. */
  conflicts: FieldConflict[];
  /** Fields someone else changed that the admin did not: the write takes theirs. */
  theirs: string[];
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;
const numeric = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return undefined;
};

const DAY_HEAD = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;
/** A day-only string, or a timestamp at UTC midnight (how the platform stores a day). */
const dayOf = (value: unknown): string | undefined => {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const head = DAY_HEAD.exec(value.trim());
  return head ? head[1] : undefined;
};

const digits = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';

const isFile = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof value === 'object' && value !== null && 'rawFile' in value);

/**
 * Whether two values mean the same for the platform: empty values (none, null, '') are one;
 * a number and its text are one ("10" and 10); a day and its midnight timestamp are one; a
 * phone in any spelling is its digits, with or without the calling code. A chosen file is never
 * the same as anything (it is always a change).
 */
export function sameValue(a: unknown, b: unknown, as: CompareAs = 'value'): boolean {
  if (isFile(a) || isFile(b)) return a === b;
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (a === b) return true;
  if (as === 'phone') {
    const [x, y] = [digits(a), digits(b)];
    if (x === y) return true;
    const [long, short] = x.length >= y.length ? [x, y] : [y, x];
    // The same national number, one side with its calling code (up to three digits).
    return short.length >= 7 && long.length - short.length <= 3 && long.endsWith(short);
  }
  if (as === 'day' || (typeof a === 'string' && typeof b === 'string')) {
    const [x, y] = [dayOf(a), dayOf(b)];
    // A day against a timestamp compares days; two full timestamps compare exactly (below).
    const dayOnly = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
    if (x !== undefined && y !== undefined && (as === 'day' || dayOnly(a) || dayOnly(b))) return x === y;
  }
  const [m, n] = [numeric(a), numeric(b)];
  if (
    m !== undefined &&
    n !== undefined &&
    (typeof a === 'number' || typeof b === 'number' || as === 'number')
  )
    return m === n;
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

export interface MergeInput {
  base: Record<string, unknown>;
  theirs: Record<string, unknown>;
  yours: Record<string, unknown>;
  /** How each field compares (from its declared kind); unlisted fields compare as values. */
  compareAs?: (field: string) => CompareAs;
  /** Fields never merged (the id). */
  skip?: ReadonlySet<string>;
}

/**
 * Per field of `yours`: untouched by the admin → theirs; changed by the admin only → yours;
 * changed on both sides to the same value → that value; to different values → a conflict.
 */
export function mergeRecord({
  base,
  theirs,
  yours,
  compareAs = () => 'value',
  skip,
}: MergeInput): MergeResult {
  const data: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const taken: string[] = [];
  for (const [field, mine] of Object.entries(yours)) {
    if (skip?.has(field)) {
      data[field] = mine;
      continue;
    }
    const as = compareAs(field);
    const was = base[field];
    const now = theirs[field];
    const yoursChanged = !sameValue(mine, was, as);
    const theirsChanged = !sameValue(now, was, as);
    if (!yoursChanged) {
      // Theirs, as the platform spells it (a field the platform no longer sends stays as it was).
      data[field] = Object.hasOwn(theirs, field) ? now : mine;
      if (theirsChanged) taken.push(field);
    } else if (!theirsChanged || sameValue(mine, now, as)) {
      data[field] = mine;
    } else {
      data[field] = mine;
      conflicts.push({ field, base: was, theirs: now, yours: mine });
    }
  }
  return { data, conflicts, theirs: taken };
}
