import type { GetListParams, SortPayload } from 'react-admin';
import { toCsv } from '../../lib/csv';
import type { WeeklyRecord } from '.';
import { WEEKLY_COLUMNS } from './weeklyColumns';
import { WEEKLY_PER_PAGE } from './weeklyGridState';

/** Pages asked at once while exporting: quicker than one by one, gentle on the weekly host. */
export const EXPORT_CONCURRENCY = 3;

/** The one data-provider method an export needs (react-admin's dataProvider has it). */
export interface RowSource {
  getList: (resource: string, params: GetListParams) => Promise<{ data: WeeklyRecord[]; total?: number }>;
}

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every row of the sheet in `sort`: the host serves 100 rows a page by index only, so the pages
 * are asked one after another (a few at a time) and joined in order. The total comes with page 1;
 * a row seen twice (the sheet changed between two pages) is kept once.
 */
export async function fetchSheetRows(
  dataProvider: RowSource,
  { resource, sort, filter }: { resource: string; sort: SortPayload; filter: Record<string, unknown> },
  onProgress?: (progress: ExportProgress) => void,
): Promise<WeeklyRecord[]> {
  const ask = (page: number) =>
    dataProvider.getList(resource, {
      pagination: { page, perPage: WEEKLY_PER_PAGE },
      sort,
      filter,
    });
  const getPage = async (page: number) => (await ask(page)).data;
  const first = await ask(1);
  const total = first.total ?? first.data.length;
  const pageCount = Math.max(1, Math.ceil(total / WEEKLY_PER_PAGE));
  const pages: WeeklyRecord[][] = [first.data];
  let done = first.data.length;
  onProgress?.({ done: Math.min(done, total), total });

  let next = 2;
  let failed = false;
  const worker = async () => {
    while (next <= pageCount && !failed) {
      const page = next;
      next += 1;
      const rows = await getPage(page).catch((error: unknown) => {
        failed = true; // the other workers stop asking
        throw error;
      });
      pages[page - 1] = rows;
      done += rows.length;
      onProgress?.({ done: Math.min(done, total), total });
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, pageCount - 1) }, worker));

  const seen = new Set<string>();
  return pages.flat().filter((row) => {
    const id = String(row.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The sheet as CSV: the spec's columns in its order (no Action) under the headers the grid shows,
 * each value as the host sent it ("$465,000" and "2025-01-27T12:00:00.000Z" stay text), under the
 * console's one CSV rule (lib/csv: addresses and towns come from scraped listings).
 */
export async function toWeeklyCsv(
  rows: readonly WeeklyRecord[],
  header: (field: (typeof WEEKLY_COLUMNS)[number]['field']) => string,
): Promise<string> {
  return toCsv(
    WEEKLY_COLUMNS.map((column) => header(column.field)),
    rows.map((row) => WEEKLY_COLUMNS.map((column) => row[column.field])),
  );
}

/** `weekly-<sheet id>` (downloadCSV adds .csv), without characters a file name cannot hold. */
export function exportFileName(sheetId: string): string {
  const safe = sheetId
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f\s]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100);
  return safe ? `weekly-${safe}` : 'weekly';
}
