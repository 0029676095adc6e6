/** Value helpers shared by local sorting and filtering. */
export type Row = Record<string, unknown>;
const collators = new Map<string, Intl.Collator>();

/** One cached collator per locale: constructing one costs more than thousands of compares. */
export function collatorFor(locale = 'en'): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

const MARKS = /\p{M}/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point.
const NON_ASCII = /[^\u0000-\u007f]/;

/** Case- and accent-insensitive form of a value for searching (ASCII skips the costly NFD). */
export function normalizeText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const lower = String(value).toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

/** A value by path ('user.userName'); through an array it gives every item's value ('flagContent.flagMsg'). */
export function valueAt(row: Row, path: string): unknown {
  if (!path.includes('.')) return row[path];
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) {
      current = current.map((item) =>
        typeof item === 'object' && item !== null ? (item as Row)[key] : undefined,
      );
      continue;
    }
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Row)[key];
  }
  return current;
}

export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
export const NUMERIC = /^-?\d+(\.\d+)?$/;
