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
import type { HttpClient } from '../api/http';
import { callEndpoint, endpointsOf, recordIn, toRecord } from './endpointCall';
import { type ProviderLists, rowWithId, unsupported } from './providerLists';
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
  const key = JSON.stringify([params.sort, params.filter, params.pagination, params.meta]);
  return (await engine.lists.wholeList(resource, key)).queryPrepared(query);
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
  const before: RaRecord = previousData ?? engine.lists.previous(resource, id) ?? { id };
  const call = { id, data, previousData: before, meta };
  const { result, message } = await callEndpoint(
    required(resource, 'update'),
    call,
    engine.http,
    resource.name,
  );
  engine.lists.invalidate(resource);
  const record = recordIn(result, resource.idField) ?? { ...before, ...data, id };
  return { data: record, meta: { message } };
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
