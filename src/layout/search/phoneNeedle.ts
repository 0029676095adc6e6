import { readPhone } from '../../lib/phoneNumbers';

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
    const read = readPhone(candidate);
    if (read?.possible) return read.e164.slice(1);
  }
  return undefined;
}
