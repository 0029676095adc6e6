import { STORE_HEADER_ALIASES, type StoreHeaderField } from '../../resources/stores/csvHeaders';
// Headers derived from src/i18n/*/ (kept equal by headerNames.test.ts), not the message files: those would fetch every language's chunk (~12 KB gzip each).
import shippedHeaders from './headerNames.json';

/**
 * Which column of a business file holds which field: its headers read loosely, in any shipped
 * language, and a row's cell for a field. The import check (./reconcile) reads rows through it.
 */

/** What a row is compared on; the store fields of SPEC 3 plus the CSV's optional country code. */
export type RowField = StoreHeaderField | 'countryCode';

/**
 * CSV headers read loosely (headerKey: case, accents, spaces and punctuation ignored): the
 * platform's keys and the aliases its mock accepts (one table, src/resources/stores/csvHeaders.ts),
 * plus a country code column.
 */
export const HEADER_ALIASES: Readonly<Record<string, RowField>> = {
  ...STORE_HEADER_ALIASES,
  countrycode: 'countryCode',
  callingcode: 'countryCode',
  dialcode: 'countryCode',
  phonecode: 'countryCode',
};

/**
 * The messages the Stores list export (schema/views/listExport, screenExporter) writes as the
 * headers of the fields read here, so a file exported in any language reads back.
 */
export const HEADER_MESSAGE_KEYS = {
  'resources.stores.fields.businessName': 'businessName',
  'resources.stores.fields.businessAddress': 'businessAddress',
  'resources.stores.fields.phone': 'phone',
} as const satisfies Record<string, RowField>;

const COMBINING = /\p{M}+/gu;
const NOT_LETTER = /\P{L}+/gu;

/**
 * A header as compared: lower case, accents dropped, letters of any script kept, the rest
 * (spaces, punctuation, digits) dropped, as before: "Téléphone" → "telephone", "Phone 2" → "phone".
 */
export const headerKey = (header: string): string =>
  header.toLowerCase().normalize('NFD').replace(COMBINING, '').replace(NOT_LETTER, '');

/**
 * Every header read, by its headerKey. A text naming two fields would keep the first: the aliases,
 * then the locales in locales.json order (headerNames.test.ts checks that none does today).
 */
const HEADER_FIELDS = new Map<string, RowField>(Object.entries(HEADER_ALIASES));
for (const texts of Object.values(shippedHeaders)) {
  for (const [key, text] of Object.entries(texts)) {
    const field = HEADER_MESSAGE_KEYS[key as keyof typeof HEADER_MESSAGE_KEYS];
    const name = headerKey(text);
    if (field && name && !HEADER_FIELDS.has(name)) HEADER_FIELDS.set(name, field);
  }
}

export const fieldOfHeader = (header: string): RowField | undefined => HEADER_FIELDS.get(headerKey(header));

/** Column positions per field; a field named by several headers takes the first non-empty cell. */
export type ColumnMap = Partial<Record<RowField, number[]>>;

export function columnsOf(headers: readonly string[]): ColumnMap {
  const map: ColumnMap = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (!field) return;
    const positions = map[field];
    if (positions) positions.push(index);
    else map[field] = [index];
  });
  return map;
}

export function cellOf(row: readonly string[], columns: ColumnMap, field: RowField): string {
  for (const index of columns[field] ?? []) {
    const value = row[index]?.trim();
    if (value) return value;
  }
  return '';
}
