import { toIsoDay } from '../lib/dates';
import { collatorFor, ISO_DAY, isEmpty, normalizeText, type Row, valueAt } from './localValues';
import type { AnyResource, FilterDef } from './types';

type Filter = FilterDef<Record<string, unknown>>;

/** A filter value that is a whole day ('2026-11-30'): rows compare by their own day. */
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each field's days, computed once per fetched array (a date filter's next clicks only compare). */
const daysCache = new WeakMap<readonly Row[], Map<string, string[]>>();

function daysOf(rows: readonly Row[], field: string): string[] {
  let byField = daysCache.get(rows);
  if (!byField) {
    byField = new Map();
    daysCache.set(rows, byField);
  }
  let days = byField.get(field);
  if (!days) {
    days = rows.map((row) => toIsoDay(valueAt(row, field)));
    byField.set(field, days);
  }
  return days;
}

/** The filter half of local querying: react-admin filter objects → a row predicate. */
const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_neq', '_q'] as const;

function compareLoose(a: unknown, b: unknown): number {
  const x = typeof a === 'number' ? a : Number(a);
  const y = typeof b === 'number' ? b : Number(b);
  if (Number.isFinite(x) && Number.isFinite(y) && !(typeof a === 'string' && ISO_DAY.test(a))) return x - y;
  return collatorFor().compare(String(a), String(b));
}

function equalsLoose(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => equalsLoose(item, expected));
  if (typeof expected === 'string') return normalizeText(actual) === normalizeText(expected);
  return actual === expected || String(actual) === String(expected);
}

type Predicate = (index: number) => boolean;

/**
 * react-admin filter objects: `q` searches the declared searchable fields (every word must
 * appear), `field: value` matches case- and accent-insensitively (an array means any of),
 * and `field_gte|_lte|_gt|_lt|_neq|_q` compare.
 */
export function buildPredicate(
  filter: Record<string, unknown>,
  rows: readonly Row[],
  searchTexts: () => string[],
): Predicate | undefined {
  const tests: Predicate[] = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (isEmpty(expected) || (Array.isArray(expected) && expected.length === 0 && key !== 'id')) continue;
    if (key === 'q') {
      const terms = normalizeText(expected).split(/\s+/).filter(Boolean);
      if (terms.length === 0) continue;
      const texts = searchTexts();
      tests.push((i) => terms.every((term) => texts[i]!.includes(term)));
      continue;
    }
    const operator = OPERATORS.find((suffix) => key.endsWith(suffix));
    const field = operator ? key.slice(0, -operator.length) : key;
    const get = (i: number) => valueAt(rows[i]!, field);
    if (operator === '_q') {
      const term = normalizeText(expected);
      tests.push((i) => normalizeText(get(i)).includes(term));
    } else if (operator === '_neq') {
      tests.push((i) => !equalsLoose(get(i), expected));
    } else if (operator) {
      const ok = {
        _gte: (c: number) => c >= 0,
        _lte: (c: number) => c <= 0,
        _gt: (c: number) => c > 0,
        _lt: (c: number) => c < 0,
      }[operator];
      if (typeof expected === 'string' && WHOLE_DAY.test(expected)) {
        // "Expires before 30 Nov": a stored 2026-11-30T00:00:00Z is that day, not after it.
        const days = daysOf(rows, field);
        tests.push((i) => {
          const day = days[i]!;
          return day !== '' && ok(day < expected ? -1 : day > expected ? 1 : 0);
        });
      } else tests.push((i) => !isEmpty(get(i)) && ok(compareLoose(get(i), expected)));
    } else if (Array.isArray(expected)) {
      const wanted = new Set(expected.map((value) => String(value)));
      tests.push((i) => wanted.has(String(get(i))));
    } else {
      tests.push((i) => equalsLoose(get(i), expected));
    }
  }
  if (tests.length === 0) return undefined;
  return (i) => tests.every((test) => test(i));
}

/** The filter keys a declared filter writes (`status`, `discount_gte`, …). */
export function filterKeys(filter: Filter): string[] {
  switch (filter.kind) {
    case 'numberRange':
    case 'dateRange':
      return [`${filter.source}_gte`, `${filter.source}_lte`];
    case 'before':
      return [`${filter.source}_lt`];
    default:
      return [filter.source];
  }
}

/** How many declared filters are set now (the phone's Filters button shows it). */
export function activeFilterCount(resource: AnyResource, values: Record<string, unknown>): number {
  return (resource.list?.filters ?? []).filter((filter) =>
    filterKeys(filter as Filter).some((key) => values[key] !== undefined && values[key] !== ''),
  ).length;
}
