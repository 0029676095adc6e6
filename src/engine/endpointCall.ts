import { HttpError, type RaRecord } from 'react-admin';
import { isAbortError } from '../api/abort';
import { isArray, isRecord, type Json, readArray, unexpectedReply } from '../api/envelope';
import type { HttpClient, HttpReply, RequestOptions } from '../api/http';
import { checkReply, failureUnder } from '../api/reply';
import { idSegment } from './callValues';
import type { Endpoint, Endpoints } from './types';

export interface CallResult<R> {
  result: R;
  /** The server's message, when the reply carried one (e.g. the vendor update's success text). */
  message?: string;
}

/**
 * Runs one declared endpoint on the HTTP layer: the reply is judged by the one rule
 * (src/api/reply.ts) with what the declaration says, then read; a failed connection becomes a
 * clear HttpError, and the declaration's own failure texts apply.
 */
export async function callEndpoint<P, R>(
  endpoint: Endpoint<P, R>,
  params: P,
  http: HttpClient,
  resource: string,
  extra: Pick<RequestOptions, 'signal' | 'onUploadProgress' | 'onlyRowsWithId' | 'readOffPage'> = {},
): Promise<CallResult<R>> {
  if ('run' in endpoint) {
    try {
      return { result: await endpoint.run(params, { http, resource, signal: extra.signal }) };
    } catch (error) {
      throw failureUnder(connectionFailure(error), endpoint.reply);
    }
  }
  const path = typeof endpoint.path === 'function' ? endpoint.path(params) : endpoint.path;
  const body = endpoint.body?.(params);
  let reply: HttpReply;
  try {
    reply = await http.request(path, {
      method: endpoint.method ?? (body === undefined ? 'GET' : 'POST'),
      body,
      host: endpoint.host,
      ...extra,
    });
  } catch (error) {
    throw failureUnder(connectionFailure(error), endpoint.reply);
  }
  const { message } = checkReply(reply.json, endpoint.reply, reply.status);
  const result = endpoint.read ? endpoint.read(reply.json, params, reply) : (reply.json as R);
  // The server's message travels only where the declaration shows it as the success text.
  return { result, message: endpoint.reply?.success === 'server' ? message : undefined };
}

/** fetch's own TypeError ("Failed to fetch"): the server was never reached. */
const connectionFailure = (error: unknown) =>
  error instanceof TypeError && !isAbortError(error)
    ? new HttpError('app.errors.network', 0, { cause: error.message })
    : error;

/** The platform's `_id` becomes react-admin's `id`; rows without one get a stable position id. */
export function toRecord(raw: unknown, idField = '_id', position?: number, inPlace?: boolean): RaRecord {
  if (!isRecord(raw)) throw unexpectedReply(raw);
  const id = raw[idField] ?? raw._id ?? raw.id ?? (position === undefined ? undefined : `row-${position}`);
  if (id === undefined || id === null) throw unexpectedReply(raw);
  // In place: rows of a reply just read, which nobody else holds (no copy of 100,000 records).
  return inPlace ? Object.assign(raw, { id: id as RaRecord['id'] }) : { ...raw, id: id as RaRecord['id'] };
}

/** A mutation reply's record, if it holds one (`{_id,...}` or `{data: {_id,...}}`). */
export function recordIn(result: unknown, idField = '_id'): RaRecord | undefined {
  const candidates = [result, isRecord(result) ? result.data : undefined];
  for (const candidate of candidates) {
    if (isRecord(candidate) && (candidate[idField] !== undefined || candidate.id !== undefined)) {
      return toRecord(candidate, idField);
    }
  }
  return undefined;
}

const listOf = (body: Json): unknown[] => (isArray(body) ? body : readArray(body, 'data'));

/**
 * ra-data-simple-rest's conventions for a resource that declares no endpoints: GET /name,
 * GET /name/:id, POST /name, PUT /name/:id, DELETE /name/:id. The list is requested whole and
 * paged in the browser like the platform's own lists (no Content-Range needed).
 */
export function restEndpoints(name: string): Endpoints {
  const one = (params: { id: unknown }) => `/${name}/${idSegment(params.id)}`;
  return {
    list: { path: `/${name}`, read: listOf },
    getOne: { path: one, read: (body) => body },
    create: { method: 'POST', path: `/${name}`, body: (params) => params.data },
    update: { method: 'PUT', path: one, body: (params) => params.data },
    delete: { method: 'DELETE', path: one },
  };
}

/** The declared endpoints, or ra-data-simple-rest's when the declaration has none. */
export const endpointsOf = (resource: { name: string; endpoints?: Endpoints }): Endpoints =>
  resource.endpoints ?? restEndpoints(resource.name);
