import {
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  HttpError,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import type { HttpClient } from '../api/http';
import { type ActionMethod, actionMethods } from './actionMethods';
import { callEndpoint, endpointsOf, recordIn, toRecord } from './endpointCall';
import type { LocalList, LocalQuery } from './localQuery';
import type { AnyResource, Endpoints, ServerListCall } from './types';

export interface DataProviderOptions {
  /** Clock for the cache expiry (tests pass a fake one). */
  now?: () => number;
  /** Locale of the text collator. */
  locale?: string;
}

export type EngineDataProvider = DataProvider & Record<string, ActionMethod>;

interface CacheEntry {
  list?: LocalList<RaRecord>;
  pending?: Promise<LocalList<RaRecord>>;
  /** A read ahead (preloadList) that failed: the list's first call reports it, not a new call. */
  failed?: unknown;
  fetchedAt: number;
  /** The last getList params served: the same params again means react-admin wants fresh data. */
  lastKey?: string;
}

const DEFAULT_CACHE_MS = 30_000;

/** A verb the declaration does not offer (a list with no delete, say). */
const unsupported = (resource: string, operation: string) =>
  new HttpError('app.schema.errors.unsupported', 405, { resource, operation });

/**
 * The local engine (sorting, filtering and paging whole arrays) loads with the first list, beside
 * its records: the login page never needs it.
 */
const localEngine = () => import('./localQuery');
/** Records per call when a server-paged list is read whole, and the most calls made for it. */
const SERVER_PAGE = 100;
const MAX_PAGES = 200;

/**
 * A server-paged list is read whole when a declared filter is set (the platform's call pages but
 * does not filter) or when more records are asked than one call returns (a filter's choices).
 */
function needsEveryPage(resource: AnyResource, call: { pagination: { perPage: number }; filter: object }) {
  const declared = (resource.list?.filters ?? []).map((filter) => filter.source);
  const filtered = Object.entries(call.filter).some(
    ([key, value]) =>
      value !== undefined &&
      value !== '' &&
      declared.some((source) => key === source || key.startsWith(`${source}_`)),
  );
  return filtered || call.pagination.perPage > SERVER_PAGE;
}
const STANDARD = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'preloadList',
  'forgetRecords',
]);

/**
 * A react-admin DataProvider built from resource declarations. The engine knows no resource:
 * every path, payload and reply shape comes from the declarations.
 */
export function buildDataProvider(
  resources: readonly AnyResource[],
  http: HttpClient,
  options: DataProviderOptions = {},
): EngineDataProvider {
  const now = options.now ?? Date.now;
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const cache = new Map<string, CacheEntry>();

  // A name nobody declared is a mistake (a typo, a missing registry line), not a call to
  // GET /<name>: it fails loudly, naming what is missing.
  const resourceOf = (name: string): AnyResource => {
    const resource = byName.get(name);
    if (!resource) {
      throw new Error(
        `Unknown resource "${name}": declare it in its own folder and add it to src/resources/declared.ts`,
      );
    }
    return resource;
  };
  const searchable = (resource: AnyResource) => (resource.list?.search ?? []) as readonly string[];
  const invalidate = (resource: AnyResource) => {
    cache.delete(resource.name);
    for (const other of resource.invalidates ?? []) cache.delete(other);
  };

  const localList = async (rows: readonly RaRecord[], resource: AnyResource) =>
    new (await localEngine()).LocalList(rows, searchable(resource), options.locale);

  /** Whether a cached read (a list or a kept failure) is recent enough to serve. */
  const isFresh = (entry: CacheEntry, resource: AnyResource) =>
    now() - entry.fetchedAt < (resource.cacheMs ?? DEFAULT_CACHE_MS);

  async function wholeList(resource: AnyResource, requestKey?: string): Promise<LocalList<RaRecord>> {
    const entry = cache.get(resource.name);
    if (entry?.failed !== undefined) {
      cache.delete(resource.name);
      if (isFresh(entry, resource)) throw entry.failed;
    }
    if (entry?.pending) {
      // A list joining a preload (no params): the params it brings are the ones served.
      if (requestKey !== undefined && entry.lastKey === undefined) entry.lastKey = requestKey;
      return entry.pending;
    }
    if (
      entry?.list &&
      isFresh(entry, resource) &&
      (requestKey === undefined || requestKey !== entry.lastKey)
    ) {
      if (requestKey !== undefined) entry.lastKey = requestKey;
      return entry.list;
    }
    const endpoint = endpointsOf(resource).list;
    if (!endpoint || endpoint.paging === 'server') throw unsupported(resource.name, 'list');
    const pending = Promise.all([callEndpoint(endpoint, {}, http, resource.name), localEngine()]).then(
      ([{ result }, engine]) => {
        const rows = result.map((raw, position) => toRecord(raw, resource.idField, position));
        return new engine.LocalList(rows, searchable(resource), options.locale);
      },
    );
    const next: CacheEntry = { pending, fetchedAt: now(), lastKey: requestKey };
    cache.set(resource.name, next);
    try {
      next.list = await pending;
      next.fetchedAt = now();
      return next.list;
    } catch (error) {
      if (cache.get(resource.name) === next) cache.delete(resource.name);
      throw error;
    } finally {
      next.pending = undefined;
    }
  }

  const previous = (resource: AnyResource, id: Identifier): RaRecord | undefined =>
    cache.get(resource.name)?.list?.rows.find((row) => String(row.id) === String(id));

  const required = <K extends keyof Endpoints>(
    resource: AnyResource,
    operation: K,
  ): NonNullable<Endpoints[K]> => {
    const endpoint = endpointsOf(resource)[operation];
    if (!endpoint) throw unsupported(resource.name, operation);
    return endpoint as NonNullable<Endpoints[K]>;
  };

  async function deleteOne(resource: AnyResource, id: Identifier, previousData?: RaRecord, meta?: unknown) {
    const before = previousData ?? previous(resource, id);
    const { message } = await callEndpoint(
      required(resource, 'delete'),
      { id, previousData: before, meta: meta as Record<string, unknown> | undefined },
      http,
      resource.name,
    );
    invalidate(resource);
    return { data: before ?? ({ id } as RaRecord), meta: { message } };
  }

  async function updateOne(
    resource: AnyResource,
    id: Identifier,
    data: object,
    previousData?: RaRecord,
    meta?: unknown,
  ) {
    const before = previousData ?? previous(resource, id) ?? ({ id } as RaRecord);
    const values = data as Record<string, unknown>;
    const { result, message } = await callEndpoint(
      required(resource, 'update'),
      { id, data: values, previousData: before, meta },
      http,
      resource.name,
    );
    invalidate(resource);
    const record = recordIn(result, resource.idField) ?? { ...before, ...values, id };
    return { data: record, meta: { message } };
  }

  type ServerList = Extract<NonNullable<Endpoints['list']>, { paging: 'server' }>;

  /** Every page of a server-paged list, SERVER_PAGE records per call, at most MAX_PAGES calls. */
  async function everyPage(endpoint: ServerList, call: ServerListCall, name: string, signal?: AbortSignal) {
    const rows: unknown[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { result } = await callEndpoint(
        endpoint,
        { ...call, pagination: { page, perPage: SERVER_PAGE } },
        http,
        name,
        { signal },
      );
      rows.push(...result.data);
      const total = result.total;
      const more =
        result.pageInfo?.hasNextPage ??
        (total !== undefined ? rows.length < total : result.data.length === SERVER_PAGE);
      if (!more || result.data.length === 0) break;
    }
    return rows;
  }

  type One = Promise<{ data: RaRecord; meta?: unknown }>;
  const provider = {
    /** Drops every list kept (the session has ended: no record stays in memory). */
    forgetRecords(): void {
      cache.clear();
    },

    /**
     * Starts reading a whole-array list before its screen asks (the screen's code is still
     * loading): the list's first getList joins this call, or reports its failure (the server's
     * answer, once: no second call behind the admin's back; Retry asks again). A server-paged
     * list is not read ahead. Resolves once read, failed or not.
     */
    async preloadList(name: string): Promise<void> {
      const resource = resourceOf(name);
      const endpoint = endpointsOf(resource).list;
      if (!endpoint || endpoint.paging === 'server') return;
      // A failure kept from an earlier read ahead waits for the list's first call: reading it
      // here would take it away (the list would then ask the server a second time).
      const kept = cache.get(resource.name);
      if (kept?.failed !== undefined && isFresh(kept, resource)) return;
      const reading = wholeList(resource);
      const call = cache.get(resource.name);
      await reading.catch((error: unknown) => {
        // A list that joined the call has had its failure already (joining sets lastKey). A 401
        // is not kept: the API layer has ended the session (the admin is sent to sign in), and the
        // list, shown after signing in again, must ask afresh, not get the old refusal.
        const joined = call?.lastKey !== undefined;
        const refused = (error as { status?: number } | undefined)?.status === 401;
        if (!joined && !refused && !cache.has(resource.name))
          cache.set(resource.name, { failed: error, fetchedAt: now() });
      });
    },

    async getList(name: string, params: GetListParams): Promise<GetListResult<RaRecord>> {
      const resource = resourceOf(name);
      const endpoint = required(resource, 'list');
      const query: LocalQuery = {
        sort: params.sort,
        filter: params.filter ?? {},
        pagination: params.pagination,
      };
      if (endpoint.paging === 'server') {
        const call = {
          pagination: params.pagination ?? { page: 1, perPage: 25 },
          sort: params.sort ?? { field: '', order: 'ASC' },
          filter: params.filter ?? {},
          meta: params.meta,
        };
        if (needsEveryPage(resource, call)) {
          // The platform pages but does not filter: a filtered view reads every page (a few
          // calls of SERVER_PAGE records) and the local engine filters, sorts and pages them.
          const rows = await everyPage(endpoint, call, name, params.signal);
          const records = rows.map((raw, position) => toRecord(raw, resource.idField, position));
          return (await localList(records, resource)).queryPrepared(query);
        }
        const { result } = await callEndpoint(endpoint, call, http, name, { signal: params.signal });
        const data = result.data.map((raw, position) => toRecord(raw, resource.idField, position));
        if (result.total !== undefined || result.pageInfo)
          return { data, total: result.total, pageInfo: result.pageInfo };
        return (await localList(data, resource)).queryPrepared(query);
      }
      const key = JSON.stringify([params.sort, params.filter, params.pagination, params.meta]);
      return (await wholeList(resource, key)).queryPrepared(query);
    },

    async getOne(name: string, params: GetOneParams): One {
      const resource = resourceOf(name);
      const endpoint = endpointsOf(resource).getOne;
      if (endpoint) {
        const { result } = await callEndpoint(endpoint, { id: params.id, meta: params.meta }, http, name);
        return { data: toRecord(result, resource.idField) };
      }
      const list = await wholeList(resource);
      const found = list.rows.find((row) => String(row.id) === String(params.id));
      if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
      return { data: found };
    },

    async getMany(name: string, params: GetManyParams) {
      const wanted = new Set(params.ids.map(String));
      const list = await wholeList(resourceOf(name));
      return { data: list.rows.filter((row) => wanted.has(String(row.id))) };
    },

    async getManyReference(name: string, params: GetManyReferenceParams) {
      const list = await wholeList(resourceOf(name));
      return (await localList(list.rows, resourceOf(name))).queryPrepared({
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        pagination: params.pagination,
      });
    },

    async create(name: string, params: CreateParams): One {
      const resource = resourceOf(name);
      const data = params.data as Record<string, unknown>;
      const { result, message } = await callEndpoint(
        required(resource, 'create'),
        { data, meta: params.meta },
        http,
        name,
      );
      invalidate(resource);
      const record = recordIn(result, resource.idField) ?? {
        ...data,
        id: (data.id as Identifier) ?? `new-${now()}`,
      };
      return { data: record, meta: { message } };
    },

    update: async (name: string, params: UpdateParams): One =>
      updateOne(resourceOf(name), params.id, params.data, params.previousData, params.meta),

    async updateMany(name: string, params: UpdateManyParams) {
      const resource = resourceOf(name);
      // The platform has no bulk calls: one request after the other, stopping at the first failure.
      for (const id of params.ids) await updateOne(resource, id, params.data, undefined, params.meta);
      return { data: params.ids };
    },

    delete: async (name: string, params: DeleteParams): One =>
      deleteOne(resourceOf(name), params.id, params.previousData, params.meta),

    async deleteMany(name: string, params: DeleteManyParams) {
      const resource = resourceOf(name);
      for (const id of params.ids) await deleteOne(resource, id, undefined, params.meta);
      return { data: params.ids };
    },
  };

  // react-admin types each method as generic in the record type its caller names; the engine's
  // records are plain RaRecords, so the provider is typed once here rather than cast per method.
  return Object.assign(
    provider as unknown as DataProvider,
    actionMethods(resources, http, invalidate, STANDARD),
  );
}
