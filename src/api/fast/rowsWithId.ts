/**
 * A whole list read off the page's thread: for one record, or whole in batches.
 *
 * Before a save, the stale-write guard reads the record again; most resources of this platform
 * have no read of one record, so that read is the whole list (21.7 MB at 100,000 users). On the
 * page, receiving, decoding and parsing that body made tasks of 70–220 ms while the admin waited.
 * Here a worker (./rowsWorker.ts) fetches and parses it, and hands the page the same reply with
 * its lists cut down to the wanted record: the page parses a few hundred bytes. The reply's other
 * keys (status, message) stay as sent, so the declaration's reply rule and reader apply unchanged.
 *
 * A large list read again whole (a Refresh, the read after a save) comes the same way: the worker
 * sends its rows in batches (`wholeReply`), each a short task on the page, then the reply with the
 * list left out; the page puts them back (./offPageRows.ts).
 */

/** What the page asks the worker: the call as http.ts built it, and the record wanted. */
export interface RowsRequest {
  url: string;
  method: string;
  headers: [string, string][];
  /** The record's id, as text; none: the whole reply, its list sent in batches (`wholeReply`). */
  id?: string;
  /** The keys a row's id may be under, in order (the declaration's, then `_id`, `id`). */
  idFields?: string[];
  timeoutMs: number;
}

/** The reply as the page's own fetch would have seen it, with its lists cut down. */
export interface RowsReply {
  status: number;
  contentType: string | null;
  text: string;
  /**
   * A whole reply: its JSON with the list at `path` emptied (`[]`: the root), the list's rows
   * having come in batches before it.
   */
  whole?: { json: unknown; path: string[] };
}

/** Rows a batch of a whole list holds: the page takes each batch in a task of a few ms. */
export const BATCH_ROWS = 2_000;

/** Where a reply keeps its list of records: the root array, else the largest under its keys. */
export function rowsPath(json: unknown, depth = 0): { path: string[]; size: number } | undefined {
  if (Array.isArray(json)) return json.some(isPlainObject) ? { path: [], size: json.length } : undefined;
  if (!isPlainObject(json) || depth >= 3) return undefined;
  let best: { path: string[]; size: number } | undefined;
  for (const [key, value] of Object.entries(json)) {
    const found = rowsPath(value, depth + 1);
    if (found && (!best || found.size > best.size)) best = { path: [key, ...found.path], size: found.size };
  }
  return best;
}

/** `json` with the value at `path` replaced (copies along the path; `json` is left as it was). */
export function withAt(json: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const object = json as Record<string, unknown>;
  return { ...object, [key]: withAt(object[key], rest, value) };
}

/** The value at `path` in `json`. */
const valueAtPath = (json: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], json);

/**
 * The whole reply for the page: its list sent in batches of BATCH_ROWS rows (`send`), then the
 * reply with that list emptied. A reply with no list, or not JSON, comes back as sent.
 */
export function wholeReply(body: ReadBody, send: (rows: unknown[]) => void): RowsReply {
  const found = body.json === undefined ? undefined : rowsPath(body.json);
  if (!found) return { status: body.status, contentType: body.contentType, text: body.text };
  const rows = valueAtPath(body.json, found.path) as unknown[];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) send(rows.slice(start, start + BATCH_ROWS));
  const json = withAt(body.json, found.path, []);
  return { status: body.status, contentType: body.contentType, text: '', whole: { json, path: found.path } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (row: Record<string, unknown>, idFields: string[]) => {
  for (const field of idFields)
    if (row[field] !== undefined && row[field] !== null) return String(row[field]);
  return undefined;
};

/**
 * `json` with every list of records in it (the root array, or arrays held by the root object and
 * the objects under it, a few levels down) cut down to the rows whose id is `id`. Arrays of
 * anything else are kept as they are.
 */
export function keepRowsWithId(json: unknown, id: string, idFields: string[], depth = 0): unknown {
  if (Array.isArray(json)) {
    if (!json.some(isPlainObject)) return json;
    return json.filter((row) => isPlainObject(row) && idOf(row, idFields) === id);
  }
  if (!isPlainObject(json) || depth >= 3) return json;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) kept[key] = keepRowsWithId(value, id, idFields, depth + 1);
  return kept;
}

/** The parsed body of a reply (undefined when it is not JSON or not a success). */
export interface ReadBody {
  status: number;
  contentType: string | null;
  text: string;
  json?: unknown;
}

/** Fetches and parses once; the worker shares one read among the records waiting on it. */
export async function readBody(
  request: RowsRequest,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<ReadBody> {
  const response = await fetchImpl(request.url, {
    method: request.method,
    headers: request.headers,
    signal,
  });
  const text = await response.text();
  const contentType = response.headers.get('Content-Type');
  if (response.status < 200 || response.status >= 300 || !text)
    return { status: response.status, contentType, text };
  try {
    return { status: response.status, contentType, text, json: JSON.parse(text) };
  } catch {
    // Not JSON: the page judges the text as it would its own reply.
    return { status: response.status, contentType, text };
  }
}

/** The reply the page gets for one record: the body with its lists cut down to that record. */
export function replyFor(body: ReadBody, request: Pick<RowsRequest, 'id' | 'idFields'>): RowsReply {
  if (body.json === undefined || request.id === undefined)
    return { status: body.status, contentType: body.contentType, text: body.text };
  const text = JSON.stringify(keepRowsWithId(body.json, request.id, request.idFields ?? []));
  return { status: body.status, contentType: body.contentType, text };
}

/** `promise`, or a rejection as soon as `signal` aborts. */
const untilAborted = <T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal?.aborted) reject(new Error('aborted'));
    signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    promise.then(resolve, reject);
  });

/** How a read for one record ended, as the worker tells the page. */
export type RowsOutcome =
  | { reply: RowsReply }
  | { failure: 'timeout' | 'abort' }
  | { failure: 'network'; message: string };

interface SharedRead {
  body: Promise<ReadBody>;
  controller: AbortController;
  waiting: number;
}

/**
 * The worker's reads: records asked for while a read of the same list (same address, same
 * token) is under way join it, as on the page (a bulk change of 40 records makes a few reads, not
 * 40). A read nobody waits for any more is cancelled.
 */
export class SharedReads {
  private readonly running = new Map<string, SharedRead>();
  constructor(private readonly fetchImpl: typeof fetch) {}

  /** `send`: with a whole read (no `id`), where the list's batches go before the reply. */
  async read(
    request: RowsRequest,
    signal?: AbortSignal,
    send?: (rows: unknown[]) => void,
  ): Promise<RowsOutcome> {
    const key = JSON.stringify([request.method, request.url, request.headers]);
    let shared = this.running.get(key);
    if (!shared) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort('timeout'), request.timeoutMs);
      const body = readBody(request, this.fetchImpl, controller.signal);
      const created: SharedRead = { body, controller, waiting: 0 };
      const done = () => {
        clearTimeout(timer);
        if (this.running.get(key) === created) this.running.delete(key);
      };
      body.then(done, done);
      this.running.set(key, created);
      shared = created;
    }
    const read = shared;
    read.waiting += 1;
    let waiting = true;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting = false;
      read.waiting -= 1;
    };
    try {
      const body = await untilAborted(read.body, signal);
      if (request.id === undefined && send) return { reply: wholeReply(body, send) };
      return { reply: replyFor(body, request) };
    } catch (error) {
      if (signal?.aborted) {
        stopWaiting();
        if (read.waiting === 0) {
          read.controller.abort('abort');
          if (this.running.get(key) === read) this.running.delete(key);
        }
        return { failure: 'abort' };
      }
      if (read.controller.signal.reason === 'timeout') return { failure: 'timeout' };
      return { failure: 'network', message: error instanceof Error ? error.message : String(error) };
    } finally {
      stopWaiting();
    }
  }
}
