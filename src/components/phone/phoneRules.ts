import type { Validator } from 'react-admin';

/**
 * Phone validation rules without the phone metadata: the empty check is immediate and the
 * libphonenumber check is loaded on demand, so a resource declaration can import
 * `validatePhone` without pulling the metadata into the first bundle.
 */
export const PHONE_REQUIRED = 'app.widgets.phone.required';
export const PHONE_INVALID = 'app.widgets.phone.invalid';

/** Country codes the input understands: ISO 3166-1 alpha-2, upper case ('US'). */
export type CountryCode = string;

export const isBlankPhone = (value: unknown): boolean =>
  value === undefined || value === null || String(value).replace(/\D/g, '') === '';

/**
 * The message key for a phone value, or undefined when it is acceptable.
 * `requiredMessage` false makes the phone optional (only a typed number is checked).
 */
export function phoneError(
  value: unknown,
  isValid: (value: string) => boolean,
  requiredMessage: string | false,
): string | undefined {
  if (isBlankPhone(value)) return requiredMessage || undefined;
  return isValid(String(value)) ? undefined : PHONE_INVALID;
}

type RequiredAware = Validator & { isRequired?: boolean };

/**
 * A react-admin validator: `requiredMessage` (default: the spec's "Please fill the contact
 * number") when empty, `app.widgets.phone.invalid` when libphonenumber rejects the number.
 * National numbers without a leading + are read in `defaultCountry`.
 */
export function validatePhone(
  requiredMessage: string | false = PHONE_REQUIRED,
  defaultCountry = 'US',
): Validator {
  const validator: RequiredAware = async (value: unknown) => {
    if (isBlankPhone(value)) return requiredMessage || undefined;
    const { isValidPhone } = await import('./phoneCheck');
    return phoneError(value, (text) => isValidPhone(text, defaultCountry), requiredMessage);
  };
  // Lets react-admin mark the label with its required asterisk.
  if (requiredMessage) validator.isRequired = true;
  return validator;
}
