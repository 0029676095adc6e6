import { restoreCell } from '../../lib/csv';

/*
 * A spreadsheet file as a table of texts, header row first: CSV as a spreadsheet saves it (any of
 * `,` `;` tab `|`, with or without a BOM, CRLF, quoted newlines) or XLSX. The apostrophe the
 * console's export put before a formula-like text comes off again (lib/csv).
 */

/** The most an import reads: a browser tab holds every row and the platform's records. */
export const MAX_SHEET_BYTES = 30 * 1024 * 1024;
export const MAX_SHEET_ROWS = 50_000;

export interface SheetFile {
  name: string;
  data: ArrayBuffer;
}

const isZip = (data: ArrayBuffer) => {
  const head = new Uint8Array(data, 0, Math.min(4, data.byteLength));
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
};

export async function readSheetTable({ name, data }: SheetFile): Promise<string[][]> {
  if (data.byteLength === 0) throw new Error('app.csv.empty_file');
  if (data.byteLength > MAX_SHEET_BYTES) throw new Error('app.sheet.errors.too_large');
  let table: string[][];
  if (isZip(data)) {
    const { readXlsx } = await import('../../lib/xlsx');
    table = await readXlsx(data);
  } else if (/\.xlsx?$/i.test(name)) {
    throw new Error('app.sheet.errors.not_sheet');
  } else {
    const text = new TextDecoder('utf-8').decode(data).replace(/^\uFEFF/, '');
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      delimitersToGuess: [',', ';', '\t', '|'],
    });
    table = parsed.data;
  }
  if (table.length - 1 > MAX_SHEET_ROWS) throw new Error('app.sheet.errors.too_many_rows');
  return table.map((row) => row.map((cell) => restoreCell(String(cell ?? ''))));
}
