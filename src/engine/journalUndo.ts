import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { errorText } from '../lib/bulk';
import type { Journal, JournalEntry, NoUndo } from '../lib/journal';
import { endpointsOf } from './endpointCall';
import { isStaleWrite, type StaleWriteError } from './staleWrite';
import type { AnyResource } from './types';

/* Undo of a journal entry, where the platform allows it (docs/journal.md). */

export type UndoPlan = { possible: true } | { possible: false; reason: NoUndo };

/** Whether an entry can be undone, and if not, why (said before the admin tries). */
export function undoPlan(
  entry: JournalEntry,
  resourceOf: (name: string) => AnyResource | undefined,
): UndoPlan {
  if (entry.undoneBy) return { possible: false, reason: 'undone' };
  if (entry.kind === 'batch') {
    const items = entry.items ?? [];
    const first = items.map((item) => undoPlan(item, resourceOf)).find((plan) => !plan.possible);
    return items.some((item) => undoPlan(item, resourceOf).possible)
      ? { possible: true }
      : (first ?? { possible: false, reason: 'not_confirmed' });
  }
  if (entry.result !== 'confirmed') return { possible: false, reason: 'not_confirmed' };
  const resource = resourceOf(entry.resource);
  const endpoints = resource ? endpointsOf(resource) : {};
  switch (entry.kind) {
    case 'update':
      if (!endpoints.update) return { possible: false, reason: 'no_update' };
      return entry.changes.length ? { possible: true } : { possible: false, reason: 'not_confirmed' };
    case 'create':
      if (!endpoints.delete) return { possible: false, reason: 'no_delete' };
      // A reply without the record gave it a temporary id: the platform's own is not known.
      return entry.recordId && !entry.recordId.startsWith('new-')
        ? { possible: true }
        : { possible: false, reason: 'new_id_unknown' };
    case 'delete':
      return endpoints.create && entry.before ? { possible: true } : { possible: false, reason: 'no_create' };
    default:
      return { possible: false, reason: 'action' };
  }
}

/** Whether a delete of this resource could be undone (the confirmation says so before). */
export const canUndoDelete = (resource: AnyResource): boolean => Boolean(endpointsOf(resource).create);

export type UndoOutcome =
  | { kind: 'done'; newId?: Identifier }
  | {
      kind: 'conflict';
      error: StaleWriteError;
      retry: (data: Record<string, unknown>, base: RaRecord) => Promise<UndoOutcome>;
    }
  | { kind: 'failed'; message: string }
  | { kind: 'batch'; done: number; failed: { name: string; message: string }[] };

const ID_KEYS = new Set(['id', '_id']);

const failureText = (error: unknown) => errorText(error) ?? 'ra.notification.http_error';

/**
 * Undoes one entry through the data provider, so every write goes through the stale-write guard
 * and into the journal (the undo is an entry of its own, naming the one it undid):
 * - an edit sends the values from before for the fields it changed, over the record as it was
 *   just after: a field changed since by someone else is a conflict, never overwritten;
 * - a create is deleted; a delete is created again (a new record, with a new id);
 * - a batch is undone record by record, with a report.
 */
export async function undoEntry(
  entry: JournalEntry,
  dataProvider: DataProvider,
  resourceOf: (name: string) => AnyResource,
  /** The journal the provider writes to: a batch's undo is a batch there too. */
  journal?: Journal,
): Promise<UndoOutcome> {
  const meta = { journal: { undoes: entry.id } };
  const resource = resourceOf(entry.resource);
  try {
    if (entry.kind === 'batch') return await undoBatch(entry, dataProvider, resourceOf, journal);
    if (entry.kind === 'update') {
      const after = (entry.after ?? {}) as RaRecord;
      const back = Object.fromEntries(entry.changes.map((change) => [change.field, change.before]));
      const write = async (data: Record<string, unknown>, base: RaRecord): Promise<UndoOutcome> => {
        try {
          await dataProvider.update(entry.resource, {
            id: entry.recordId as Identifier,
            data,
            previousData: base,
            meta: { ...meta, base },
          });
          return { kind: 'done' };
        } catch (error) {
          if (isStaleWrite(error) && error.kind === 'conflict')
            return { kind: 'conflict', error, retry: write };
          return { kind: 'failed', message: failureText(error) };
        }
      };
      return await write({ ...after, ...back, id: entry.recordId }, after);
    }
    if (entry.kind === 'create') {
      await dataProvider.delete(entry.resource, {
        id: entry.recordId as Identifier,
        previousData: entry.after as RaRecord,
        meta,
      });
      return { kind: 'done' };
    }
    if (entry.kind === 'delete') {
      const before = Object.fromEntries(
        Object.entries(entry.before ?? {}).filter(([key]) => !ID_KEYS.has(key) && key !== resource.idField),
      );
      // The create form's shape, as an edit form gets it from a listed record.
      const formed = { ...before, ...resource.form?.toForm?.(before as never) };
      const data = resource.journal?.recreate?.(formed as never) ?? formed;
      const { data: created } = await dataProvider.create(entry.resource, { data, meta });
      return { kind: 'done', newId: created.id };
    }
    return { kind: 'failed', message: 'app.journal.no_undo.action' };
  } catch (error) {
    return { kind: 'failed', message: failureText(error) };
  }
}

async function undoBatch(
  entry: JournalEntry,
  dataProvider: DataProvider,
  resourceOf: (name: string) => AnyResource,
  journal?: Journal,
): Promise<UndoOutcome> {
  const items = (entry.items ?? []).filter((item) => undoPlan(item, resourceOf).possible);
  let done = 0;
  const failed: { name: string; message: string }[] = [];
  // The undo of a batch is a batch of its own in the journal.
  const batch = journal?.beginBatch(entry.resource, entry.action ?? 'undo', entry.id);
  try {
    for (const item of items) {
      const outcome = await undoEntry(item, dataProvider, resourceOf, journal);
      if (outcome.kind === 'done') done += 1;
      else if (outcome.kind === 'conflict')
        failed.push({ name: item.recordName, message: 'app.stale.skipped_conflict' });
      else if (outcome.kind === 'failed') failed.push({ name: item.recordName, message: outcome.message });
    }
  } finally {
    batch?.end();
  }
  return { kind: 'batch', done, failed };
}
