import type { Identifier, RaRecord, SortPayload } from 'react-admin';
import type { Json } from '../api/envelope';
import type { Host, HttpClient, HttpReply, RequestOptions } from '../api/http';
import type { ReplyRule } from '../api/reply';

/* Endpoints: how a declaration describes its calls and their replies. */

export type Method = NonNullable<RequestOptions['method']>;

/** What a declared endpoint receives besides its params: the HTTP layer. */
export interface EndpointContext {
  http: HttpClient;
  resource: string;
  /** The caller's signal (react-admin's, for a query): pass it to every request the run makes. */
  signal?: AbortSignal;
}

/** What every endpoint may say about its reply (src/api/reply.ts: the one rule for replies). */
interface ReplyDeclaration {
  /**
   * How the reply is judged and which texts show. Absent: any 2xx is a success unless it says
   * `status`/`success` 0 or false, and a failure shows the server's message.
   */
  reply?: ReplyRule;
  /** Where the result sits in the reply, for the call table (e.g. 'data', 'csvData'). */
  reads?: string;
}

/**
 * One platform call. Either declared as data (method, path, body builder, reader) or, for the
 * few irregular calls (two requests, a progress callback), as a `run` function.
 */
export interface DeclaredEndpoint<P, R> extends ReplyDeclaration {
  method?: Method;
  path: string | ((params: P) => string);
  host?: Host;
  /** A plain object is sent as JSON, FormData as multipart; undefined sends no body. */
  body?: (params: P) => object | FormData | undefined;
  /** Turns a reply the rule accepted into the result (throws an HttpError when it is unreadable). */
  read?: (body: Json, params: P, reply: HttpReply) => R;
}

/** A call of a `run` endpoint, described for the call table. */
export interface CallDescription {
  method: Method;
  path: string;
  host?: Host;
  reads?: string;
}

export interface CustomEndpoint<P, R> extends ReplyDeclaration {
  /** Runs the call(s); each reply goes through `checkReply(json, <this endpoint's reply>)`. */
  run: (params: P, context: EndpointContext) => Promise<R>;
  /** The calls it makes, for the call table. */
  calls: readonly CallDescription[];
}

export type Endpoint<P, R> = DeclaredEndpoint<P, R> | CustomEndpoint<P, R>;

export type FormValues = Record<string, unknown>;

export interface ListCall {
  meta?: unknown;
}

export interface ServerListCall {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
  meta?: unknown;
}

/** A server-paged reply; with neither total nor pageInfo the engine pages `data` locally. */
export interface ServerPage {
  data: unknown[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean; hasPreviousPage?: boolean };
}

export interface OneCall {
  id: Identifier;
  meta?: unknown;
}
export interface CreateCall {
  data: FormValues;
  meta?: unknown;
}
export interface UpdateCall {
  id: Identifier;
  data: FormValues;
  previousData: RaRecord;
  meta?: unknown;
}
export interface DeleteCall {
  id: Identifier;
  previousData?: RaRecord;
  meta?: Record<string, unknown>;
}

/** Whole-array lists are paged, sorted and filtered in the browser; server lists are not. */
export type ListEndpoint =
  | ({ paging?: 'local' } & Endpoint<ListCall, unknown[]>)
  | ({ paging: 'server' } & Endpoint<ServerListCall, ServerPage>);

export interface Endpoints {
  list?: ListEndpoint;
  getOne?: Endpoint<OneCall, unknown>;
  create?: Endpoint<CreateCall, unknown>;
  update?: Endpoint<UpdateCall, unknown>;
  delete?: Endpoint<DeleteCall, unknown>;
}
