/**
 * Unsaved form input, kept per form and record in sessionStorage so that a failed save, an ended
 * session or a reload loses nothing. Only what the admin changed is kept; passwords never are,
 * and files cannot be (the draft remembers which file inputs held one, so the form can say so).
 */
import { clearDraft, draftStorage, PREFIX } from './draftStore';

export { clearAllDrafts, clearDraft, draftKeys } from './draftStore';

export interface Draft {
  /** The changed values, by field name (nested names are dotted). */
  values: Record<string, unknown>;
  /** Fields whose chosen file could not be kept. */
  files: string[];
  /** Anything the owner needs to reopen the form (e.g. the list page of a weekly row). */
  meta?: Record<string, unknown>;
  savedAt: number;
}

/**
 * Drafts whose form was just saved: the still-mounted form may report its (now saved) values
 * again while it closes, which must not bring the draft back. Lifted when a form for that key
 * starts again.
 */
const finished = new Set<string>();
const SECRET = /pass(word)?|otp|secret|token/i;

const isFileLike = (value: unknown): boolean =>
  (typeof File !== 'undefined' && value instanceof File) ||
  (typeof value === 'object' && value !== null && 'rawFile' in value);

/** The key of one form's draft: `users:64ab…`, `stores:new`, `weeklyData:…`. */
export const draftKey = (scope: string, id?: string | number | null): string =>
  `${scope}:${id === undefined || id === null || id === '' ? 'new' : String(id)}`;

export function readDraft(key: string): Draft | undefined {
  try {
    const raw = draftStorage()?.getItem(PREFIX + key);
    const parsed = raw ? (JSON.parse(raw) as Draft) : undefined;
    return parsed && typeof parsed.values === 'object' && parsed.values !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `values` (the changed fields only). An empty change set removes the draft: nothing is
 * unsaved any more.
 */
export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  meta?: Record<string, unknown>,
): void {
  if (finished.has(key)) return;
  const kept: Record<string, unknown> = {};
  const files: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (SECRET.test(name)) continue;
    if (isFileLike(value)) files.push(name);
    else if (value !== undefined) kept[name] = value;
  }
  if (Object.keys(kept).length === 0 && files.length === 0) {
    clearDraft(key);
    return;
  }
  const draft: Draft = { values: kept, files, meta, savedAt: Date.now() };
  try {
    draftStorage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // A full sessionStorage: the form still holds the input, only the safety copy is missing.
  }
}

/** After a save the server confirmed: the draft goes, and the closing form cannot write it back. */
export function finishDraft(key: string): void {
  finished.add(key);
  clearDraft(key);
}

/** A form for `key` starts (again): its changes are kept from now on. */
export function resumeDraft(key: string): void {
  finished.delete(key);
}
