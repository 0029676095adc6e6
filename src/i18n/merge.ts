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

/** { 'app.menu.users': 'User Listing', … }: one entry per message, keyed by its full path. */
export function flattenMessages(tree: Messages, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (isPlain(value)) Object.assign(out, flattenMessages(value, path));
  }
  return out;
}
