import { isString, type Json, readEnvelope, unexpectedReply } from '../../api/envelope';

/** The AI description sits at data.data (SPEC 7); a bare `data` string is accepted too. */
export function readDescription(body: Json): string {
  for (const path of ['data.data', 'data']) {
    try {
      return readEnvelope(body, path, isString);
    } catch {
      // try the next place
    }
  }
  throw unexpectedReply(body);
}
