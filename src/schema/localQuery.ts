/**
 * Paging, sorting and filtering of a whole fetched array in the browser (the platform's lists
 * return everything at once). Built for 100,000 rows: normalised search strings are computed
 * once per array, each field's sort order is computed once and reused, and the last
 * sort + filter result is kept so a page change is a slice.
 */
import { buildPredicate } from './localFilter';
import { collatorFor, ISO_DAY, isEmpty, NUMERIC, normalizeText, type Row, valueAt } from './localValues';

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

/** Ascending positions of a field with ties in original order, and where each tie group starts. */
interface FieldOrder {
  ascending: Int32Array;
  groupStarts?: Int32Array;
  empties: Int32Array;
  compare: (a: number, b: number) => number;
  withEmpties?: Int32Array;
  descending?: Int32Array;
}

function buildOrder(values: readonly unknown[], locale: string): FieldOrder {
  const kind = kindOf(values);
  const filled: number[] = [];
  const empties: number[] = [];
  values.forEach((value, index) => {
    (isEmpty(value) ? empties : filled).push(index);
  });
  let compare: (a: number, b: number) => number;
  if (kind === 'string') {
    const collator = collatorFor(locale);
    const strings = values.map((value) => (isEmpty(value) ? '' : String(value)));
    compare = (a, b) => collator.compare(strings[a]!, strings[b]!);
  } else {
    const keys = new Float64Array(values.length);
    for (const index of filled) keys[index] = toNumber(values[index], kind);
    compare = (a, b) => keys[a]! - keys[b]!;
  }
  // Ties fall back to the original position: a stable sort whatever the engine's sort does.
  filled.sort((a, b) => compare(a, b) || a - b);
  return { ascending: Int32Array.from(filled), empties: Int32Array.from(empties), compare };
}

/** Descending with ties still in original order, and empty values still last. */
function descendingOf(order: FieldOrder): Int32Array {
  const { ascending, compare } = order;
  const out = new Int32Array(ascending.length + order.empties.length);
  let write = 0;
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && compare(ascending[start - 1]!, ascending[start]!) === 0) start -= 1;
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
  private last?: { key: string; rows: R[] };

  constructor(
    readonly rows: readonly R[],
    private readonly searchable: readonly string[],
    private readonly locale = 'en',
  ) {}

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
