import { downloadCSV } from 'react-admin';
import { keepApostrophes, toCsv, toCsvInSlices } from '../../lib/csv';
import { speedOn } from '../../lib/fast/speed';
import { valueAt } from '../localValues';
import { shownValue } from '../shownValue';
import type { SheetField } from './sheetFields';
import { writeStamp } from './sheetStamp';
import type { SheetLanguage } from './sheetValues';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type SheetFormat = 'csv' | 'xlsx';

/**
 * The table of an export for editing: the id, each editable field under its header in the admin's
 * language with its value as the screen shows it (phones, dates, known values), and the row's
 * stamp (the values as exported) last.
 */
export async function sheetTable(
  fields: SheetField[],
  records: readonly Record<string, unknown>[],
  language: SheetLanguage,
  translate: Translate,
): Promise<string[][]> {
  const { displayPhone } = await import('../../lib/phoneNumbers');
  const show = { translate, locale: language.code, displayPhone };
  const header = [
    language.id,
    ...fields.map((field) => language.headers[field.source] ?? field.source),
    language.stamp,
  ];
  // In slices that yield to the page: 20,000 phones formatted are a second of work.
  const { mapInSlices } = await import('../localQuery');
  const slices = speedOn('sheetSlices');
  const make = (record: Record<string, unknown>) => {
    const values = Object.fromEntries(
      fields.map((field) => [field.source, valueAt(record, field.source) ?? '']),
    );
    const id = String(record.id);
    return [
      id,
      ...fields.map((field) => shownValue(field, values[field.source], record, show)),
      writeStamp({ id, values }),
    ];
  };
  const rows = slices ? await mapInSlices(records, make) : records.map(make);
  return [header, ...rows];
}

/** Downloads the table as CSV (a BOM, the console's formula rule) or XLSX (text cells). */
export async function downloadSheet(table: string[][], name: string, format: SheetFormat): Promise<void> {
  const [header = [], ...rows] = table;
  if (format === 'csv') {
    // A BOM, so a spreadsheet opens it as UTF-8 (accents intact).
    const csv = speedOn('sheetSlices') ? await toCsvInSlices(header, rows) : await toCsv(header, rows);
    downloadCSV(`\uFEFF${csv}`, name);
    return;
  }
  const { writeXlsx } = await import('../../lib/xlsx');
  const blob = await writeXlsx(
    table.map((row) => row.map(keepApostrophes)),
    name.slice(0, 31),
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${name}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
