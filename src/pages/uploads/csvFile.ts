import { restoreCell, toCsv } from '../../lib/csv';
import { oneShotWorker } from '../../lib/oneShotWorker';

/** Browser-side CSV checks and preview (papaparse is loaded on demand: it is not on /login's path). */
export interface CsvPreview {
  headers: string[];
  /** Data rows, the header row excluded, blank lines ignored. */
  rowCount: number;
  firstRows: string[][];
  /** 1-based data-row numbers whose field count differs from the header's or whose quoting is broken. */
  malformedRows: number[];
  /** The header row as written (untrimmed), so a file rebuilt from some rows keeps it exactly. */
  rawHeader: string[];
  /** Every data row, in file order (row n is rows[n - 1]). */
  rows: string[][];
  /** The delimiter and line break the file uses, for a rebuilt file. */
  delimiter: string;
  newline: string;
  /** Whether some cell carried the apostrophe of a console-written CSV (the file must be rebuilt). */
  restored: boolean;
}

export const PREVIEW_ROWS = 5;

/**
 * The most a CSV may hold: the platform's import takes a file in one request, and a browser tab
 * holds every row for the check against the stores. Larger: split the file.
 */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

/** A refusal that names its limit (a message key and its values). */
export class CsvLimitError extends Error {
  constructor(
    message: string,
    readonly values: Record<string, unknown>,
  ) {
    super(message);
  }
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel']);

/** A message key when the file cannot be a CSV worth reading; undefined when it can. */
export function checkCsvFile(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  // Browsers report .csv inconsistently (Windows says application/vnd.ms-excel, some say ''), so
  // the extension decides when present and the type only stands in for a missing extension.
  const named = /\.csv$/i.test(file.name);
  const typed = CSV_TYPES.has(file.type.toLowerCase());
  if (!named && !(typed && !/\.[a-z0-9]+$/i.test(file.name))) return 'app.csv.not_csv';
  if (file.size === 0) return 'app.csv.empty_file';
  if (file.size > MAX_CSV_BYTES) return 'app.csv.too_large';
  return undefined;
}

/** Characters parsed between two progress reports. */
const CHUNK_CHARS = 512 * 1024;

/**
 * Parses CSV text (header row first) into a preview; throws when no header row can be read, or
 * when the file holds more than MAX_CSV_ROWS rows. Parsed in chunks, telling `onProgress` the
 * share done (0..1); in the browser this runs in a worker (previewCsvFile).
 */
export async function previewCsvText(text: string, onProgress?: (done: number) => void): Promise<CsvPreview> {
  const { default: Papa } = await import('papaparse');
  const source = text.replace(/^\uFEFF/, '');
  const parsed = await new Promise<{ data: string[][]; errors: Papa.ParseError[]; meta: Papa.ParseMeta }>(
    (resolve, reject) => {
      const data: string[][] = [];
      const errors: Papa.ParseError[] = [];
      let meta: Papa.ParseMeta | undefined;
      Papa.parse<string[]>(source, {
        skipEmptyLines: 'greedy',
        chunkSize: CHUNK_CHARS,
        chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
          // A chunk's rows are numbered from its start: number them from the file's.
          for (const error of results.errors)
            errors.push(typeof error.row === 'number' ? { ...error, row: error.row + data.length } : error);
          for (const row of results.data) data.push(row);
          meta ??= results.meta;
          onProgress?.(source.length ? Math.min(1, results.meta.cursor / source.length) : 1);
          if (data.length > MAX_CSV_ROWS + 1) {
            // Refused first: aborting completes the parse, which would resolve it.
            reject(new CsvLimitError('app.csv.too_many_rows', { max: MAX_CSV_ROWS.toLocaleString('en') }));
            parser.abort();
          }
        },
        complete: () =>
          resolve({ data, errors, meta: meta ?? ({ delimiter: ',', linebreak: '\n' } as Papa.ParseMeta) }),
        error: (error: Error) => reject(error),
      });
    },
  );
  // A cell the console neutralised when it wrote the file (lib/csv) reads as its value.
  let restored = false;
  const data = parsed.data.map((row) =>
    row.map((cell) => {
      const value = restoreCell(cell);
      if (value !== cell) restored = true;
      return value;
    }),
  );
  const [headerRow, ...rows] = data;
  if (!headerRow || headerRow.every((cell) => !cell.trim())) throw new Error('app.csv.parse_failed');
  const headers = headerRow.map((cell) => cell.trim());
  const broken = new Set<number>();
  for (const error of parsed.errors) {
    // A one-column file has no delimiter to detect: that is not a broken row.
    if (error.code !== 'UndetectableDelimiter' && typeof error.row === 'number' && error.row > 0)
      broken.add(error.row);
  }
  rows.forEach((row, index) => {
    if (row.length !== headers.length) broken.add(index + 1);
  });
  return {
    headers,
    rowCount: rows.length,
    firstRows: rows.slice(0, PREVIEW_ROWS),
    malformedRows: [...broken].sort((a, b) => a - b),
    rawHeader: headerRow,
    rows,
    delimiter: parsed.meta.delimiter || ',',
    newline: parsed.meta.linebreak || '\n',
    restored,
  };
}

/**
 * The given rows as a file for the server: the file's header, delimiter and line breaks, each
 * cell as the admin meant it (no apostrophes: the platform stores what it receives).
 */
async function csvTextOf(preview: CsvPreview, rows: readonly string[][]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    { fields: preview.rawHeader, data: rows as string[][] },
    { delimiter: preview.delimiter, newline: preview.newline },
  );
}

/**
 * The given rows as a file for the admin's spreadsheet (the skipped rows to fix): the same
 * shape, under the console's one CSV rule. Read back by `previewCsvText`, every cell is as it was.
 */
export const csvDownloadOf = (preview: CsvPreview, rows: readonly string[][]): Promise<string> =>
  toCsv(preview.rawHeader, rows, { delimiter: preview.delimiter, newline: preview.newline });

/** The admin's file rebuilt from some of its rows: same name, same header, same payload shape. */
export async function csvFileOf(
  original: File,
  preview: CsvPreview,
  rows: readonly string[][],
): Promise<File> {
  const text = await csvTextOf(preview, rows);
  return new File([text], original.name, { type: original.type || 'text/csv' });
}

/** Reads and parses the file in a worker (./csvWorker.ts) where there is one, else here. */
export function previewCsvFile(file: File, onProgress?: (done: number) => void): Promise<CsvPreview> {
  return oneShotWorker<CsvWorkerReply, CsvPreview>(
    () => new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' }),
    file,
    (reply) => {
      if (reply.type === 'progress') {
        onProgress?.(reply.done);
        return undefined;
      }
      if (reply.type === 'done') return { value: reply.preview };
      return {
        error: reply.values ? new CsvLimitError(reply.message, reply.values) : new Error(reply.message),
      };
    },
    async () => previewCsvText(await file.text(), onProgress),
  );
}

/** What the CSV worker answers. */
export type CsvWorkerReply =
  | { type: 'progress'; done: number }
  | { type: 'done'; preview: CsvPreview }
  | { type: 'failed'; message: string; values?: Record<string, unknown> };
