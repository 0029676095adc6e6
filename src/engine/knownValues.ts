import { useCallback } from 'react';
import { useTranslate } from '../i18n/useTranslate';

/** The message key of a known value: `app.values.role` + "Hate speech" → `app.values.role.hate_speech`. */
export const knownValueKey = (prefix: string, value: unknown): string =>
  `${prefix}.${String(value)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`;

/**
 * A value with a known meaning, in the admin's language (a role, a status, a discount type); an
 * unknown one as the platform sent it. Only for display: what is sent never changes.
 */
export function useKnownValue(prefix: string | undefined): (value: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (value: unknown) => {
      if (value === undefined || value === null) return '';
      const text = String(value);
      if (!prefix || !text.trim()) return text;
      return translate(knownValueKey(prefix, text), { _: text });
    },
    [prefix, translate],
  );
}
