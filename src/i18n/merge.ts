import type { TranslationMessages } from 'react-admin';

type Messages = Record<string, unknown>;

const isPlain = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges message trees; later parts win on conflicting leaves. */
export function mergeMessages(...parts: Messages[]): TranslationMessages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] = isPlain(existing) && isPlain(value) ? mergeMessages(existing, value) : value;
    }
  }
  return out as TranslationMessages;
}
