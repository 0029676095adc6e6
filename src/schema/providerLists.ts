import {
  type GetListParams,
  type GetListResult,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { HttpClient } from '../api/http';
import { callEndpoint, endpointsOf, toRecord } from './endpointCall';
import type { LocalList, LocalQuery } from './localQuery';
import type { AnyResource, Endpoints, ServerListCall } from './types';

/* How the provider reads lists: whole arrays read once and kept, server-paged ones page by page. */

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
/** Records per call when a server-paged list is read whole, and the most calls made for it. */
const SERVER_PAGE = 100;
const MAX_PAGES = 200;

type ServerList = Extract<NonNullable<Endpoints['list']>, { paging: 'server' }>;
type ListPage = GetListResult<RaRecord>;

/** The record of an id among rows (ids compared as text: the URL's "12" is the record's 12). */
export const rowWithId = (rows: readonly RaRecord[], id: Identifier) =>
  rows.find((row) => String(row.id) === String(id));

/** A verb the declaration does not offer (a list with no delete, say). */
export const unsupported = (resource: string, operation: string) =>
  new HttpError('app.schema.errors.unsupported', 405, { resource, operation });

/**
 * The local engine (sorting, filtering and paging whole arrays) loads with the first list, beside
 * its records: the login page never needs it.
 */
const localEngine = () => import('./localQuery');

const searchable = (resource: AnyResource) => (resource.list?.search ?? []) as readonly string[];

const rowsOf = (raws: readonly unknown[], resource: AnyResource) =>
  raws.map((raw, position) => toRecord(raw, resource.idField, position));

export interface ProviderLists {
  /** A whole-array list: kept, joined while it is read, or read; `requestKey` names getList's params. */
  wholeList(resource: AnyResource, requestKey?: string): Promise<LocalList<RaRecord>>;
  /** One getList of a server-paged list. */
  serverList(resource: AnyResource, endpoint: ServerList, params: GetListParams): Promise<ListPage>;
  /** Records already read, handed to the local engine. */
  localList(rows: readonly RaRecord[], resource: AnyResource): Promise<LocalList<RaRecord>>;
  /** Reads a whole-array list before its screen asks (the provider's preloadList). */
  preload(resource: AnyResource): Promise<void>;
  /** A kept record: the previous data of a change react-admin gave none for. */
  previous(resource: AnyResource, id: Identifier): RaRecord | undefined;
  /** Drops the lists a change of this resource makes stale. */
  invalidate(resource: AnyResource): void;
  /** Drops every list kept (the session has ended: no record stays in memory). */
  forget(): void;
}

export function createLists(http: HttpClient, now: () => number, locale?: string): ProviderLists {
  const cache = new Map<string, CacheEntry>();

  /** Whether a cached read (a list or a kept failure) is recent enough to serve. */
  const isFresh = (entry: CacheEntry, resource: AnyResource) =>
    now() - entry.fetchedAt < (resource.cacheMs ?? DEFAULT_CACHE_MS);

  const localList = async (rows: readonly RaRecord[], resource: AnyResource) =>
    new (await localEngine()).LocalList(rows, searchable(resource), locale);

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
      ([{ result }, engine]) => new engine.LocalList(rowsOf(result, resource), searchable(resource), locale),
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

  /**
   * The list's first getList joins this read, or reports its failure (the server's answer, once:
   * no second call behind the admin's back; Retry asks again). A server-paged list is not read
   * ahead. Resolves once read, failed or not.
   */
  async function preload(resource: AnyResource): Promise<void> {
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
  }

  async function serverList(resource: AnyResource, endpoint: ServerList, params: GetListParams) {
    const call: ServerListCall = {
      pagination: params.pagination ?? { page: 1, perPage: 25 },
      sort: params.sort ?? { field: '', order: 'ASC' },
      filter: params.filter ?? {},
      meta: params.meta,
    };
    const query: LocalQuery = { sort: params.sort, filter: call.filter, pagination: params.pagination };
    if (needsEveryPage(resource, call)) {
      // The platform pages but does not filter: a filtered view reads every page (a few
      // calls of SERVER_PAGE records) and the local engine filters, sorts and pages them.
      const rows = await everyPage(http, endpoint, call, resource.name, params.signal);
      return (await localList(rowsOf(rows, resource), resource)).queryPrepared(query);
    }
    const { result } = await callEndpoint(endpoint, call, http, resource.name, { signal: params.signal });
    const data = rowsOf(result.data, resource);
    if (result.total !== undefined || result.pageInfo)
      return { data, total: result.total, pageInfo: result.pageInfo };
    return (await localList(data, resource)).queryPrepared(query);
  }

  return {
    wholeList,
    serverList,
    localList,
    preload,
    previous: (resource, id) => rowWithId(cache.get(resource.name)?.list?.rows ?? [], id),
    invalidate: (resource) => {
      cache.delete(resource.name);
      for (const other of resource.invalidates ?? []) cache.delete(other);
    },
    forget: () => cache.clear(),
  };
}

/**
 * A server-paged list is read whole when a declared filter is set (the platform's call pages but
 * does not filter) or when more records are asked than one call returns (a filter's choices).
 */
function needsEveryPage(resource: AnyResource, call: ServerListCall) {
  const declared = (resource.list?.filters ?? []).map((filter) => filter.source);
  const filtered = Object.entries(call.filter).some(
    ([key, value]) =>
      value !== undefined &&
      value !== '' &&
      declared.some((source) => key === source || key.startsWith(`${source}_`)),
  );
  return filtered || call.pagination.perPage > SERVER_PAGE;
}

/** Every page of a server-paged list, SERVER_PAGE records per call, at most MAX_PAGES calls. */
async function everyPage(
  http: HttpClient,
  endpoint: ServerList,
  call: ServerListCall,
  name: string,
  signal?: AbortSignal,
) {
  const rows: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const pageCall = { ...call, pagination: { page, perPage: SERVER_PAGE } };
    const { result } = await callEndpoint(endpoint, pageCall, http, name, { signal });
    rows.push(...result.data);
    const total = result.total;
    const more =
      result.pageInfo?.hasNextPage ??
      (total !== undefined ? rows.length < total : result.data.length === SERVER_PAGE);
    if (!more || result.data.length === 0) break;
  }
  return rows;
}
