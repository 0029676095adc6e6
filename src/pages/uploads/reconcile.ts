import type { Identifier } from 'react-admin';
import { joinPhone } from '../../lib/phone';
import { readPhone } from '../../lib/phoneNumbers';
import { type ColumnMap, cellOf, columnsOf } from './csvColumns';

/**
 * Import reconciliation before sending: each CSV row is compared with the stores the console holds
 * (same phone in E.164, same business name or same address once normalised) and with the rows
 * above it, and malformed rows are named. Pure: the page loads this module (and libphonenumber's
 * metadata with it) only when a file is checked.
 */

// The header reading lives in ./csvColumns; its names are still read from here.
export {
  type ColumnMap,
  cellOf,
  columnsOf,
  fieldOfHeader,
  HEADER_ALIASES,
  HEADER_MESSAGE_KEYS,
  headerKey,
  type RowField,
} from './csvColumns';

const COMBINING = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const ASCII = /^[\x20-\x7e]*$/;
const NOT_ASCII_WORD = /[^a-z0-9]+/g;

/**
 * A name or address as the match compares it: lower case, accents and punctuation removed, spaces
 * collapsed: "Café  Dú-Monde!" → "cafe du monde".
 */
export function matchKey(value: string | undefined | null): string {
  const lower = (value ?? '').toLowerCase();
  // Most names and addresses are plain ASCII: no Unicode work for them (50,000 stores per check).
  if (ASCII.test(lower)) return lower.replace(NOT_ASCII_WORD, ' ').trim();
  return lower.normalize('NFD').replace(COMBINING, '').replace(NOT_WORD, ' ').trim();
}

export interface RowPhone {
  /** E.164 when the number could be read, else its digits ('' when there are none). */
  key: string;
  valid: boolean;
}

/**
 * A CSV phone in E.164: a leading + decides the country; otherwise the row's country code column
 * (a calling code such as "+44" or "44", or a country such as "GB"); otherwise the US.
 */
export function rowPhone(raw: string, countryCode = ''): RowPhone {
  const text = raw.trim();
  if (!text.replace(/\D/g, '')) return { key: '', valid: false };
  const code = countryCode.trim();
  const read = readPhone(text, { country: code, extract: false });
  if (read) return { key: read.e164, valid: read.valid };
  return { key: joinPhone(code.replace(/\D/g, '') ? code : undefined, text), valid: false };
}

/** A store as the list holds it (SPEC 3): the country code and the national digits apart. */
export interface StoreLike {
  id: Identifier;
  businessName?: string | null;
  businessAddress?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  isRegistered?: boolean | null;
}

/** Fewer digits than this cannot be a phone anywhere: such keys are never compared. */
const MIN_PHONE_DIGITS = 7;
const usablePhone = (key: string) => key.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

/**
 * A stored phone in E.164 by the one phone helper: stores keep the code and the digits apart, so
 * joining them is exact and cheap (no metadata walk for 50,000 stores).
 */
export const storePhone = (store: StoreLike): string => joinPhone(store.countryCode, store.phone);

/** The full address of a row: its address, or address, city, "state zip" as the platform builds it. */
export function rowAddresses(row: readonly string[], columns: ColumnMap): string[] {
  const street = cellOf(row, columns, 'businessAddress');
  const city = cellOf(row, columns, 'businessCity');
  const stateZip = [cellOf(row, columns, 'businessState'), cellOf(row, columns, 'businessZip')]
    .filter(Boolean)
    .join(' ');
  const full = [street, city, stateZip].filter(Boolean).join(', ');
  const keys = new Set([matchKey(street), matchKey(full)]);
  keys.delete('');
  // A city and state alone are not an address: only compare when there is a street.
  return street ? [...keys] : [];
}

export type MatchField = 'name' | 'phone' | 'address';

export type Reason =
  | { kind: 'fields'; found: number; expected: number }
  | { kind: 'quotes' }
  | { kind: 'missing_name' }
  | { kind: 'invalid_phone' }
  | { kind: 'store'; on: MatchField[]; store: string; storeId: Identifier }
  | { kind: 'repeats'; row: number; on: MatchField[] };

export type RowStatus = 'ok' | 'duplicate' | 'malformed';

/** Reasons that make a row malformed; the others make it a likely duplicate. */
const MALFORMED: ReadonlySet<Reason['kind']> = new Set(['fields', 'quotes', 'missing_name', 'invalid_phone']);

export interface CheckedRow {
  /** 1-based data-row number, as the preview shows it. */
  row: number;
  cells: string[];
  status: RowStatus;
  reasons: Reason[];
  /** The business name as the row gives it, to name the row in the import result. */
  name: string;
  /** Normalised name and E.164 phone, to find the row's store after the import. */
  nameKey: string;
  phoneKey: string;
}

export interface Reconciliation {
  rows: CheckedRow[];
  duplicates: number;
  malformed: number;
  /** Whether the rows were compared with the stores, or only with each other. */
  againstStores: boolean;
}

export interface CsvRows {
  headers: readonly string[];
  rows: readonly string[][];
  /** Rows papaparse reported as broken (field count or quoting), 1-based. */
  malformedRows?: readonly number[];
}

const MATCH_ORDER: readonly MatchField[] = ['name', 'phone', 'address'];

/** Adds `field` to the reason for `id`, keeping one reason per matched store or row. */
function noteMatch<K>(found: Map<K, MatchField[]>, id: K, field: MatchField) {
  const fields = found.get(id);
  if (!fields) found.set(id, [field]);
  else if (!fields.includes(field)) fields.push(field);
}
const ordered = (fields: MatchField[]) => MATCH_ORDER.filter((field) => fields.includes(field));

interface StoreIndex {
  byName: Map<string, StoreLike>;
  byPhone: Map<string, StoreLike>;
  byAddress: Map<string, StoreLike>;
}

export function indexStores(stores: readonly StoreLike[]): StoreIndex {
  const index: StoreIndex = { byName: new Map(), byPhone: new Map(), byAddress: new Map() };
  const put = (map: Map<string, StoreLike>, key: string, store: StoreLike) => {
    if (key && !map.has(key)) map.set(key, store);
  };
  for (const store of stores) {
    put(index.byName, matchKey(store.businessName), store);
    const phone = storePhone(store);
    if (usablePhone(phone)) put(index.byPhone, phone, store);
    put(index.byAddress, matchKey(store.businessAddress), store);
  }
  return index;
}

/**
 * Checks every row: malformed (broken line, no business name, a phone that is not a number) and
 * likely duplicates (of a store, by name, phone or address; of an earlier row, likewise).
 * `stores` undefined means the list could not be read: rows are then only compared together.
 */
export function reconcileRows(csv: CsvRows, stores: readonly StoreLike[] | undefined): Reconciliation {
  const columns = columnsOf(csv.headers);
  const broken = new Set(csv.malformedRows ?? []);
  const index = indexStores(stores ?? []);
  const seen = {
    name: new Map<string, number>(),
    phone: new Map<string, number>(),
    address: new Map<string, number>(),
  };
  let duplicates = 0;
  let malformed = 0;

  const rows = csv.rows.map((cells, position): CheckedRow => {
    const row = position + 1;
    const reasons: Reason[] = [];
    if (broken.has(row)) {
      reasons.push(
        cells.length === csv.headers.length
          ? { kind: 'quotes' }
          : { kind: 'fields', found: cells.length, expected: csv.headers.length },
      );
    }
    const name = cellOf(cells, columns, 'businessName');
    const nameKey = matchKey(name);
    if (!nameKey) reasons.push({ kind: 'missing_name' });
    const rawPhone = cellOf(cells, columns, 'phone');
    const phone = rawPhone ? rowPhone(rawPhone, cellOf(cells, columns, 'countryCode')) : undefined;
    if (phone && !phone.valid) reasons.push({ kind: 'invalid_phone' });
    const phoneKey = phone && usablePhone(phone.key) ? phone.key : '';
    const addresses = rowAddresses(cells, columns);

    const storeMatches = new Map<StoreLike, MatchField[]>();
    const rowMatches = new Map<number, MatchField[]>();
    const check = (field: MatchField, key: string, storeMap: Map<string, StoreLike>) => {
      if (!key) return;
      const store = storeMap.get(key);
      if (store) noteMatch(storeMatches, store, field);
      const earlier = seen[field].get(key);
      if (earlier !== undefined) noteMatch(rowMatches, earlier, field);
      else seen[field].set(key, row);
    };
    check('name', nameKey, index.byName);
    check('phone', phoneKey, index.byPhone);
    for (const address of addresses) check('address', address, index.byAddress);

    for (const [store, on] of storeMatches)
      reasons.push({ kind: 'store', on: ordered(on), store: store.businessName ?? '', storeId: store.id });
    for (const [earlier, on] of rowMatches) reasons.push({ kind: 'repeats', row: earlier, on: ordered(on) });

    const status: RowStatus = reasons.some((reason) => MALFORMED.has(reason.kind))
      ? 'malformed'
      : reasons.length
        ? 'duplicate'
        : 'ok';
    if (status === 'malformed') malformed += 1;
    else if (status === 'duplicate') duplicates += 1;
    return { row, cells, status, reasons, name, nameKey, phoneKey };
  });

  return { rows, duplicates, malformed, againstStores: stores !== undefined };
}

/**
 * Which rows are included by default: the clean ones. Duplicates are left out because sending
 * them makes a second store someone must find and delete later (a chain's branches sharing a
 * name are ticked back in one click); malformed rows because the platform skips a row without a
 * name and would keep a broken phone or a shifted line as given.
 */
export const includedByDefault = (rows: readonly CheckedRow[]): Set<number> =>
  new Set(rows.filter((row) => row.status === 'ok').map((row) => row.row));
