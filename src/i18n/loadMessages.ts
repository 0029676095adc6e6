import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './merge';

type MessageFile = { default: Record<string, unknown> };

/**
 * The messages of one locale other than English: the JSON files of its folder,
 * src/i18n/<code>/*.json, fetched and merged (each file holds its own keys; the build puts one
 * locale's files in one chunk). A new folder needs no code. This module is itself loaded on
 * demand, so the map of every locale's files stays out of the first load.
 */
const messageFiles = import.meta.glob<MessageFile>(['./*/*.json', '!./en/*.json']);

export async function loadMessages(
  code: string,
  fallback: TranslationMessages,
): Promise<TranslationMessages> {
  const files = Object.entries(messageFiles)
    .filter(([path]) => path.split('/')[1] === code)
    .map(([, load]) => load());
  if (files.length === 0) return fallback;
  const parts = await Promise.all(files);
  return mergeMessages(...parts.map((part) => part.default));
}
