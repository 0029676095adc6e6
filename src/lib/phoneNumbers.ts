import { type Country, parsePhoneNumber } from 'react-phone-number-input';

/**
 * The heavy half of the phone helper: reading a phone number as somebody typed it (a CSV cell,
 * the search box) with libphonenumber, the library of the console's phone input. Its metadata
 * is large, so this module is only imported by chunks that load on demand (the import check,
 * the search dialog); splitting and joining stored numbers stays in ./phone.ts.
 */

/** Where a national number typed without + is read: the phone input's own default (SPEC: us). */
export const DEFAULT_COUNTRY: Country = 'US';

export interface ReadPhone {
  /** E.164, '+' included. */
  e164: string;
  /** A number that exists (libphonenumber's `isValid`). */
  valid: boolean;
  /** A number of a possible length for its country (`isPossible`). */
  possible: boolean;
}

/**
 * `text` as a phone number: a leading + decides the country; otherwise `country`, a calling code
 * ('+44', '44') or a country ('GB'); otherwise the default country. `extract` also finds a number
 * inside other text. Undefined when libphonenumber reads no number at all.
 */
export function readPhone(
  text: string,
  { country = '', extract = true }: { country?: string; extract?: boolean } = {},
): ReadPhone | undefined {
  const code = country.trim();
  const options = text.trim().startsWith('+')
    ? { extract }
    : /^[a-z]{2}$/i.test(code)
      ? { defaultCountry: code.toUpperCase() as Country, extract }
      : code.replace(/\D/g, '')
        ? { defaultCallingCode: code.replace(/\D/g, ''), extract }
        : { defaultCountry: DEFAULT_COUNTRY, extract };
  try {
    const number = parsePhoneNumber(text, options);
    return number
      ? { e164: number.number, valid: number.isValid(), possible: number.isPossible() }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stored phone for display, in the one international format (libphonenumber's, e.g.
 * "+1 201 555 4700"), whatever way it was typed: "(732) 555-7207", "7185550285" with its
 * country code apart, "+1 2015554700". A number that cannot be read stays as stored.
 */
export function displayPhone(text: string, countryCode = ''): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const code = countryCode.trim();
  const options = trimmed.startsWith('+')
    ? {}
    : code.replace(/\D/g, '')
      ? { defaultCallingCode: code.replace(/\D/g, '') }
      : { defaultCountry: DEFAULT_COUNTRY };
  try {
    const number = parsePhoneNumber(trimmed, options);
    return number?.isPossible() ? number.formatInternational() : trimmed;
  } catch {
    return trimmed;
  }
}
