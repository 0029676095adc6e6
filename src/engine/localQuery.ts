/**
 * Paging, sorting and filtering of a whole fetched array in the browser (the platform's lists
 * return everything at once). Built for 100,000 rows: normalised search strings are computed
 * once per array, each field's sort order is computed once and reused, and the last
 * sort + filter result is kept so a page change is a slice.
 */
import { Slices } from '../api/fast/slicedJson';
import { speedOn } from '../lib/fast/speed';
import { buildPredicate } from './localFilter';
import { collatorFor, ISO_DAY, isEmpty, NUMERIC, normalizeText, type Row, valueAt } from './localValues';
import { sortText, type TextOrder, WORKER_MIN } from './textOrder';

export { collatorFor, isEmpty, normalizeText, type Row, valueAt };

export type SortOrder = 'ASC' | 'DESC';

export interface LocalQuery {
  sort?: { field: string; order: SortOrder | string };
  filter?: Record<string, unknown>;
  pagination?: { page: number; perPage: number };
}

type SortKind = 'number' | 'date' | 'string';

/** A field sorts as numbers, dates or text depending on what all its non-empty values are. */
function kindOf(values: readonly unknown[]): SortKind {
  let numbers = true;
  let dates = true;
  for (const value of values) {
    if (isEmpty(value)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') dates = false;
    else if (typeof value === 'string') {
      const trimmed = value.trim();
      if (!NUMERIC.test(trimmed)) numbers = false;
      if (!ISO_DAY.test(trimmed)) dates = false;
    } else {
      numbers = false;
      dates = false;
    }
    if (!numbers && !dates) return 'string';
  }
  return numbers ? 'number' : dates ? 'date' : 'string';
}

const toNumber = (value: unknown, kind: SortKind): number =>
  kind === 'date' ? Date.parse(String(value)) : typeof value === 'boolean' ? Number(value) : Number(value);

/** Ascending positions of a field (ties in original order), which positions tie with the one before, the empty values. */
interface FieldOrder {
  ascending: Int32Array;
  ties: Uint8Array;
  empties: Int32Array;
  withEmpties?: Int32Array;
  descending?: Int32Array;
}

/** A field's values split into filled and empty positions, and how they sort. */
function columnOf(values: readonly unknown[]) {
  const filled: number[] = [];
  const empties: number[] = [];
  values.forEach((value, index) => {
    (isEmpty(value) ? empties : filled).push(index);
  });
  return { kind: kindOf(values), filled, empties };
}

/** A text column's order over its filled positions (`text` sorted their strings). */
function fromText(filled: readonly number[], empties: readonly number[], text: TextOrder): FieldOrder {
  const ascending = new Int32Array(filled.length);
  for (let i = 0; i < ascending.length; i += 1) ascending[i] = filled[text.order[i]!]!;
  return { ascending, ties: text.ties, empties: Int32Array.from(empties) };
}

const textsOf = (values: readonly unknown[], filled: readonly number[]) =>
  filled.map((index) => String(values[index]));

function buildOrder(values: readonly unknown[], locale: string): FieldOrder {
  const { kind, filled, empties } = columnOf(values);
  if (kind === 'string') return fromText(filled, empties, sortText(textsOf(values, filled), locale));
  const keys = new Float64Array(values.length);
  for (const index of filled) keys[index] = toNumber(values[index], kind);
  // Ties fall back to the original position: a stable sort whatever the engine's sort does.
  filled.sort((a, b) => keys[a]! - keys[b]! || a - b);
  const ties = new Uint8Array(filled.length);
  for (let i = 1; i < filled.length; i += 1) ties[i] = keys[filled[i - 1]!] === keys[filled[i]!] ? 1 : 0;
  return { ascending: Int32Array.from(filled), ties, empties: Int32Array.from(empties) };
}

/** Items mapped between two checks of the clock. */
const STEP = 2_000;

/**
 * `visit` on each item, in slices that yield to the page (a whole list of 100,000 records); an
 * AbortError at the next yield once `signal` aborts.
 */
export async function eachInSlices<T>(
  items: readonly T[],
  visit: (item: T, at: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const slices = new Slices(signal);
  for (let at = 0; at < items.length; at += 1) {
    visit(items[at] as T, at);
    if (at % STEP === STEP - 1) await slices.next();
  }
}

/** `items.map(make)` in slices that yield to the page. */
export async function mapInSlices<T, R>(items: readonly T[], make: (item: T, at: number) => R): Promise<R[]> {
  if (items.length <= STEP) return items.map(make);
  const made = new Array<R>(items.length);
  await eachInSlices(items, (item, at) => {
    made[at] = make(item, at);
  });
  return made;
}

/** Descending with ties still in original order, and empty values still last. */
function descendingOf(order: FieldOrder): Int32Array {
  const { ascending, ties } = order;
  const out = new Int32Array(ascending.length + order.empties.length);
  let write = 0;
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && ties[start] === 1) start -= 1;
    out.set(ascending.subarray(start, end), write);
    write += end - start;
    end = start;
  }
  out.set(order.empties, write);
  return out;
}

export class LocalList<R extends Row = Row> {
  private searchTexts?: string[];
  private readonly orders = new Map<string, FieldOrder>();
  private readonly preparing = new Map<string, Promise<void>>();
  private last?: { key: string; rows: R[] };

  constructor(
    readonly rows: readonly R[],
    private readonly searchable: readonly string[],
    private readonly locale = 'en',
  ) {}

  /**
   * Sorts a large text field before `query` needs it, in the sort worker (./sortOffThread.ts,
   * loaded then); other fields sort quickly enough in `query` itself.
   */
  prepare(sort: LocalQuery['sort']): Promise<void> {
    const field = sort?.field;
    if (!field || this.orders.has(field)) return Promise.resolve();
    let job = this.preparing.get(field);
    if (!job) {
      const values = this.rows.map((row) => valueAt(row, field));
      const { kind, filled, empties } = columnOf(values);
      if (kind !== 'string' || filled.length < WORKER_MIN || !speedOn('sortOffThread'))
        return Promise.resolve();
      job = import('./fast/sortOffThread')
        .then((module) => module.sortTextOffThread(textsOf(values, filled), this.locale))
        .then((text) => {
          if (!this.orders.has(field)) this.orders.set(field, fromText(filled, empties, text));
        })
        .finally(() => this.preparing.delete(field));
      this.preparing.set(field, job);
    }
    return job;
  }

  /** `query`, once the sort's field is prepared. */
  async queryPrepared(query: LocalQuery): Promise<{ data: R[]; total: number }> {
    await this.prepare(query.sort);
    return this.query(query);
  }

  /** Positions of all rows in the requested order (cached per field and direction). */
  positions(field: string, order: SortOrder | string): Int32Array | undefined {
    if (!field) return undefined;
    let cached = this.orders.get(field);
    if (!cached) {
      cached = buildOrder(
        this.rows.map((row) => valueAt(row, field)),
        this.locale,
      );
      this.orders.set(field, cached);
    }
    if (String(order).toUpperCase() === 'DESC') {
      cached.descending ??= descendingOf(cached);
      return cached.descending;
    }
    if (!cached.withEmpties) {
      cached.withEmpties = new Int32Array(cached.ascending.length + cached.empties.length);
      cached.withEmpties.set(cached.ascending);
      cached.withEmpties.set(cached.empties, cached.ascending.length);
    }
    return cached.withEmpties;
  }

  private texts(): string[] {
    this.searchTexts ??= this.rows.map((row) =>
      this.searchable.map((source) => normalizeText(valueAt(row, source))).join('\u0001'),
    );
    return this.searchTexts;
  }

  /** The rows matching `filter`, in `sort` order (cached for the next page change). */
  select(sort: LocalQuery['sort'], filter: Record<string, unknown> = {}): R[] {
    const key = `${sort?.field ?? ''}:${sort?.order ?? ''}|${stableKey(filter)}`;
    if (this.last?.key === key) return this.last.rows;
    const test = buildPredicate(filter, this.rows, () => this.texts());
    const order = sort ? this.positions(sort.field, sort.order) : undefined;
    const out: R[] = [];
    const count = order ? order.length : this.rows.length;
    for (let i = 0; i < count; i += 1) {
      const index = order ? order[i]! : i;
      if (!test || test(index)) out.push(this.rows[index]!);
    }
    this.last = { key, rows: out };
    return out;
  }

  query({ sort, filter, pagination }: LocalQuery): { data: R[]; total: number } {
    const rows = this.select(sort, filter);
    if (!pagination) return { data: rows, total: rows.length };
    const start = Math.max(0, (pagination.page - 1) * pagination.perPage);
    return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
  }
}

function stableKey(filter: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(filter)
      .sort()
      .map((key) => [key, filter[key]]),
  );
}
