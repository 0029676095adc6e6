import { QueryClient } from '@tanstack/react-query';
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
import type { AnyResource, Endpoints, OneCall, ServerListCall } from './types';

/* How the provider reads lists: whole arrays read once and kept, server-paged ones page by page. */

const DEFAULT_CACHE_MS = 30_000;
/** Records per call when a server-paged list is read whole, and the most calls made for it. */
const SERVER_PAGE = 100;
export const MAX_PAGES = 200;
/** A whole list of this many records or more is read again off the page. */
const OFF_PAGE_ROWS = 5_000;

type ServerList = Extract<NonNullable<Endpoints['list']>, { paging: 'server' }>;
type ListPage = GetListResult<RaRecord>;

/** A list that stopped at a limit: what the screen says ("showing the first 20,000 of …"). */
export interface Truncated {
  shown: number;
  /** The platform's count, when it sent one. */
  total?: number;
}

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
  /**
   * A whole-array list: kept in react-query's cache (one cache: Refresh and a save reach it).
   * `fresh`: read from the platform now, whatever the cache holds (an import's preview).
   */
  wholeList(resource: AnyResource, fresh?: boolean): Promise<LocalList<RaRecord>>;
  /** One getList of a server-paged list. */
  serverList(resource: AnyResource, endpoint: ServerList, params: GetListParams): Promise<ListPage>;
  /** Records already read, handed to the local engine. */
  localList(rows: readonly RaRecord[], resource: AnyResource): Promise<LocalList<RaRecord>>;
  /** Reads a whole-array list before its screen asks (the provider's preloadList). */
  preload(resource: AnyResource): Promise<void>;
  /** A kept record: the previous data of a change react-admin gave none for. */
  previous(resource: AnyResource, id: Identifier): RaRecord | undefined;
  /**
   * The record as the platform holds it now, read past every cache: its own endpoint, else its
   * whole list (a read already under way for the same resource is shared). `null`: the platform
   * no longer has it; `undefined`: the declaration offers no way to read it.
   */
  fresh(resource: AnyResource, id: Identifier, meta?: unknown): Promise<RaRecord | null | undefined>;
  /** Marks the lists a change of this resource makes stale. */
  invalidate(resource: AnyResource): void;
  /** Drops every list kept (the session has ended: no record stays in memory). */
  forget(): void;
}

/** The react-query key of a resource's whole array (under the resource: react-admin's own invalidations reach it). */
export const wholeListKey = (name: string) => [name, 'wholeList'] as const;

export function createLists(
  http: HttpClient,
  now: () => number,
  locale?: string,
  queryClient: QueryClient = new QueryClient(),
): ProviderLists {
  /** A read ahead (preload) that failed: the list's first call reports it, not a new call. */
  const failures = new Map<string, { error: unknown; at: number }>();
  /** Resources read ahead right now, and whether a list joined that read. */
  const ahead = new Map<string, { joined: boolean }>();
  /**
   * Per resource, how many times a confirmed change made its lists stale: a read under way when
   * that count moved may hold the records as they were before the change.
   */
  const changes = new Map<string, number>();
  /** Fresh reads under way (a bulk change of 40 records shares them). */
  const freshReads = new Map<string, Promise<unknown[]>>();

  const cacheMs = (resource: AnyResource) => resource.cacheMs ?? DEFAULT_CACHE_MS;

  const localList = async (rows: readonly RaRecord[], resource: AnyResource) =>
    new (await localEngine()).LocalList(rows, searchable(resource), locale);

  const localListEndpoint = (resource: AnyResource) => {
    const endpoint = endpointsOf(resource).list;
    if (!endpoint || endpoint.paging === 'server') throw unsupported(resource.name, 'list');
    return endpoint;
  };

  /**
   * The whole list as the platform holds it now. A read that a change of the resource overtook
   * (the admin's save confirmed while it was on its way) is made again: react-query gives a
   * list's read after the save the read already under way, and its reply may predate the save
   * (the saved record shown with its old values, until the next Refresh).
   */
  async function read(resource: AnyResource): Promise<LocalList<RaRecord>> {
    for (;;) {
      const before = changes.get(resource.name) ?? 0;
      const list = await readOnce(resource);
      if ((changes.get(resource.name) ?? 0) === before) return list;
    }
  }

  async function readOnce(resource: AnyResource): Promise<LocalList<RaRecord>> {
    // A large list read again (a Refresh, after a save) is read off the page where the HTTP layer
    // can: on the page, receiving 21.7 MB was a task of 150 ms. A first read stays on the page.
    const kept = queryClient.getQueryData<LocalList<RaRecord>>(wholeListKey(resource.name));
    const readOffPage = (kept?.rows.length ?? 0) >= OFF_PAGE_ROWS;
    const [{ result }, engine] = await Promise.all([
      callEndpoint(localListEndpoint(resource), {}, http, resource.name, { readOffPage }),
      localEngine(),
    ]);
    // Made records in slices, in place: 100,000 in one go was a long task of its own after every
    // save, and 100,000 copies a garbage collection of 50 ms.
    const rows = await engine.mapInSlices(result, (raw, at) => toRecord(raw, resource.idField, at, true));
    return new engine.LocalList(rows, searchable(resource), locale);
  }

  async function wholeList(resource: AnyResource, fresh = false): Promise<LocalList<RaRecord>> {
    const failed = failures.get(resource.name);
    if (failed) {
      failures.delete(resource.name);
      if (now() - failed.at < cacheMs(resource)) throw failed.error;
    }
    const reading = ahead.get(resource.name);
    if (reading) reading.joined = true;
    return queryClient.fetchQuery({
      queryKey: wholeListKey(resource.name),
      queryFn: () => read(resource),
      staleTime: fresh ? 0 : cacheMs(resource),
      retry: false,
    });
  }

  /**
   * The list's first getList joins this read, or reports its failure (the server's answer, once:
   * no second call behind the admin's back; Retry asks again). A server-paged list is not read
   * ahead. Resolves once read, failed or not.
   */
  async function preload(resource: AnyResource): Promise<void> {
    const endpoint = endpointsOf(resource).list;
    if (!endpoint || endpoint.paging === 'server') return;
    // A failure kept from an earlier read ahead waits for the list's first call.
    const kept = failures.get(resource.name);
    if (kept && now() - kept.at < cacheMs(resource)) return;
    const reading = wholeList(resource);
    // Set after the call above, so that only a list's own call counts as joining.
    const state = { joined: false };
    ahead.set(resource.name, state);
    try {
      await reading;
    } catch (error) {
      // A list that joined the call has had its failure already. A 401 is not kept: the API
      // layer has ended the session, and the list, shown after signing in again, asks afresh.
      const refused = (error as { status?: number } | undefined)?.status === 401;
      if (!state.joined && !refused) failures.set(resource.name, { error, at: now() });
    } finally {
      if (ahead.get(resource.name) === state) ahead.delete(resource.name);
    }
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
      const { rows, truncated } = await everyPage(http, endpoint, call, resource.name, params.signal);
      const page = await (await localList(rowsOf(rows, resource), resource)).queryPrepared(query);
      return truncated ? { ...page, meta: { truncated } } : page;
    }
    const { result } = await callEndpoint(endpoint, call, http, resource.name, { signal: params.signal });
    const data = rowsOf(result.data, resource);
    if (result.total !== undefined || result.pageInfo)
      return { data, total: result.total, pageInfo: result.pageInfo };
    return (await localList(data, resource)).queryPrepared(query);
  }

  /**
   * The raw rows of a whole-array list holding the record `id` (undefined: any), read now. Where
   * the HTTP layer reads off the page, the reply comes cut down to that record (the worker shares
   * the reads); otherwise the whole list, shared with the fresh reads under way.
   */
  function freshRows(resource: AnyResource, id: string | undefined): Promise<unknown[]> {
    const idField = resource.idField ?? '_id';
    const onlyRowsWithId =
      http.readsRowsOffPage && id !== undefined
        ? { id, idFields: [...new Set([idField, '_id', 'id'])] }
        : undefined;
    const key = onlyRowsWithId ? `${resource.name}\u0000${id}` : resource.name;
    const running = freshReads.get(key);
    if (running) return running;
    const reading = callEndpoint(localListEndpoint(resource), {}, http, resource.name, {
      onlyRowsWithId,
    }).then(({ result }) => result);
    freshReads.set(key, reading);
    const done = () => {
      if (freshReads.get(key) === reading) freshReads.delete(key);
    };
    reading.then(done, done);
    return reading;
  }

  async function fresh(resource: AnyResource, id: Identifier, meta?: unknown) {
    const endpoints = endpointsOf(resource);
    if (endpoints.getOne) {
      try {
        const call: OneCall = { id, meta };
        const { result } = await callEndpoint(endpoints.getOne, call, http, resource.name);
        // undefined: the read could not tell (not enough to find it by); null: it is not there.
        if (result === undefined) return undefined;
        return result === null ? null : toRecord(result, resource.idField);
      } catch (error) {
        if ((error as { status?: number } | undefined)?.status === 404) return null;
        throw error;
      }
    }
    if (!endpoints.list || endpoints.list.paging === 'server') return undefined;
    // Only the one record is made a record: at 100,000 rows the rest stay as the reply holds them.
    const wanted = String(id);
    const idField = resource.idField ?? '_id';
    // A row with no id of its own is known by its place in the whole list: read it whole.
    const raws = await freshRows(resource, /^row-\d+$/.test(wanted) ? undefined : wanted);
    for (let position = 0; position < raws.length; position += 1) {
      const raw = raws[position] as Record<string, unknown> | null;
      const rawId = raw ? (raw[idField] ?? raw._id ?? raw.id ?? `row-${position}`) : undefined;
      if (rawId !== undefined && String(rawId) === wanted) return toRecord(raw, resource.idField, position);
    }
    return null;
  }

  const invalidateList = (name: string) => {
    changes.set(name, (changes.get(name) ?? 0) + 1);
    void queryClient.invalidateQueries({ queryKey: wholeListKey(name), refetchType: 'none' });
  };

  return {
    wholeList,
    serverList,
    localList,
    preload,
    fresh,
    previous: (resource, id) =>
      rowWithId(queryClient.getQueryData<LocalList<RaRecord>>(wholeListKey(resource.name))?.rows ?? [], id),
    invalidate: (resource) => {
      invalidateList(resource.name);
      for (const other of resource.invalidates ?? []) invalidateList(other);
    },
    forget: () => {
      failures.clear();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] === 'wholeList' });
    },
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
): Promise<{ rows: unknown[]; truncated?: Truncated }> {
  const rows: unknown[] = [];
  let total: number | undefined;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const pageCall = { ...call, pagination: { page, perPage: SERVER_PAGE } };
    const { result } = await callEndpoint(endpoint, pageCall, http, name, { signal });
    rows.push(...result.data);
    total = result.total;
    const more =
      result.pageInfo?.hasNextPage ??
      (total !== undefined ? rows.length < total : result.data.length === SERVER_PAGE);
    if (!more || result.data.length === 0) return { rows };
  }
  // The limit, not the end of the list: the screen says so.
  return { rows, truncated: { shown: rows.length, total } };
}
