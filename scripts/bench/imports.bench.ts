/**
 * Import reconciliation on /BusinessUploads: a 5,000-row CSV checked against 50,000 stores (name,
 * E.164 phone and address, and the rows against each other), and the after-import comparison.
 * Run: npx vitest bench --run --project unit scripts/bench/imports.bench.ts
 * Target: the check ≤ 300 ms median on the 2-core CI machine (it runs once per chosen file).
 */
import { bench, describe } from 'vitest';
import { previewCsvText } from '../../src/pages/uploads/csvFile';
import { compareImport } from '../../src/pages/uploads/importResult';
import { reconcileRows, type StoreLike } from '../../src/pages/uploads/reconcile';

const STORES = 50_000;
const ROWS = 5_000;
const FIRST = [
  'Blue',
  'Café',
  'Golden',
  'Northside',
  'Évora',
  'Green',
  'Müller',
  'Señor',
  'Old Town',
  'Riverside',
];
const KIND = ['Bakery', 'Kitchen', 'Dental Studio', 'Florist', 'Taquería', 'Fitness', 'Books', 'Barber Shop'];
const STREETS = ['Oak Pl', 'Elm Ln', 'Lincoln Blvd', 'Main St', 'Pine Ave', 'Bay Rd'];
const AREAS = ['201', '212', '646', '718', '732', '908', '973', '914'];

let state = 7;
const next = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state;
};
const pick = <T>(list: readonly T[]) => list[next() % list.length]!;

const stores: StoreLike[] = Array.from({ length: STORES }, (_, i) => ({
  id: i.toString(16).padStart(24, '0'),
  businessName: `${pick(FIRST)} ${pick(KIND)} ${i}`,
  businessAddress: `${100 + (i % 900)} ${pick(STREETS)} ${i}, Stamford, CT 06901`,
  phone: `${pick(AREAS)}555${String(i % 10_000).padStart(4, '0')}`,
  countryCode: '+1',
  isRegistered: i % 2 === 0,
}));

/** New businesses, with 5% repeats of a store's name or phone, 1% repeated rows, 1% without a name. */
function csvText(): string {
  const lines = ['businessName,businessAddress,businessCity,businessState,businessZip,phone'];
  for (let i = 0; i < ROWS; i += 1) {
    const roll = next() % 100;
    const store = stores[next() % STORES]!;
    const name =
      roll < 3 ? String(store.businessName).toUpperCase() : roll === 3 ? '' : `New ${pick(KIND)} ${i}`;
    const phone =
      roll === 4
        ? `(${String(store.phone).slice(0, 3)}) ${String(store.phone).slice(3, 6)}-${String(store.phone).slice(6)}`
        : `(512) 555-${String(i).padStart(4, '0')}`;
    const line = `"${name}",${200 + i} Cedar St,Austin,TX,73301,${phone}`;
    lines.push(line);
    if (roll === 5) lines.push(line);
  }
  return lines.join('\n');
}

const preview = await previewCsvText(csvText());
const checked = reconcileRows(preview, stores);
const sent = checked.rows.filter((row) => row.status === 'ok');
const after = [
  ...sent.slice(0, sent.length - 50).map((row, i) => ({
    id: `new-${i}`,
    businessName: row.cells[0],
    businessAddress: '',
    phone: row.cells[5],
    countryCode: '+1',
  })),
  ...stores,
];

describe(`import reconciliation: ${ROWS.toLocaleString('en')} rows against ${STORES.toLocaleString('en')} stores`, () => {
  bench('parse the CSV (papaparse, every row kept)', async () => {
    await previewCsvText(csvText());
  });
  bench('check the rows (stores indexed, then each row)', () => {
    reconcileRows(preview, stores);
  });
  bench('compare the stores list before and after the import', () => {
    compareImport(sent, stores, after);
  });
});
