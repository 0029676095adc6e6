import type { RecordChange, SheetPreview } from './sheetPreview';
import { type Applied, outcomeKind } from './useSheetImport';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The import's report as a table (header first): every row of the file that was not unchanged,
 * with what became of it: written, skipped, refused (the server's message), not written
 * (stopped), kept theirs, an invalid value (its reason), deleted since the export.
 */
export function reportTable(
  preview: SheetPreview,
  applied: Applied,
  {
    translate,
    nameOf,
    labelOf,
  }: { translate: Translate; nameOf: (id: string) => string; labelOf: (source: string) => string },
): string[][] {
  const outcome = (kind: string) => translate(`app.sheet.outcome.${kind}`);
  const rows: { row: number; cells: string[] }[] = [];
  const add = (row: number, id: string, kind: string, fields: string[], message = '') =>
    rows.push({
      row,
      cells: [String(row), nameOf(id) || id, outcome(kind), fields.map(labelOf).join(', '), message],
    });
  const addRecord = (item: RecordChange, kind: string, message?: string) =>
    add(
      item.row,
      item.id,
      kind,
      item.changes.map((change) => change.source),
      message,
    );
  for (const result of applied.outcomes)
    addRecord(
      result.item,
      outcomeKind(result),
      result.ok ? '' : translate(result.message ?? 'ra.notification.http_error', { _: result.message }),
    );
  for (const item of applied.stopped) addRecord(item, 'stopped');
  for (const item of applied.kept) addRecord(item, 'kept_theirs');
  for (const cell of preview.invalid)
    add(cell.row, cell.id, 'invalid', [cell.source], translate(cell.reason.key, cell.reason.args));
  for (const gone of preview.gone) add(gone.row, gone.id, 'gone', []);
  rows.sort((a, b) => a.row - b.row);
  const header = ['row', 'record', 'outcome', 'fields', 'message'].map((column) =>
    translate(`app.sheet.report_columns.${column}`),
  );
  return [header, ...rows.map((row) => row.cells)];
}
