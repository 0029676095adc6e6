/**
 * Spreadsheet files (.xlsx) for "Export for editing / Import changes": every cell is text.
 *
 * The libraries (write-excel-file, read-excel-file: fflate and a SAX parser, no DOM) load on
 * first use, so this module is safe in a Web Worker and costs nothing until a file is made or read.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's limits on a sheet's name. */
const SHEET_NAME_LIMIT = 31;
const SHEET_NAME_ILLEGAL = /[[\]/\\:*?]/g;
const WIDTH = { min: 8, max: 60 };

/**
 * A workbook of one sheet. Row 0 is the header (bold, frozen). Every cell is a text cell with
 * the Text format `@`, so "00123", "+1 512 555 0170", "=SUM(A1)" or "29/11/2026" stay text as
 * written and as later typed into the spreadsheet, and no formula is ever made.
 */
export async function writeXlsx(rows: readonly (readonly string[])[], sheetName: string): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const data = rows.map((row, index) =>
    row.map((value) => ({
      value,
      type: String,
      format: '@',
      ...(index === 0 ? { fontWeight: 'bold' as const } : {}),
    })),
  );
  const blob = await writeExcelFile(data, {
    sheet: safeSheetName(sheetName),
    columns: columnWidths(rows),
    stickyRowsCount: rows.length > 0 ? 1 : 0,
  }).toBlob();
  return blob.type === XLSX_TYPE ? blob : new Blob([blob], { type: XLSX_TYPE });
}

/**
 * The first sheet, every cell as text: strings as they are, numbers without grouping, dates as
 * `yyyy-mm-dd` (`THH:mm` added when there is a time, `:ss` when it has seconds), booleans as
 * TRUE/FALSE, empty cells ''. Rows are padded to the longest; empty rows at the end are dropped.
 */
export async function readXlsx(data: ArrayBuffer): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = await readSheet(data, { trim: false, parseNumber: (text: string) => new StoredNumber(text) });
  const rows = sheet.map((row) => row.map(cellText));
  while (rows.length > 0 && rows[rows.length - 1].every((cell) => cell === '')) rows.pop();
  const width = Math.max(0, ...rows.map((row) => row.length));
  return rows.map((row) => (row.length < width ? [...row, ...Array(width - row.length).fill('')] : row));
}

/** A number cell's stored digits ("12", "12.5", "1.2E-7"), told apart from a text cell's. */
class StoredNumber {
  constructor(readonly text: string) {}
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDate(value);
  if (value instanceof StoredNumber) return numberText(value.text);
  return String(value);
}

/** As Excel shows a number in General format, without grouping: 15 significant digits, no exponent. */
function numberText(stored: string): string {
  const number = Number(stored);
  if (!Number.isFinite(number)) return stored;
  if (number === 0) return '0';
  return number.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 });
}

/** A date cell (read-excel-file gives its wall-clock time in UTC) as ISO text. */
function isoDate(date: Date): string {
  // Serial day fractions carry float noise (…:59.9999): round to the second first.
  const rounded = new Date(Math.round(date.getTime() / 1000) * 1000);
  const [day, time] = rounded.toISOString().split('T');
  const [hours, minutes, seconds] = time.slice(0, 8).split(':');
  if (hours === '00' && minutes === '00' && seconds === '00') return day;
  return `${day}T${hours}:${minutes}${seconds === '00' ? '' : `:${seconds}`}`;
}

function safeSheetName(name: string): string {
  const cleaned = name.replace(SHEET_NAME_ILLEGAL, ' ').trim().slice(0, SHEET_NAME_LIMIT).trim();
  return cleaned || 'Sheet1';
}

function columnWidths(rows: readonly (readonly string[])[]): { width: number }[] {
  const widths: number[] = [];
  for (const row of rows.slice(0, 1000)) {
    row.forEach((value, column) => {
      const longestLine = Math.max(...value.split('\n').map((line) => line.length));
      widths[column] = Math.max(widths[column] ?? WIDTH.min, Math.min(WIDTH.max, longestLine + 2));
    });
  }
  return Array.from(widths, (width) => ({ width: width ?? WIDTH.min }));
}
