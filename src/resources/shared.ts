import { HttpError, type Identifier } from 'react-admin';
import { isRecord, type Json, serverMessage } from '../api/envelope';

/**
 * Replies the spec does not read ("response not read") still fail loudly when they say so:
 * an explicit `status: 0` / `false` becomes an HttpError with the server's message.
 */
export function rejectExplicitFailure(body: Json, fallbackKey = 'app.errors.something_wrong'): Json {
  const status = isRecord(body)
    ? (body.status ?? (isRecord(body.data) ? body.data.status : undefined))
    : undefined;
  if (status === 0 || status === false || status === '0')
    throw new HttpError(serverMessage(body) ?? fallbackKey, 200, body);
  return body;
}

/** `{ message }` of a reply, for actions whose success text comes from the server. */
export const messageOf = (body: Json): { message?: string } => {
  const message = serverMessage(body);
  return message ? { message } : {};
};

export interface IdParams {
  id: Identifier;
}

/** Whole-list resources re-read their reference data rarely: it barely changes. */
export const REFERENCE_CACHE_MS = 5 * 60_000;

/** Shared rule of every phone input (SPEC 8: "Empty phone: Please fill the contact number"). */
export const phoneRequired = {
  rule: 'required',
  message: 'app.resources.validation.phone_required',
} as const;
