import { type FieldChange, SECRET } from './journalEntry';

/**
 * Which fields a write changed, for the journal's recording (src/engine/journalVerbs.ts). Its own
 * module: the recording loads after the first paint, and so does this, not the journal's store.
 */

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Two values the platform holds as the same ("10" and 10; null, undefined and ""). */
export function sameForJournal(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** The fields of `sent` whose value differs between `before` and `after`. */
export function changesOf(
  fields: readonly string[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (field === 'id' || SECRET.test(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (!sameForJournal(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
