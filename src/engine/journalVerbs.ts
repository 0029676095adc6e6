import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { errorText } from '../lib/bulk';
import type { FieldChange, Journal, NewJournalEntry } from '../lib/journal';
import { changesOf } from '../lib/journalChanges';
import type { ActionMethod } from './actionMethods';
import { recordName } from './fieldLookup';
import { isStaleWrite } from './staleWrite';
import type { AnyAction, AnyResource } from './types';

/** The provider's writes: each is recorded in the admin's journal with what the platform said. */
export interface WriteVerbs {
  create(name: string, params: CreateParams): Promise<CreateResult<RaRecord>>;
  update(name: string, params: UpdateParams): Promise<UpdateResult<RaRecord>>;
  updateMany(name: string, params: UpdateManyParams): Promise<UpdateManyResult<RaRecord>>;
  delete(name: string, params: DeleteParams): Promise<DeleteResult<RaRecord>>;
  deleteMany(name: string, params: DeleteManyParams): Promise<DeleteManyResult<RaRecord>>;
}

/** An undo says which entry it undoes: `meta: { journal: { undoes } }`. */
const undoesIn = (meta: unknown): string | undefined => {
  const undoes = (meta as { journal?: { undoes?: unknown } } | undefined)?.journal?.undoes;
  return typeof undoes === 'string' ? undoes : undefined;
};

const plain = (record: RaRecord | Record<string, unknown> | undefined) =>
  record ? ({ ...record } as Record<string, unknown>) : undefined;

/** A source the list alone shows: a column, no form's field. */
const listOnly = (resource: AnyResource, source: string) =>
  resource.fields.every(
    (field) => field.source !== source || field.in?.every((view) => view === 'list') === true,
  );

/** Whether `text` is made of the record's other values only (and spaces, signs between them). */
function composed(text: string, record: Record<string, unknown>, source: string): boolean {
  const others = Object.entries(record)
    .filter(([key, value]) => key !== source && (typeof value === 'string' || typeof value === 'number'))
    .map(([, value]) => String(value).trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const other of others) rest = rest.split(other).join(' ');
  return rest !== text && !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * A deleted record's fields, as its entry lists them: each declared field once, in the
 * declaration's order, without a column the list composes from the record's other values (an
 * agent's Full Name from the first and last names, a phone with its country code). Every key
 * when the resource declares no fields. The whole record stays in `before`, for the undo.
 */
function deletedFields(resource: AnyResource, record: Record<string, unknown> | undefined): FieldChange[] {
  if (!record) return [];
  if (!resource.fields.length) return changesOf(Object.keys(record), record, undefined);
  const sources = [...new Set(resource.fields.map((field) => field.source))].filter((source) => {
    const value = record[source];
    return !(typeof value === 'string' && listOnly(resource, source) && composed(value, record, source));
  });
  return changesOf(sources, record, undefined);
}

/**
 * The write verbs, journaled: create, update, delete (and their "many" forms, one batch entry
 * with a record each), and every declared action that is not read-only. The engine knows no
 * resource: the record's name is its declared representation.
 */
export function journalVerbs(
  verbs: WriteVerbs,
  resourceOf: (name: string) => AnyResource,
  journal: Journal,
): WriteVerbs {
  const nameOf = (name: string, record: Record<string, unknown> | undefined, id: unknown) =>
    recordName(resourceOf(name), record) || (id === undefined ? '' : String(id));

  /** Runs `write`, then records it as `entryOf(outcome)`; a failure is recorded and thrown again. */
  async function recorded<T>(
    write: () => Promise<T>,
    entryOf: (outcome: { value?: T; error?: unknown }) => NewJournalEntry,
  ): Promise<T> {
    let value: T;
    try {
      value = await write();
    } catch (error) {
      journal.record(entryOf({ error }));
      throw error;
    }
    journal.record(entryOf({ value }));
    return value;
  }

  const update: WriteVerbs['update'] = (name, params) =>
    recorded(
      () => verbs.update(name, params),
      ({ value, error }) => {
        const before = plain(
          (value?.meta as { before?: RaRecord } | undefined)?.before ??
            (isStaleWrite(error) ? error.current : params.previousData),
        );
        const after = value
          ? { ...before, ...params.data, ...plain(value.data) }
          : { ...before, ...params.data };
        const fields = Object.keys(params.data ?? {});
        return {
          resource: name,
          recordId: String(params.id),
          recordName: nameOf(name, after, params.id),
          kind: 'update',
          changes: changesOf(fields, before, after),
          before,
          after,
          result: value ? 'confirmed' : isStaleWrite(error) ? 'conflict' : 'failed',
          message: value ? (value.meta as { message?: string } | undefined)?.message : errorText(error),
          undoes: undoesIn(params.meta),
        };
      },
    );

  const remove: WriteVerbs['delete'] = (name, params) =>
    recorded(
      () => verbs.delete(name, params),
      ({ value, error }) => {
        const before = plain(value?.data ?? params.previousData);
        return {
          resource: name,
          recordId: String(params.id),
          recordName: nameOf(name, before, params.id),
          kind: 'delete',
          changes: deletedFields(resourceOf(name), before),
          before,
          result: value ? 'confirmed' : 'failed',
          message: value ? (value.meta as { message?: string } | undefined)?.message : errorText(error),
          undoes: undoesIn(params.meta),
        };
      },
    );

  return {
    create: (name, params) =>
      recorded(
        () => verbs.create(name, params),
        ({ value, error }) => {
          const after = { ...params.data, ...plain(value?.data) };
          return {
            resource: name,
            recordId: value ? String(value.data.id) : undefined,
            recordName: nameOf(name, after, value?.data.id),
            kind: 'create',
            changes: changesOf(Object.keys(params.data ?? {}), undefined, params.data),
            after,
            result: value ? 'confirmed' : 'failed',
            message: value ? (value.meta as { message?: string } | undefined)?.message : errorText(error),
            undoes: undoesIn(params.meta),
          };
        },
      ),
    update,
    delete: remove,
    // The platform has no bulk calls: one call after the other, stopping at the first failure,
    // one journal entry for the batch.
    async updateMany(name, params) {
      const batch = journal.beginBatch(name, 'updateMany', undoesIn(params.meta));
      try {
        for (const id of params.ids)
          await update(name, { id, data: params.data, previousData: undefined as never, meta: params.meta });
      } finally {
        batch.end();
      }
      return { data: params.ids };
    },
    async deleteMany(name, params) {
      const batch = journal.beginBatch(name, 'deleteMany', undoesIn(params.meta));
      try {
        for (const id of params.ids) await remove(name, { id, meta: params.meta });
      } finally {
        batch.end();
      }
      return { data: params.ids };
    },
  };
}

/** Declared actions that write (not `readOnly`), journaled as what they are: an action on a record. */
export function journalActions(
  actions: Record<string, ActionMethod>,
  resources: readonly AnyResource[],
  journal: Journal,
  /** The record as the lists hold it (an action is often called with its id alone). */
  find: (resource: AnyResource, id: unknown) => RaRecord | undefined,
): Record<string, ActionMethod> {
  const journaled: Record<string, ActionMethod> = { ...actions };
  for (const resource of resources) {
    for (const [name, action] of Object.entries(resource.actions ?? {}) as [string, AnyAction][]) {
      const method = actions[name];
      if (!method || action.readOnly) continue;
      journaled[name] = async (params: never) => {
        const given = (params ?? {}) as {
          id?: unknown;
          record?: Record<string, unknown>;
          previousData?: Record<string, unknown>;
          file?: { name?: unknown };
        };
        const record =
          given.record ??
          given.previousData ??
          (given.id === undefined ? undefined : find(resource, given.id));
        const named =
          recordName(resource, record) || (typeof given.file?.name === 'string' ? given.file.name : '');
        const entryOf = (result: 'confirmed' | 'failed', message?: string): NewJournalEntry => ({
          resource: resource.name,
          recordId: given.id === undefined ? undefined : String(given.id),
          recordName: named || (given.id === undefined ? '' : String(given.id)),
          kind: 'action',
          action: name,
          changes: [],
          before: plain(record),
          result,
          message,
        });
        try {
          const value = await method(params);
          journal.record(entryOf('confirmed'));
          return value;
        } catch (error) {
          journal.record(entryOf('failed', errorText(error)));
          throw error;
        }
      };
    }
  }
  return journaled;
}
