import type { TranslationMessages } from 'react-admin';
import { getMessages } from '../../i18n';
import { localeEntries } from '../../i18n/locales';
import { fieldLabel } from '../fieldLookup';
import { knownValueKey } from '../knownValues';
import type { SheetField } from './sheetFields';
import type { SheetLanguage } from './sheetValues';

/**
 * Every shipped language's names for a resource's sheet (headers, yes/no, known values), so a file
 * is read whatever language its headers are in. The admin's language first. Built from the
 * message files, so a translator's new wording reads back with no code.
 */
export async function sheetLanguages(
  resource: { name: string },
  fields: SheetField[],
  adminLocale: string,
): Promise<SheetLanguage[]> {
  const codes = [
    adminLocale,
    ...localeEntries.map((entry) => entry.code).filter((code) => code !== adminLocale),
  ];
  const all = await Promise.all(codes.map(async (code) => [code, await getMessages(code)] as const));
  return all.map(([code, messages]) => sheetLanguage(code, messages, resource, fields));
}

export function sheetLanguage(
  code: string,
  messages: TranslationMessages,
  resource: { name: string },
  fields: SheetField[],
): SheetLanguage {
  const text = (key: string, fallback: string) => {
    // The message tree walked by the key's parts (`app.export.yes` → app → export → yes).
    let node: unknown = messages;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : fallback;
  };
  const headers: Record<string, string> = {};
  const values: Record<string, Record<string, string>> = {};
  const valueNames: Record<string, string[]> = {};
  for (const field of fields) {
    headers[field.source] = text(fieldLabel(resource, field), field.source);
    const named: Record<string, string> = {};
    const name = (shown: string, word: string) => {
      named[fold(shown)] = word;
      valueNames[field.source] = [...(valueNames[field.source] ?? []), shown];
    };
    for (const choice of field.choices ?? []) name(text(choice.name, choice.id), choice.id);
    if (field.values)
      for (const word of field.known ?? []) name(text(knownValueKey(field.values, word), word), word);
    if (Object.keys(named).length > 0) values[field.source] = named;
  }
  return {
    code,
    id: text('app.sheet.column_id', 'ID'),
    stamp: text('app.sheet.column_stamp', 'As exported'),
    headers,
    yes: text('app.export.yes', 'Yes'),
    no: text('app.export.no', 'No'),
    values,
    valueNames,
  };
}

const fold = (name: string) => name.normalize('NFC').trim().toLowerCase();
