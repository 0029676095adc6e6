import { HttpError } from 'react-admin';
import { isRecord, type Json, serverMessage } from './envelope';

/**
 * The one rule for replies. Whether a call succeeded is decided here, from what its declaration
 * says the spec reads; screens and resources never re-check envelopes by hand.
 *
 * - A 2xx reply is a success unless it says otherwise: `status` or `success` (in the body or
 *   under `data`) equal to 0 or false. A terse `200 {"message": "Coupon Added"}` is a success.
 * - Where the spec names the field a call reads (`success` on updateUserInAdmin, `status` on
 *   updateVendor), that field alone decides: a reply without it, or with another value, refuses.
 * - A non-2xx reply is a failure with the server's message (the HTTP layer's HttpError).
 */
export interface ReplyRule {
  /** The field the spec says this call reads to know it succeeded (in the body or under `data`). */
  reads?: string;
  /** The values of `reads` that mean success (default 1, '1', true). */
  ok?: readonly unknown[];
  /** Message key shown when a 2xx reply refuses, whatever the server wrote (the spec's fixed text). */
  refused?: string;
  /** Message key when a refusal carries no message of its own (default "something wrong"). */
  fallback?: string;
  /** Message key shown for any failed reply instead of the server's message (rarely: the spec's). */
  failed?: string;
  /** Message key shown when the server could not be reached (default: the console's own text). */
  offline?: string;
  /** Message key shown after a confirmed success; 'server': the server's own message, if any. */
  success?: string;
}

export const SUCCESS_VALUES: readonly unknown[] = [1, '1', true, 'true'];
const FAILURE_VALUES: readonly unknown[] = [0, '0', false, 'false'];
const EXPLICIT_FAILURE_FIELDS = ['status', 'success'] as const;
export const SOMETHING_WRONG = 'app.errors.something_wrong';

function field(body: Json, name: string): unknown {
  if (!isRecord(body)) return undefined;
  if (name in body) return body[name];
  return isRecord(body.data) ? body.data[name] : undefined;
}

/** True when a 2xx reply refuses by the rule (see above). */
export function refuses(body: Json, rule: ReplyRule = {}): boolean {
  if (rule.reads) return !(rule.ok ?? SUCCESS_VALUES).includes(field(body, rule.reads));
  return EXPLICIT_FAILURE_FIELDS.some((name) => FAILURE_VALUES.includes(field(body, name)));
}

/**
 * Checks a 2xx reply: throws an HttpError with the text the rule gives when it refuses, returns
 * the server's message (for calls whose success text is the server's) when it succeeds.
 */
export function checkReply(body: Json, rule: ReplyRule = {}, status = 200): { message?: string } {
  const message = serverMessage(body);
  if (refuses(body, rule)) {
    throw new HttpError(rule.refused ?? message ?? rule.fallback ?? SOMETHING_WRONG, status, body);
  }
  return message ? { message } : {};
}

/** The text of a failed call under the rule: a non-2xx reply's, or the unreachable server's. */
export function failureUnder(error: unknown, rule: ReplyRule = {}): unknown {
  if (!(error instanceof HttpError)) return error;
  // Status 0: no reply at all (unreachable, or no answer in time).
  if (error.status === 0) return rule.offline ? new HttpError(rule.offline, 0, error.body) : error;
  // A 401 keeps its own meaning: the session ended (see src/auth/sessionExpiry.ts).
  if (rule.failed && error.status !== 401) return new HttpError(rule.failed, error.status, error.body);
  return error;
}
