import { type Country, isValidPhoneNumber } from 'react-phone-number-input';

/** The libphonenumber check (with its metadata): only reached through dynamic imports or the lazy input. */
export function isValidPhone(value: string, defaultCountry: string): boolean {
  try {
    return isValidPhoneNumber(value, defaultCountry.toUpperCase() as Country);
  } catch {
    return false;
  }
}
