import { parsePhoneNumber } from 'react-phone-number-input';

/**
 * The one phone helper. The phone input holds E.164 ('+14155552671'); the platform wants the
 * country code and the national digits apart ({countryCode: '+1', phone: '4155552671'}),
 * punctuation and dashes removed. Values that do not parse fall back to the spec's legacy rule:
 * split at the first space, remove non-digits from the number.
 */
export interface SplitPhone {
  countryCode: string;
  phone: string;
}

export const DEFAULT_COUNTRY_CODE = '+1';

export function splitPhone(value: string | undefined | null): SplitPhone {
  const text = (value ?? '').trim();
  if (!text) return { countryCode: '', phone: '' };
  try {
    const parsed = parsePhoneNumber(text);
    if (parsed) return { countryCode: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) };
  } catch {
    // fall through to the legacy split
  }
  const space = text.indexOf(' ');
  if (text.startsWith('+') && space > 0) {
    return { countryCode: text.slice(0, space), phone: text.slice(space + 1).replace(/\D/g, '') };
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
