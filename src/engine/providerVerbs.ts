import {
  type CreateParams,
  type CreateResult,
  type DeleteManyParams,
  type DeleteManyResult,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  HttpError,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateManyResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { isRecord } from '../api/envelope';
import type { HttpClient } from '../api/http';
import { callEndpoint, endpointsOf, recordIn, toRecord } from './endpointCall';
import type { CompareAs } from './merge';
import { type ProviderLists, rowWithId, unsupported } from './providerLists';
import { compareAsKind } from './sheet/sheetCompare';
import { baseIn, StaleWriteError } from './staleWrite';
import type { AnyResource, Endpoints, FormValues } from './types';

/* react-admin's verbs, one function each, on the declarations (ra-data-simple-rest's layout). */

/** What every verb works with. */
export interface Engine {
  http: HttpClient;
  now: () => number;
  lists: ProviderLists;
  /** The declaration of a resource name; a name nobody declared throws. */
  resourceOf(name: string): AnyResource;
}

/** The declared endpoint of an operation; an operation the declaration lacks is refused (405). */
function required<K extends keyof Endpoints>(resource: AnyResource, operation: K) {
  const endpoint = endpointsOf(resource)[operation];
  if (!endpoint) throw unsupported(resource.name, operation);
  return endpoint;
}

export async function getList(
  engine: Engine,
  name: string,
  params: GetListParams,
): Promise<GetListResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  const endpoint = required(resource, 'list');
  if (endpoint.paging === 'server') return engine.lists.serverList(resource, endpoint, params);
  const query = { sort: params.sort, filter: params.filter ?? {}, pagination: params.pagination };
  // `meta.fresh`: the platform's list now, past the cache (an import compares with it).
  const fresh = (params.meta as { fresh?: unknown } | undefined)?.fresh === true;
  return (await engine.lists.wholeList(resource, fresh)).queryPrepared(query);
}

/** A record by its own endpoint, or else from the resource's whole list. */
export async function getOne(
  engine: Engine,
  name: string,
  params: GetOneParams,
): Promise<GetOneResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  const endpoint = endpointsOf(resource).getOne;
  if (endpoint) {
    const call = { id: params.id, meta: params.meta };
    const { result } = await callEndpoint(endpoint, call, engine.http, name);
    return { data: toRecord(result, resource.idField) };
  }
  const found = rowWithId((await engine.lists.wholeList(resource)).rows, params.id);
  if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return { data: found };
}

export async function getMany(
  engine: Engine,
  name: string,
  params: GetManyParams,
): Promise<GetManyResult<RaRecord>> {
  const wanted = new Set(params.ids.map(String));
  const list = await engine.lists.wholeList(engine.resourceOf(name));
  return { data: list.rows.filter((row) => wanted.has(String(row.id))) };
}

export async function getManyReference(
  engine: Engine,
  name: string,
  params: GetManyReferenceParams,
): Promise<GetManyReferenceResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  const list = await engine.lists.wholeList(resource);
  return (await engine.lists.localList(list.rows, resource)).queryPrepared({
    sort: params.sort,
    filter: { ...params.filter, [params.target]: params.id },
    pagination: params.pagination,
  });
}

export async function create(
  engine: Engine,
  name: string,
  params: CreateParams,
): Promise<CreateResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  const data: FormValues = params.data;
  const call = { data, meta: params.meta };
  const { result, message } = await callEndpoint(required(resource, 'create'), call, engine.http, name);
  engine.lists.invalidate(resource);
  // A reply without the record: the values sent stand for it, under a temporary id.
  const record = recordIn(result, resource.idField) ?? {
    ...data,
    id: (data.id as Identifier) ?? `new-${engine.now()}`,
  };
  return { data: record, meta: { message } };
}

export async function update(
  engine: Engine,
  name: string,
  params: UpdateParams,
): Promise<UpdateResult<RaRecord>> {
  return updateOne(engine, engine.resourceOf(name), params.id, params.data, params.previousData, params.meta);
}

export async function updateMany(
  engine: Engine,
  name: string,
  params: UpdateManyParams,
): Promise<UpdateManyResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  // The platform has no bulk calls: one request after the other, stopping at the first failure.
  for (const id of params.ids) await updateOne(engine, resource, id, params.data, undefined, params.meta);
  return { data: params.ids };
}

/** react-admin's delete (`delete` cannot name a function). */
export async function remove(
  engine: Engine,
  name: string,
  params: DeleteParams,
): Promise<DeleteResult<RaRecord>> {
  return deleteOne(engine, engine.resourceOf(name), params.id, params.previousData, params.meta);
}

export async function deleteMany(
  engine: Engine,
  name: string,
  params: DeleteManyParams,
): Promise<DeleteManyResult<RaRecord>> {
  const resource = engine.resourceOf(name);
  for (const id of params.ids) await deleteOne(engine, resource, id, undefined, params.meta);
  return { data: params.ids };
}

/**
 * The stale-write guard alone, for a write that is not the declared update (a declared action
 * that sends some of the record's fields, say): the merged values to send, or the guard's
 * StaleWriteError. Nothing is written.
 */
export async function checkWrite(
  engine: Engine,
  name: string,
  params: UpdateParams,
): Promise<{ data: FormValues }> {
  const resource = engine.resourceOf(name);
  const seen = params.previousData ?? engine.lists.previous(resource, params.id);
  const { data } = await guardWrite(engine, resource, params.id, params.data, seen, params.meta);
  return { data };
}

/** Reads a whole-array list before its screen asks (its code is still loading). */
export async function preloadList(engine: Engine, name: string): Promise<void> {
  await engine.lists.preload(engine.resourceOf(name));
}

async function updateOne(
  engine: Engine,
  resource: AnyResource,
  id: Identifier,
  data: FormValues,
  previousData?: RaRecord,
  meta?: unknown,
) {
  const seen = previousData ?? engine.lists.previous(resource, id);
  const { data: values, current } = await guardWrite(engine, resource, id, data, seen, meta);
  // The record as the platform holds it now: a body that copies untouched fields takes them from here.
  const before: RaRecord = current ?? seen ?? { id };
  const call = { id, data: values, previousData: before, meta };
  const { result, message } = await callEndpoint(
    required(resource, 'update'),
    call,
    engine.http,
    resource.name,
  );
  engine.lists.invalidate(resource);
  // A success that says the record is not there (`data: null`): the platform had nothing to
  // change (deleted between the check and the write). No success is shown.
  if (isRecord(result) && Object.hasOwn(result, 'data') && result.data === null)
    throw new StaleWriteError('gone', resource.name, id, [], undefined, data);
  const record = recordIn(result, resource.idField) ?? { ...before, ...values, id };
  // `before`: the record just before this write, for the admin's journal (./journalVerbs.ts).
  return { data: record, meta: { message, before } };
}

/** How a declared field's values compare in the merge (a form may spell them differently). */
function compareAs(resource: AnyResource) {
  const kinds = new Map(resource.fields.map((field) => [field.source, compareAsKind(field)]));
  return (source: string): CompareAs => kinds.get(source) ?? 'value';
}

/**
 * The stale-write guard (docs/concurrency.md): just before an update, the record is read again
 * past every cache and merged field by field with what the admin saw and what the admin sends.
 * Untouched fields take the platform's values; a field changed on both sides, or a record that
 * is gone, stops the write with a StaleWriteError. `data` keeps its own keys (a partial change
 * stays partial).
 */
async function guardWrite(
  engine: Engine,
  resource: AnyResource,
  id: Identifier,
  data: FormValues,
  seen: RaRecord | undefined,
  meta: unknown,
): Promise<{ data: FormValues; current?: RaRecord }> {
  const guard = resource.staleWrite ?? 'merge';
  if (guard === 'off') return { data };
  const current = await engine.lists.fresh(resource, id, meta);
  // No way to read it again (a server-paged list without a read of one record): as sent.
  if (current === undefined) return { data };
  if (current === null) throw new StaleWriteError('gone', resource.name, id, [], undefined, data);
  // What the admin saw; nothing known (an updateMany of a few fields): the values sent go over
  // the platform's record as it is now.
  const base = seen || baseIn(meta) ? { ...seen, ...baseIn(meta) } : current;
  if (typeof guard === 'object') {
    // A version the platform keeps: unchanged means nobody wrote since, and the admin's form goes as is.
    const version = guard.versionField;
    if (base[version] !== undefined && String(base[version]) === String(current[version]))
      return { data, current };
  }
  // The merge loads with the first save, not with the app.
  const { mergeRecord } = await import('./merge');
  const merged = mergeRecord({
    base,
    theirs: current,
    yours: data,
    compareAs: compareAs(resource),
    skip: new Set(['id', resource.idField ?? '_id']),
  });
  if (merged.conflicts.length > 0)
    throw new StaleWriteError('conflict', resource.name, id, merged.conflicts, current, data);
  return { data: merged.data, current };
}

async function deleteOne(
  engine: Engine,
  resource: AnyResource,
  id: Identifier,
  previousData?: RaRecord,
  meta?: Record<string, unknown>,
) {
  const before = previousData ?? engine.lists.previous(resource, id);
  const call = { id, previousData: before, meta };
  const { message } = await callEndpoint(required(resource, 'delete'), call, engine.http, resource.name);
  engine.lists.invalidate(resource);
  const data: RaRecord = before ?? { id };
  return { data, meta: { message } };
}
