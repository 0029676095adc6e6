import { HttpError } from 'react-admin';

/**
 * The spec says "reads X" without saying whether X sits in the JSON body itself or inside a
 * `data` wrapper. These readers look in the body first, then in `body.data`, and fail with a
 * clear HttpError (never a crash) when neither holds the expected shape.
 */
export type Json = unknown;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Message key shown when a reply does not have the shape the console expects. */
export const UNEXPECTED_REPLY = 'app.errors.unexpected_reply';

export function unexpectedReply(body: unknown, status = 200): HttpError {
  return new HttpError(UNEXPECTED_REPLY, status, body);
}

export function readEnvelope<T>(body: Json, path: string, check: (value: unknown) => value is T): T {
  const direct = at(body, path);
  if (check(direct)) return direct;
  const wrapped = at(at(body, 'data'), path);
  if (check(wrapped)) return wrapped;
  throw unexpectedReply(body);
}

export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
export const isRecord = isObject;
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const readArray = (body: Json, path: string) => readEnvelope(body, path, isArray);
export const readRecord = (body: Json, path: string) => readEnvelope(body, path, isObject);

/** The server's own message, wherever the envelope put it. */
export function serverMessage(body: Json): string | undefined {
  const message = at(body, 'message') ?? at(body, 'data.message');
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The message key or text of a failure, for a notification or an inline error. */
export const errorMessage = (error: unknown, fallback = 'ra.notification.http_error'): string => {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
