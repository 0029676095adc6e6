import { HttpError } from 'react-admin';
import { config } from '../config';
import { speedOn } from '../lib/fast/speed';
import { getToken } from './cookies';
import type { Json } from './envelope';
import { takeEarlyRead } from './fast/earlyRead';
import type { RowsReply, RowsRequest } from './fast/rowsWithId';
import { encode, fetchWithin, type HttpReply, parse, replyOf, xhrRequest } from './transport';

export type { HttpReply } from './transport';

/** A call that has not answered after this long ends with `app.errors.timeout`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Which host a call goes to: the platform API or the separate weekly-data host. */
export type Host = 'api' | 'weekly';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent untouched (multipart). */
  body?: unknown;
  host?: Host;
  signal?: AbortSignal;
  /** Called with 0..1 while a body uploads (switches the call to XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * Only this record is wanted from a list reply: where the client reads off the page
   * (`readRowsOffPage`), the reply's lists arrive cut down to it. Elsewhere the whole reply.
   */
  onlyRowsWithId?: { id: string; idFields: string[] };
  /** A large list read again: fetched and parsed off the page where the client can. */
  readOffPage?: boolean;
}

export interface HttpClient {
  request(path: string, options?: RequestOptions): Promise<HttpReply>;
  url(path: string, host?: Host): string;
  /** Ends every call in flight as an AbortError (the session has ended in another tab). */
  abortAll?(): void;
  /** Whether `onlyRowsWithId` cuts replies down (each record's read is then its own). */
  readsRowsOffPage?: boolean;
}

export interface HttpClientOptions {
  apiUrl: string;
  weeklyApiUrl: string;
  /**
   * Which hosts get the admin's token (default: the platform API only). SPEC 7's weekly host is a
   * separate, unsecured plain-HTTP service: the token of an account that can do everything never
   * crosses the network to it, unless the configuration says that host is secured.
   */
  authenticated?: Partial<Record<Host, boolean>>;
  getToken?: () => string | undefined;
  /**
   * Awaited before every call. The embedded mock API uses it to start MSW on the first call
   * rather than at boot, so screens that make no call (the login page) never load it.
   */
  beforeRequest?: () => Promise<void>;
  /** Time limit of a call (uploads with progress are exempt: they can take minutes). */
  timeoutMs?: number;
  /**
   * Called on every 401 reply, before the call fails with it (spec section 8: "a 401 removes the
   * token cookie and redirects to /login"). The call still fails: nothing reads it as a success.
   */
  onUnauthorized?: () => void;
  /**
   * Reads a list for one record off the page's thread (./offPageRows.ts). Not with the embedded
   * mock API: its service worker answers the page's calls, not a worker's.
   */
  readRowsOffPage?: (request: RowsRequest, signal?: AbortSignal) => Promise<RowsReply>;
}

/** A path that names its own host (`https://…`, `//…`): never joined, never sent. */
export const isAbsoluteUrl = (path: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path.trim());

/**
 * A call's address: always one of the configured bases. A path that names another host is
 * refused (it would carry the admin's token to wherever it points).
 */
function joinUrl(base: string, path: string): string {
  if (isAbsoluteUrl(path))
    throw new Error(`Refused: "${path}" names a host; declare a path on a configured base`);
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The failure of a host that was sent no token: that screen's error, not the session's end. */
export const SESSIONLESS = 'sessionless';

/** Whether a failed call ends the admin session: a 401 of the platform API, not of another host. */
export const endsSession = (error: unknown): boolean =>
  (error as { status?: number } | undefined)?.status === 401 &&
  !(error as { body?: Record<string, unknown> } | undefined)?.body?.[SESSIONLESS];

function headersFor(body: unknown, token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // FormData keeps the browser's multipart boundary: never set its Content-Type by hand.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * The only code that knows HTTP (with ./transport.ts, the wire): base URLs, the bearer token from
 * the `token` cookie, JSON or multipart bodies, a time limit, and react-admin's HttpError carrying
 * the server's message (or a translated text) for failed replies.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const tokenOf = options.getToken ?? getToken;
  const authenticated = { api: true, weekly: false, ...options.authenticated };
  const url = (path: string, host: Host = 'api') =>
    joinUrl(host === 'weekly' ? options.weeklyApiUrl : options.apiUrl, path);

  const inFlight = new Set<AbortController>();

  return {
    url,
    readsRowsOffPage: Boolean(options.readRowsOffPage),
    abortAll() {
      for (const controller of [...inFlight]) controller.abort();
    },
    async request(path, requestOptions = {}) {
      await options.beforeRequest?.();
      const { body, host, onUploadProgress } = requestOptions;
      const method = requestOptions.method ?? (body === undefined ? 'GET' : 'POST');
      const target = url(path, host);
      const signedFor = authenticated[host ?? 'api'];
      const token = signedFor ? tokenOf() : undefined;
      const headers = headersFor(body, token);
      // The caller's signal, or abortAll: either ends the call.
      const controller = new AbortController();
      const callerSignal = requestOptions.signal;
      const onAbort = () => controller.abort();
      if (callerSignal?.aborted) controller.abort();
      callerSignal?.addEventListener('abort', onAbort);
      inFlight.add(controller);
      const signal = controller.signal;
      try {
        const wanted = requestOptions.onlyRowsWithId;
        if ((wanted || requestOptions.readOffPage) && body === undefined && options.readRowsOffPage) {
          const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
          const request = { url: target, method, headers: [...headers], ...wanted, timeoutMs };
          try {
            const reply = await options.readRowsOffPage(request, signal);
            const json = reply.whole ? (reply.whole.json as Json) : await parse(reply.text, signal);
            return replyOf(reply.status, reply.text, json, reply.contentType);
          } catch (error) {
            // No worker here after all: the page reads the whole reply, as below.
            if ((error as Error)?.name !== 'OffPageUnavailable') throw error;
          }
        }
        if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
          return await xhrRequest(target, { ...requestOptions, method, signal }, headers);
        }
        // The list the page load opens may already be on its way (src/firstFrame/firstRead.js).
        const early = method === 'GET' && body === undefined ? takeEarlyRead(target, token) : undefined;
        return await fetchWithin(
          target,
          { method, body: encode(body), headers, signal },
          options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          early,
        );
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          // A host that got no token cannot have refused the session: the screen shows its error.
          if (!signedFor)
            throw new HttpError(error.message, 401, { ...Object(error.body), [SESSIONLESS]: true });
          options.onUnauthorized?.();
        }
        throw error;
      } finally {
        inFlight.delete(controller);
        callerSignal?.removeEventListener('abort', onAbort);
      }
    },
  };
}

let gate: (() => Promise<void>) | undefined;
let unauthorized: (() => void) | undefined;

/** Installs the one gate every call of the app's client waits for (see `beforeRequest`). */
export function setRequestGate(next: () => Promise<void>): void {
  gate = next;
}

/** Installs what the app's client does on a 401 (see `onUnauthorized`): the auth module ends the session. */
export function setUnauthorizedHandler(next: () => void): void {
  unauthorized = next;
}

export const http: HttpClient = createHttpClient({
  apiUrl: config.apiUrl,
  weeklyApiUrl: config.weeklyApiUrl,
  authenticated: { api: true, weekly: config.weeklyApiAuth },
  beforeRequest: () => gate?.() ?? Promise.resolve(),
  onUnauthorized: () => unauthorized?.(),
  // Its code (and the worker's) loads with the first read off the page; where it cannot load
  // (offline, a new deploy), the page reads the reply itself.
  readRowsOffPage:
    config.mockApi || !speedOn('offPageRows')
      ? undefined
      : (request, signal) =>
          import('./fast/offPageRows').then(
            (off) => off.readRowsOffPage(request, signal),
            () => Promise.reject(Object.assign(new Error('not loaded'), { name: 'OffPageUnavailable' })),
          ),
});
