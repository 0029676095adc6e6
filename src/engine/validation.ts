import {
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { today, toIsoDay } from '../lib/dates';
import { fileOf } from './callValues';
import { URL_PATTERN } from './patterns';
import type { Rule } from './types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A message key with placeholder values, as react-admin's validators return. */
const failure = (message: string, args: Record<string, unknown> = {}) => ({ message, args });

function validatorFor(rule: Rule): Validator {
  switch (rule.rule) {
    case 'required': {
      // Whitespace-only text is no answer: the payload mappers trim it to ''.
      const base = required(rule.message ?? 'ra.validation.required');
      const blankAware: Validator = (value, values) =>
        base(typeof value === 'string' ? value.trim() : value, values);
      return Object.assign(blankAware, { isRequired: true });
    }
    case 'email':
      return email(rule.message ?? 'ra.validation.email');
    case 'url':
      return regex(URL_PATTERN, rule.message ?? 'app.schema.validation.url');
    case 'minLength':
      return minLength(rule.value, rule.message);
    case 'maxLength':
      return maxLength(rule.value, rule.message);
    case 'min':
      return minValue(rule.value, rule.message);
    case 'max':
      return maxValue(rule.value, rule.message);
    case 'pattern':
      return regex(rule.value, rule.message);
    case 'maxFileSize':
      return (value: unknown) => {
        const file = fileOf(value);
        return file && file.size > rule.value
          ? failure(rule.message ?? 'app.schema.validation.file_too_big', { max: rule.value })
          : undefined;
      };
    case 'fileType':
      return (value: unknown) => {
        const file = fileOf(value);
        return file && !rule.value.test(file.name) && !rule.value.test(file.type)
          ? failure(rule.message ?? 'app.schema.validation.file_type')
          : undefined;
      };
    case 'minDate':
      return (value: unknown) => {
        if (isBlank(value)) return undefined;
        const minimum = rule.value === 'today' ? today() : rule.value;
        const day = toIsoDay(value);
        return day && day < minimum
          ? failure(rule.message ?? 'app.schema.validation.min_date', { min: minimum })
          : undefined;
      };
    case 'notBefore':
      return (value: unknown, values: Record<string, unknown>) => {
        const day = toIsoDay(value);
        const other = toIsoDay(values?.[rule.field]);
        return day && other && day < other
          ? failure(rule.message ?? 'app.schema.validation.not_before')
          : undefined;
      };
  }
}

/** The react-admin validators of a field's declared rules (required first, for the asterisk). */
export function validatorsFor(rules: readonly Rule[] | undefined): Validator[] {
  return (rules ?? []).map(validatorFor);
}

export const isRequiredBy = (rules: readonly Rule[] | undefined): boolean =>
  (rules ?? []).some((rule) => rule.rule === 'required');
