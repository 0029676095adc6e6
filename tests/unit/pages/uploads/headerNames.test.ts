import { describe, expect, test } from 'vitest';
import type { AnyResource } from '../../../../src/engine';
import { fieldLabel, fieldsIn } from '../../../../src/engine/fieldLookup';
import english from '../../../../src/i18n/english';
import { loadMessages } from '../../../../src/i18n/loadMessages';
import { localeEntries } from '../../../../src/i18n/locales';
import { flattenMessages } from '../../../../src/i18n/merge';
import {
  fieldOfHeader,
  HEADER_ALIASES,
  HEADER_MESSAGE_KEYS,
  headerKey,
  type RowField,
} from '../../../../src/pages/uploads/reconcile';
import { stores } from '../../../../src/resources/stores';

/** Every shipped locale's header texts for HEADER_MESSAGE_KEYS, from its message files. */
async function shippedHeaders(): Promise<Record<string, Record<string, string>>> {
  const table: Record<string, Record<string, string>> = {};
  for (const { code } of localeEntries) {
    const messages = flattenMessages(code === 'en' ? english : await loadMessages(code, english));
    const texts: Record<string, string> = {};
    for (const key of Object.keys(HEADER_MESSAGE_KEYS)) {
      // A key a locale lacks is written in English (already in the table).
      if (messages[key]) texts[key] = messages[key];
    }
    table[code] = texts;
  }
  return table;
}

describe('headerNames.json', () => {
  test('holds the header of each field the reader reads, in every shipped locale, as the message files say', async () => {
    // Out of date after a translation changed? Regenerate it:
    //   npx vitest run --project unit tests/unit/pages/uploads/headerNames.test.ts --update
    // (the flag last: `-u <path>` takes the path as its value and updates the whole suite).
    await expect(`${JSON.stringify(await shippedHeaders(), null, 2)}\n`).toMatchFileSnapshot(
      '../../../../src/pages/uploads/headerNames.json',
    );
  });

  test('its keys are the ones the Stores list export writes as headers', () => {
    const resource = stores as unknown as AnyResource;
    const read = new Set<string>(Object.values(HEADER_MESSAGE_KEYS));
    const exported = fieldsIn(resource, 'list').filter((field) => read.has(field.source));
    expect(exported.map((field) => field.source)).toEqual(['businessName', 'businessAddress', 'phone']);
    for (const field of exported)
      expect(HEADER_MESSAGE_KEYS[fieldLabel(resource, field) as keyof typeof HEADER_MESSAGE_KEYS]).toBe(
        field.source,
      );
  });

  test('no header names two fields: not across locales, nor against the aliases', async () => {
    const named = new Map<string, Set<RowField>>();
    const note = (text: string, field: RowField) => {
      const key = headerKey(text);
      named.set(key, (named.get(key) ?? new Set()).add(field));
    };
    for (const [alias, field] of Object.entries(HEADER_ALIASES)) note(alias, field);
    for (const texts of Object.values(await shippedHeaders()))
      for (const [key, text] of Object.entries(texts))
        note(text, HEADER_MESSAGE_KEYS[key as keyof typeof HEADER_MESSAGE_KEYS]);
    const ambiguous = [...named].filter(([, fields]) => fields.size > 1).map(([key]) => key);
    expect(ambiguous).toEqual([]);
  });

  test('every shipped header is read as its field', async () => {
    for (const texts of Object.values(await shippedHeaders()))
      for (const [key, text] of Object.entries(texts))
        expect(fieldOfHeader(text), text).toBe(HEADER_MESSAGE_KEYS[key as keyof typeof HEADER_MESSAGE_KEYS]);
  });
});
