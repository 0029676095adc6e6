import type { DataProvider, RaRecord } from 'react-admin';
import { type BulkOutcome, runBulk } from '../../lib/bulk';
import { speedOn } from '../../lib/fast/speed';
import { oneShotWorker } from '../../lib/oneShotWorker';
import { valueAt } from '../localValues';
import type { AnyResource } from '../types';
import type { SheetField } from './sheetFields';
import type { PreviewRequest, RecordChange, SheetPreview } from './sheetPreview';
import type { SheetFile } from './sheetRead';
import type { SheetWorkerReply } from './sheetWorker';

/* The import's two steps outside the screen: the preview (in a worker) and the writes. */

/** Every record of a resource as the platform holds it now (a whole-array list is read once). */
export async function currentRecords(dataProvider: DataProvider, resource: AnyResource): Promise<RaRecord[]> {
  const { data } = await dataProvider.getList(resource.name, {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
    meta: { fresh: true },
  });
  return data;
}

/** The sheet's fields of each record, by id: what the worker compares the file with. */
export function currentValues(records: readonly RaRecord[], fields: SheetField[]): PreviewRequest['current'] {
  const current: PreviewRequest['current'] = {};
  for (const record of records)
    current[String(record.id)] = Object.fromEntries(
      fields.map((field) => [field.source, valueAt(record, field.source)]),
    );
  return current;
}

/** Reads and previews the file in a worker (./sheetWorker.ts) where there is one, else here. */
export async function previewFile(file: File, request: PreviewRequest): Promise<SheetPreview> {
  const sheet: SheetFile = { name: file.name, data: await file.arrayBuffer() };
  const here = async () => {
    const [{ readSheetTable }, { previewSheet }] = await Promise.all([
      import('./sheetRead'),
      import('./sheetPreview'),
    ]);
    return previewSheet(await readSheetTable(sheet), request);
  };
  if (!speedOn('sheetWorker')) return here();
  return oneShotWorker<SheetWorkerReply, SheetPreview>(
    () => new Worker(new URL('./sheetWorker.ts', import.meta.url), { type: 'module' }),
    { file: sheet, request },
    (reply) => (reply.type === 'done' ? { value: reply.preview } : { error: new Error(reply.message) }),
    here,
  );
}

/** The admin's side of each conflicting field: `${id} ${source}` → theirs or yours. */
export type ConflictChoices = Record<string, 'theirs' | 'yours'>;
export const choiceKey = (id: string, source: string) => `${id} ${source}`;

/** What the import writes: each changed record's fields, conflicts as the admin chose them. */
export function plannedWrites(changed: readonly RecordChange[], choices: ConflictChoices): RecordChange[] {
  return changed
    .map((record) => ({
      ...record,
      changes: record.changes.filter(
        (change) => !change.conflict || choices[choiceKey(record.id, change.source)] === 'yours',
      ),
    }))
    .filter((record) => record.changes.length > 0);
}

/**
 * Writes each record's changed fields through the data provider, a few at a time: the
 * stale-write guard reads each record again just before and merges (the record as read for the
 * preview is what the admin saw), so a change made since the preview is never overwritten.
 */
export function applyWrites(
  dataProvider: DataProvider,
  resource: AnyResource,
  writes: readonly RecordChange[],
  records: ReadonlyMap<string, RaRecord>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (settled: number, total: number) => void },
): Promise<BulkOutcome<RecordChange>[]> {
  return runBulk(
    writes,
    (write) => {
      const record = records.get(write.id);
      if (!record) throw new Error('app.stale.skipped_gone');
      const data = { ...record };
      for (const change of write.changes) data[change.source] = change.file;
      return dataProvider.update(resource.name, { id: record.id, data, previousData: record });
    },
    { concurrency: 4, signal, onProgress },
  );
}
