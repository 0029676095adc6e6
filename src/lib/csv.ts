/**
 * The one rule for every CSV the console writes (list exports, weekly, skipped rows) and reads
 * back (a skipped-rows file fixed and imported again).
 *
 * A text cell a spreadsheet would run as a formula (OWASP "CSV Injection": `=`, `+`, `-`, `@`, a
 * tab or a carriage return first) is written with a leading apostrophe, so spreadsheets show it
 * as text. A text that is only a number ("-1,200", "+5%", "-$3.50") or a lone sign cannot be a
 * formula and stays as it is; numbers sent as numbers are never touched. A phone such as "+1 512 555 0170" is text
 * with spaces: it is neutralised, and reads back as that phone.
 *
 * Texts that already begin with apostrophes before such a character get one more, so reading a
 * cell back (one apostrophe off) is exact for every value: the round trip loses nothing.
 */
const TRIGGER = String.raw`(?:[=@\t\r]|[+-](?!(?:\$?\d[\d,]*(?:\.\d+)?%?)?$))`;

/** What papaparse's `escapeFormulae` prepends an apostrophe to (and quotes). */
export const FORMULA = new RegExp(`^'*${TRIGGER}`);
const NEUTRALISED = new RegExp(`^'(?='*${TRIGGER})`);

/** A cell as written: a formula-like text gets its leading apostrophe. */
export function neutraliseCell(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}

/**
 * A cell for a file whose cells are text by type (XLSX): no formula can start there, so only a
 * text that already looks neutralised gets its apostrophe, and `restoreCell` reads every cell back.
 */
export function keepApostrophes(value: string): string {
  return NEUTRALISED.test(value) ? `'${value}` : value;
}

/** A cell as read back: the apostrophe `neutraliseCell` added comes off; anything else stays. */
export function restoreCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

export interface CsvOptions {
  delimiter?: string;
  newline?: string;
}

/**
 * A CSV of a header and rows, every text cell under the rule above. `undefined` and `null` are
 * empty cells, objects are JSON. papaparse loads only when something is written.
 */
export async function toCsv(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: CsvOptions = {},
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: fields as string[],
      data: rows.map((row) => row.map(cellValue)),
    },
    { ...options, escapeFormulae: FORMULA },
  );
}

function cellValue(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

/** Rows written between two yields to the page by `toCsvInSlices`. */
const SLICE_ROWS = 2_000;

/**
 * `toCsv` for a large table (an export of 20,000 records): written a slice of rows at a time,
 * yielding to the page between slices, so no single task holds it. The same text as `toCsv`.
 */
export async function toCsvInSlices(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: CsvOptions = {},
): Promise<string> {
  if (rows.length <= SLICE_ROWS) return toCsv(fields, rows, options);
  const { default: Papa } = await import('papaparse');
  const newline = options.newline ?? '\r\n';
  const parts = [await toCsv(fields, rows.slice(0, SLICE_ROWS), options)];
  for (let at = SLICE_ROWS; at < rows.length; at += SLICE_ROWS) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    parts.push(
      Papa.unparse(
        rows.slice(at, at + SLICE_ROWS).map((row) => row.map(cellValue)),
        { ...options, newline, header: false, escapeFormulae: FORMULA },
      ),
    );
  }
  return parts.join(newline);
}
