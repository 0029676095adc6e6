/**
 * What one entry of the admin's change journal (./journal.ts) holds, and which of a record's values
 * it keeps: plain JSON only, never a secret, never a very long text.
 */

export type JournalResult = 'confirmed' | 'failed' | 'conflict' | 'skipped';
export type JournalKind = 'create' | 'update' | 'delete' | 'action' | 'batch';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Why an entry cannot be undone: shown as it is, translated (`app.journal.no_undo.<reason>`). */
export type NoUndo =
  | 'no_create'
  | 'no_delete'
  | 'no_update'
  | 'action'
  | 'not_confirmed'
  | 'new_id_unknown'
  | 'undone';

export interface JournalEntry {
  id: string;
  /** When the platform answered (ms since the epoch). */
  at: number;
  /** The admin who made it (the session's username). */
  admin: string;
  resource: string;
  recordId?: string;
  /** How the admin knows the record (its declared representation), or its id. */
  recordName: string;
  kind: JournalKind;
  /** A declared action's or a bulk action's name. */
  action?: string;
  changes: FieldChange[];
  result: JournalResult;
  /** The server's message, or the failure's text. */
  message?: string;
  /** The record as it was just before (update, delete), as far as the console saw it. */
  before?: Record<string, unknown>;
  /** The record as written (create, update). */
  after?: Record<string, unknown>;
  /** Fields left out of before/after (a file, a very long value): an undo leaves them as they are. */
  omitted?: string[];
  /** The entry this one undid. */
  undoes?: string;
  /** The entry that undid this one. */
  undoneBy?: string;
  /** A bulk action's records, one entry each. */
  items?: JournalEntry[];
}

/** What the verbs tell the journal; the rest (id, time, admin, name) it adds. */
export type NewJournalEntry = Omit<JournalEntry, 'id' | 'at' | 'admin' | 'recordName'> & {
  recordName?: string;
};

/** A text longer than this is not kept (a data URI of a picture, say): the entry says so. */
const MAX_TEXT = 4000;
export const SECRET = /password|passwd|token|secret|otp/i;

/**
 * A record's values fit to keep: JSON values only, no secrets, no very long texts. Returns the
 * kept values and the names of the fields left out.
 */
export function keepable(values: Record<string, unknown> | undefined): {
  values?: Record<string, unknown>;
  omitted: string[];
} {
  if (!values) return { omitted: [] };
  const kept: Record<string, unknown> = {};
  const omitted: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (SECRET.test(field)) continue;
    if (!isPlainJson(value)) omitted.push(field);
    else kept[field] = value;
  }
  return { values: kept, omitted };
}

function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean')
    return true;
  if (typeof value === 'string') return value.length <= MAX_TEXT;
  if (depth > 3) return false;
  if (Array.isArray(value)) return value.length <= 200 && value.every((item) => isPlainJson(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false; // a File, a Date, a Blob
  return Object.values(value as Record<string, unknown>).every((item) => isPlainJson(item, depth + 1));
}
