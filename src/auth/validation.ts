import { maxLength, minLength, regex, required, type Validator } from 'react-admin';

/** Spec section 5: the validation rules of the account forms, each message a translation key. */
const key = (name: string) => `app.auth.validation.${name}`;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** 8+ characters from letters, digits and @$!%*#?&, with a lower case, an upper case and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,}$/;

export const OTP_LENGTH = 4;
export const OTP_SECONDS = 100;

/** Login: required, valid, at most 100 characters ("less than 100" in the spec's wording). */
export const validateLoginEmail: Validator[] = [
  required(key('email_required')),
  regex(EMAIL_PATTERN, key('email_invalid_login')),
  maxLength(100, key('email_max_100')),
];

export const validateLoginPassword: Validator[] = [required(key('password_required'))];

/** Registration, forgot and reset e-mail: required, valid, 7 to 50 characters. */
export const validateAccountEmail: Validator[] = [
  required(key('email_required')),
  regex(EMAIL_PATTERN, key('email_invalid')),
  minLength(7, key('email_min_7')),
  maxLength(50, key('email_max_50')),
];

export const validateFullName: Validator[] = [
  required(key('full_name_required')),
  (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? key('full_name_required') : undefined,
];

export const validateNewPassword: Validator[] = [
  required(key('password_required')),
  maxLength(20, key('password_max_20')),
  regex(PASSWORD_PATTERN, key('password_rule')),
];

/** The confirmation field: the same rules, and equal to `otherField`. */
export function validateConfirmPassword(otherField: string): Validator[] {
  const mustMatch: Validator = (value: unknown, allValues: Record<string, unknown>) =>
    value && value !== allValues?.[otherField] ? key('passwords_match') : undefined;
  // A value equal to a valid password is valid itself, so matching covers "the same rules".
  return [required(key('confirm_required')), mustMatch];
}

export const isCompleteOtp = (digits: readonly string[]) =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
