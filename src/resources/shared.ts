import type { Identifier } from 'react-admin';
import { type Json, serverMessage } from '../api/envelope';

/** `{ message }` of a reply, for actions whose success text comes from the server. */
export const replyMessage = (body: Json): { message?: string } => {
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
