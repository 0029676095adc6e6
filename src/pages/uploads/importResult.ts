import { type CheckedRow, matchKey, rowPhone, type StoreLike, storePhone } from './reconcile';

/**
 * After the import: which sent rows created stores and which the server skipped, found by
 * comparing the stores list before (taken when the rows were checked) and after. The reply of
 * POST /stores/importStores is not read for this (SPEC 7 reads nothing from it).
 */
export type SentRow = Pick<CheckedRow, 'row' | 'cells' | 'name' | 'nameKey' | 'phoneKey'>;

export interface CreatedRow {
  sent: SentRow;
  store: StoreLike;
}

export interface ImportOutcome {
  created: CreatedRow[];
  skipped: SentRow[];
  /** New stores no sent row explains (added meanwhile by someone else, or renamed by the server). */
  unmatched: StoreLike[];
}

/** Every E.164 form a new store's phone may take: the joined parts, and the stored text read again. */
function phoneKeysOf(store: StoreLike): string[] {
  const keys = new Set([storePhone(store)]);
  if (store.phone) keys.add(rowPhone(String(store.phone), String(store.countryCode ?? '')).key);
  return [...keys];
}

const take = (pool: Map<string, StoreLike[]>, key: string, used: Set<StoreLike>) => {
  const store = pool.get(key)?.find((candidate) => !used.has(candidate));
  if (store) used.add(store);
  return store;
};
const add = (pool: Map<string, StoreLike[]>, key: string, store: StoreLike) => {
  const list = pool.get(key);
  if (list) list.push(store);
  else pool.set(key, [store]);
};

/**
 * Rows match new stores one to one: first by normalised name and phone, then by name alone (a
 * server may reformat a phone). A sent row with no new store was skipped by the server.
 */
export function compareImport(
  sent: readonly SentRow[],
  before: readonly StoreLike[],
  after: readonly StoreLike[],
): ImportOutcome {
  const known = new Set(before.map((store) => String(store.id)));
  const fresh = after.filter((store) => !known.has(String(store.id)));
  const byNameAndPhone = new Map<string, StoreLike[]>();
  const byName = new Map<string, StoreLike[]>();
  for (const store of fresh) {
    const name = matchKey(store.businessName);
    if (!name) continue;
    add(byName, name, store);
    for (const phone of phoneKeysOf(store)) add(byNameAndPhone, `${name}\u0000${phone}`, store);
  }
  const used = new Set<StoreLike>();
  const found = new Map<SentRow, StoreLike>();
  for (const row of sent) {
    if (!row.nameKey) continue;
    const store = take(byNameAndPhone, `${row.nameKey}\u0000${row.phoneKey}`, used);
    if (store) found.set(row, store);
  }
  for (const row of sent) {
    if (!row.nameKey || found.has(row)) continue;
    const store = take(byName, row.nameKey, used);
    if (store) found.set(row, store);
  }
  const created: CreatedRow[] = [];
  const skipped: SentRow[] = [];
  for (const row of sent) {
    const store = found.get(row);
    if (store) created.push({ sent: row, store });
    else skipped.push(row);
  }
  return { created, skipped, unmatched: fresh.filter((store) => !used.has(store)) };
}
