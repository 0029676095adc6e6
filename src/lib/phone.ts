import { CALLING_CODES } from './callingCodes';

/**
 * The one phone helper. The phone input holds E.164 ('+14155552671'); the platform wants the
 * country code and the national digits apart ({countryCode: '+1', phone: '4155552671'}),
 * punctuation and dashes removed. Country calling codes are prefix-free, so the code is the one
 * 1–3 digit prefix in libphonenumber's list (src/lib/callingCodes.ts, generated from it): this
 * keeps the library's 150 KB of metadata out of the first bundle. Values without a known code
 * fall back to the spec's legacy rule: split at the first space, remove non-digits from the number.
 */
export interface SplitPhone {
  countryCode: string;
  phone: string;
}

export const DEFAULT_COUNTRY_CODE = '+1';

function splitE164(digits: string): SplitPhone | undefined {
  for (let length = 1; length <= 3; length += 1) {
    const code = digits.slice(0, length);
    if (CALLING_CODES.has(code) && digits.length > length) {
      return { countryCode: `+${code}`, phone: digits.slice(length) };
    }
  }
  return undefined;
}

export function splitPhone(value: string | undefined | null): SplitPhone {
  const text = (value ?? '').trim();
  if (!text) return { countryCode: '', phone: '' };
  const space = text.indexOf(' ');
  if (text.startsWith('+') && space > 0) {
    // Legacy formatted value ('+1 415-555-2671'): the code is what precedes the first space.
    return { countryCode: text.slice(0, space), phone: text.slice(space + 1).replace(/\D/g, '') };
  }
  if (text.startsWith('+')) {
    const split = splitE164(text.replace(/\D/g, ''));
    if (split) return split;
  }
  return { countryCode: '', phone: text.replace(/\D/g, '') };
}

/** Joins a stored country code and national number back into E.164 for the phone input. */
export function joinPhone(countryCode: string | undefined | null, phone: string | undefined | null): string {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (String(phone).trim().startsWith('+')) return `+${digits}`;
  const code = String(countryCode || DEFAULT_COUNTRY_CODE).replace(/\D/g, '');
  return `+${code}${digits}`;
}

/**
 * A phone input's value (E.164) as the platform's payloads want it: the country code and the
 * digits apart, the country code defaulting to the spec's '+1'.
 */
export function phoneParts(value: unknown): { countryCode: string; phone: string } {
  const raw = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const { countryCode, phone } = splitPhone(raw);
  return { countryCode: countryCode || DEFAULT_COUNTRY_CODE, phone };
}

/**
 * A North American (+1) number of ten digits in the console's one display format
 * ("+1 415 555 0101"), without libphonenumber's metadata: lists show it so from their first paint.
 * Undefined for any other value; `displayPhone` (./phoneNumbers.ts, lazy) formats those. It
 * reads the same arguments and, for every number it formats, gives what `displayPhone` gives.
 */
export function quickDisplayPhone(text: string, countryCode = ''): string | undefined {
  const trimmed = text.trim();
  if (!/^\+?[\d ().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const code = countryCode.replace(/\D/g, '');
  const national = trimmed.startsWith('+')
    ? digits.startsWith('1')
      ? digits.slice(1)
      : ''
    : code === '' || code === '1'
      ? digits
      : '';
  if (!/^[2-9]\d{9}$/.test(national)) return undefined;
  return `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
