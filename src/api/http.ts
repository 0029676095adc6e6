import { fetchUtils, HttpError } from 'react-admin';
import { config } from '../config';
import { getToken } from './cookies';
import type { Json } from './envelope';

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
}

export interface HttpReply {
  status: number;
  json: Json;
}

export interface HttpClient {
  request(path: string, options?: RequestOptions): Promise<HttpReply>;
  url(path: string, host?: Host): string;
}

export interface HttpClientOptions {
  apiUrl: string;
  weeklyApiUrl: string;
  getToken?: () => string | undefined;
  /**
   * Awaited before every call. The embedded mock API uses it to start MSW on the first call
   * rather than at boot, so screens that make no call (the login page) never load it.
   */
  beforeRequest?: () => Promise<void>;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function headersFor(body: unknown, token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // FormData keeps the browser's multipart boundary: never set its Content-Type by hand.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function encode(body: unknown): FormData | string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function parse(text: string): Json {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Multipart upload with progress: fetch cannot report upload progress, XHR can. */
function xhrRequest(url: string, options: RequestOptions, headers: Headers): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (json as { message?: string } | null)?.message || xhr.statusText;
        reject(new HttpError(message || 'ra.notification.http_error', xhr.status, json));
      } else {
        options.onUploadProgress?.(1);
        resolve({ status: xhr.status, json });
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(encode(options.body) ?? null);
  });
}

/**
 * The only code that knows HTTP: base URLs, the bearer token from the `token` cookie, JSON or
 * multipart bodies, and react-admin's HttpError carrying the server's message for non-2xx replies.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const tokenOf = options.getToken ?? getToken;
  const url = (path: string, host: Host = 'api') =>
    joinUrl(host === 'weekly' ? options.weeklyApiUrl : options.apiUrl, path);

  return {
    url,
    async request(path, requestOptions = {}) {
      await options.beforeRequest?.();
      const { body, host, signal, onUploadProgress } = requestOptions;
      const method = requestOptions.method ?? (body === undefined ? 'GET' : 'POST');
      const target = url(path, host);
      const headers = headersFor(body, tokenOf());
      if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
        return xhrRequest(target, { ...requestOptions, method }, headers);
      }
      const reply = await fetchUtils.fetchJson(target, { method, body: encode(body), headers, signal });
      return { status: reply.status, json: reply.json ?? parse(reply.body) };
    },
  };
}

let gate: (() => Promise<void>) | undefined;

/** Installs the one gate every call of the app's client waits for (see `beforeRequest`). */
export function setRequestGate(next: () => Promise<void>): void {
  gate = next;
}

export const http: HttpClient = createHttpClient({
  apiUrl: config.apiUrl,
  weeklyApiUrl: config.weeklyApiUrl,
  beforeRequest: () => gate?.() ?? Promise.resolve(),
});
