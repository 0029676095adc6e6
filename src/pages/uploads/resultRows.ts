import { downloadCSV } from 'react-admin';
import { csvDownloadOf } from './csvFile';
import type { ImportOutcome } from './importResult';
import type { CheckedRow, StoreLike } from './reconcile';
import type { ImportJob } from './useImportResult';

/** One row of the result table: a created store, a row the server skipped, or one not sent. */
export interface ResultRow {
  row: number;
  name: string;
  cells: string[];
  store?: StoreLike;
  /** Set for a row left out before sending (its check's reasons, maybe none). */
  leftOut?: CheckedRow;
}

const byRow = (a: ResultRow, b: ResultRow) => a.row - b.row;

/** Every row not imported, in file order: the server's skips and the rows left out. */
export const notImportedRows = (job: ImportJob, skipped: ImportOutcome['skipped']): ResultRow[] =>
  [
    ...skipped.map((sent) => ({ row: sent.row, name: sent.name, cells: sent.cells })),
    ...job.leftOut.map((row) => ({ row: row.row, name: row.name, cells: row.cells, leftOut: row })),
  ].sort(byRow);

/** Every row, in the file's order whatever its outcome (the not imported ones came first: 2, 3, 4, 1). */
export const listedRows = (notImported: ResultRow[], created: ImportOutcome['created']): ResultRow[] =>
  [
    ...notImported,
    ...created.map(({ sent, store }) => ({ row: sent.row, name: sent.name, cells: sent.cells, store })),
  ].sort(byRow);

const baseName = (name: string) => name.replace(/\.csv$/i, '') || 'stores';

/** The rows not imported as a CSV like the chosen file (its header, delimiter, line breaks), to fix and send again. */
export async function downloadNotImported(job: ImportJob, notImported: ResultRow[]): Promise<void> {
  const text = await csvDownloadOf(
    job.preview,
    notImported.map((row) => row.cells),
  );
  downloadCSV(text, `${baseName(job.fileName)}-skipped`);
}
