import { type Country, parsePhoneNumber } from 'react-phone-number-input';

/** Where a national number typed without + is read: the phone input's own default (SPEC: us). */
export const DEFAULT_COUNTRY: Country = 'US';

/**
 * A complete phone number as typed, in any format, → its E.164 digits by libphonenumber (the
 * library of the console's phone input): '(415) 555-2671', '415.555.2671', '1 415 555 2671',
 * '+1 415-555-2671', '011 1 415 555 2671' and '0044 20 7946 0018' all give their one number;
 * a fragment ('555-26') gives undefined and is matched as digits.
 */
export function e164Of(typed: string): string | undefined {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  // 00 is the international prefix outside North America (the default country's is 011).
  const candidates =
    !text.startsWith('+') && digits.startsWith('00') ? [`+${digits.slice(2)}`, text] : [text];
  for (const candidate of candidates) {
    try {
      const number = parsePhoneNumber(candidate, DEFAULT_COUNTRY);
      if (number?.isPossible()) return number.number.slice(1);
    } catch {
      // Not a number libphonenumber reads: matched as digits.
    }
  }
  return undefined;
}
