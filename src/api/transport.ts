/**
 * One call on the wire, for ./http.ts: the body encoded, the reply read (JSON parsed in slices)
 * and judged, by fetch with a time limit or, for an upload with progress, by XMLHttpRequest.
 */
import { HttpError } from 'react-admin';
import { speedOn } from '../lib/fast/speed';
import { abortError, isAbortError } from './abort';
import { type Json, serverMessage, unexpectedReply } from './envelope';
import { parseJsonInSlices, readBodyText } from './fast/slicedJson';

export interface HttpReply {
  status: number;
  json: Json;
}

/** An upload whose progress is reported (XMLHttpRequest: fetch cannot report it). */
export interface UploadOptions {
  method: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Called with 0..1 while the body uploads. */
  onUploadProgress?: (fraction: number) => void;
}

export function encode(body: unknown): FormData | string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** The body's JSON; a body that is not JSON stays text (readers refuse it with a clear error). */
export async function parse(text: string, signal?: AbortSignal): Promise<Json> {
  if (!text) return null;
  try {
    return (speedOn('slicedJson') ? await parseJsonInSlices(text, signal) : JSON.parse(text)) as Json;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return text;
  }
}

const looksLikeHtml = (text: string, contentType: string | null) =>
  /html/i.test(contentType ?? '') || /^\s*</.test(text);

/**
 * Turns a raw reply into data or a clear HttpError:
 * - non-2xx: the server's own message, else a translated text for its kind (never the
 *   English status line, which reads as is in every locale);
 * - 2xx whose body is an HTML page (a proxy's or a web server's index.html answering a
 *   misrouted call): refused as unreadable rather than taken for data.
 */
export function replyOf(status: number, text: string, json: Json, contentType: string | null): HttpReply {
  if (status < 200 || status >= 300) {
    const fallback =
      status === 504 || status === 408
        ? 'app.errors.timeout'
        : status >= 500
          ? 'app.errors.server'
          : status === 401
            ? 'ra.notification.logged_out'
            : 'ra.notification.http_error';
    throw new HttpError(serverMessage(json) ?? fallback, status, json);
  }
  if (typeof json === 'string' && looksLikeHtml(text, contentType)) throw unexpectedReply(text, status);
  return { status, json };
}

/** Multipart upload with progress: fetch cannot report upload progress, XHR can. */
export function xhrRequest(url: string, options: UploadOptions, headers: Headers): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url);
    headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = async () => {
      try {
        const text = xhr.responseText;
        const reply = replyOf(xhr.status, text, await parse(text), xhr.getResponseHeader('Content-Type'));
        options.onUploadProgress?.(1);
        resolve(reply);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(abortError());
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(encode(options.body) ?? null);
  });
}

/** fetch with a time limit; the caller's own abort still ends it as an AbortError. */
export async function fetchWithin(
  url: string,
  init: RequestInit & { signal?: AbortSignal },
  timeoutMs: number,
  /** The same call, already in flight (./earlyRead.ts): its reply is this call's. */
  early?: { response: Promise<Response>; drop(): void },
): Promise<HttpReply> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort);
  if (init.signal?.aborted) controller.abort();
  // The time limit or the caller's abort ends an early call too.
  if (early) controller.signal.addEventListener('abort', () => early.drop(), { once: true });
  let response: Response;
  let text: string;
  try {
    response = await (early?.response ?? fetch(url, { ...init, signal: controller.signal }));
    text = await readBodyText(response, controller.signal);
  } catch (error) {
    if (timedOut) throw new HttpError('app.errors.timeout', 0, null);
    if (init.signal?.aborted) throw abortError();
    throw error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
  // The time limit is the server's; parsing is the page's own work (a large list in slices).
  return replyOf(response.status, text, await parse(text, init.signal), response.headers.get('Content-Type'));
}
