/**
 * The app bar search's query side, with no React, no index and no resource in it: what is typed →
 * what is matched (a needle), and where a match sits in one stored value (for the highlight).
 * The separator and the stored phones' digits are the index's rules too (./searchIndex).
 */

import { normalizeText } from '../../engine/localQuery';
import { DEFAULT_COUNTRY_CODE, joinPhone } from '../../lib/phone';

/** Between fields of a row's search string: cannot be typed, so no match spans two fields. */
export const SEP = '\u0001';

/**
 * A query: `text` is matched in the text fields; `phone`, when the query looks like a phone
 * number, is a pattern matched in the E.164 digit strings (`SEP digits SEP`: that number exactly,
 * `SEP digits`: numbers starting so, `digits`: anywhere).
 */
export interface Needle {
  text: string;
  phone?: string;
  /** `SEP text`: a field starting with the text. */
  textStart: string;
  /** The phone pattern at the start of an E.164 number. */
  phoneStart?: string;
}

/**
 * A stored phone in E.164 digits, by the console's one rule for stored values (the phone input's):
 * a value with + is international, any other is a national number of the default country code.
 */
export function storedPhoneDigits(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return joinPhone(DEFAULT_COUNTRY_CODE, String(value)).slice(1);
}

const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;
const MIN_PHONE_DIGITS = 3;

/**
 * The query as typed → what is matched. `e164Of` is the phone library's reading of a complete
 * number ('(415) 555-2671' → '14155552671'; undefined for a fragment); a fragment with + must
 * start a number's E.164 digits, one without may be anywhere in them.
 */
export function needleOf(raw: string, e164Of?: (raw: string) => string | undefined): Needle | undefined {
  const typed = raw.trim().replace(/\s+/g, ' ');
  if (!typed) return undefined;
  const text = normalizeText(typed);
  const needle: Needle = { text, textStart: SEP + text };
  if (PHONE_LIKE.test(typed)) {
    const digits = typed.replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS) {
      const full = e164Of?.(typed);
      needle.phone = full ? SEP + full + SEP : typed.startsWith('+') ? SEP + digits : digits;
      needle.phoneStart = needle.phone.startsWith(SEP) ? needle.phone : SEP + needle.phone;
    }
  }
  return needle;
}

/** True when every row matching `next` also matches `previous` (one more character typed). */
export function narrows(next: Needle, previous: Needle): boolean {
  if (!next.text.includes(previous.text)) return false;
  if (next.phone === undefined) return true;
  return previous.phone !== undefined && next.phone.includes(previous.phone);
}

/** Where `needle` (normalised) is in `value`, in `value`'s own characters (accents and case kept). */
export function locate(value: string, needle: string): [number, number] | undefined {
  if (!needle) return undefined;
  let normal = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; at < value.length; ) {
    const code = value.codePointAt(at)!;
    const width = code > 0xffff ? 2 : 1;
    const part = normalizeText(value.slice(at, at + width));
    for (let k = 0; k < part.length; k += 1) {
      starts.push(at);
      ends.push(at + width);
    }
    normal += part;
    at += width;
  }
  const found = normal.indexOf(needle);
  if (found < 0) return undefined;
  return [starts[found]!, ends[found + needle.length - 1]!];
}

/** Where a phone pattern is in a stored value, in the value's characters (punctuation kept). */
export function locatePhone(value: string, pattern: string): [number, number] | undefined {
  const stored = storedPhoneDigits(value);
  const digits = pattern.split(SEP).join('');
  const found = (SEP + stored + SEP).indexOf(pattern);
  if (!stored || !digits || found < 0) return undefined;
  // The E.164 digits are the value's own digits, after the country code when the value has none.
  const positions: number[] = [];
  for (let at = 0; at < value.length; at += 1) if (/\d/.test(value[at]!)) positions.push(at);
  const offset = stored.length - positions.length;
  const first = (pattern.startsWith(SEP) ? found : found - 1) - offset;
  const last = first + digits.length - 1;
  if (last < 0) return undefined;
  return [positions[Math.max(0, first)]!, positions[last]! + 1];
}
