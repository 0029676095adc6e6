import { useCallback, useMemo, useRef, useState } from 'react';
import { type RaRecord, useDataProvider, useLocaleState, useRefresh } from 'react-admin';
import { journal } from '../../lib/appCaches';
import type { BulkOutcome } from '../../lib/bulk';
import type { JournalEntry } from '../../lib/journal';
import { isStaleWrite } from '../staleWrite';
import type { AnyResource } from '../types';
import { SHEET_IMPORT, sheetFields } from './sheetFields';
import {
  applyWrites,
  type ConflictChoices,
  choiceKey,
  currentRecords,
  currentValues,
  plannedWrites,
  previewFile,
} from './sheetImport';
import { sheetLanguages } from './sheetLanguages';
import type { RecordChange, SheetPreview } from './sheetPreview';
import type { Reason } from './sheetValues';

export interface Applied {
  outcomes: BulkOutcome<RecordChange>[];
  /** Records the admin kept theirs for every changed field of (nothing to write). */
  kept: RecordChange[];
  /** Records not written because the admin stopped. */
  stopped: RecordChange[];
  batch?: JournalEntry;
}

export type Phase =
  | { step: 'choose'; failure?: Reason }
  | { step: 'reading' }
  | { step: 'preview'; preview: SheetPreview }
  | { step: 'applying'; preview: SheetPreview; settled: number; total: number }
  | { step: 'done'; preview: SheetPreview; applied: Applied };

const ACCEPTED = /\.(csv|tsv|txt|xlsx)$/i;

/** The import's states: choose a file → preview (in a worker) → apply (with Stop) → report. */
export function useSheetImport(resource: AnyResource) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const fields = useMemo(() => sheetFields(resource), [resource]);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [choices, setChoices] = useState<ConflictChoices>({});
  const [fileName, setFileName] = useState('');
  const records = useRef(new Map<string, RaRecord>());
  const stop = useRef<AbortController | undefined>(undefined);

  const choose = useCallback(
    async (file: File) => {
      setFileName(file.name);
      setChoices({});
      if (!ACCEPTED.test(file.name)) {
        setPhase({ step: 'choose', failure: { key: 'app.sheet.errors.not_sheet' } });
        return;
      }
      setPhase({ step: 'reading' });
      try {
        const [all, languages] = await Promise.all([
          currentRecords(dataProvider, resource),
          sheetLanguages(resource, fields, locale),
        ]);
        records.current = new Map(all.map((record) => [String(record.id), record]));
        const preview = await previewFile(file, { fields, languages, current: currentValues(all, fields) });
        setPhase({ step: 'preview', preview });
      } catch (error) {
        const key =
          error instanceof Error && error.message.startsWith('app.')
            ? error.message
            : 'app.sheet.errors.read_failed';
        setPhase({ step: 'choose', failure: { key } });
      }
    },
    [dataProvider, resource, fields, locale],
  );

  const chooseSide = useCallback(
    (id: string, source: string, side: 'theirs' | 'yours') =>
      setChoices((current) => ({ ...current, [choiceKey(id, source)]: side })),
    [],
  );

  const apply = useCallback(async () => {
    if (phase.step !== 'preview') return;
    const { preview } = phase;
    const writes = plannedWrites(preview.changed, choices);
    const writing = new Set(writes.map((write) => write.id));
    const kept = preview.changed.filter((record) => !writing.has(record.id));
    const controller = new AbortController();
    stop.current = controller;
    setPhase({ step: 'applying', preview, settled: 0, total: writes.length });
    const batch = journal.beginBatch(resource.name, SHEET_IMPORT);
    let outcomes: BulkOutcome<RecordChange>[] = [];
    try {
      outcomes = await applyWrites(dataProvider, resource, writes, records.current, {
        signal: controller.signal,
        onProgress: (settled, total) => setPhase({ step: 'applying', preview, settled, total }),
      });
    } finally {
      const entry = batch.end();
      const done = new Set(outcomes.map((outcome) => outcome.item.id));
      refresh();
      setPhase({
        step: 'done',
        preview,
        applied: { outcomes, kept, stopped: writes.filter((write) => !done.has(write.id)), batch: entry },
      });
    }
  }, [phase, choices, dataProvider, resource, refresh]);

  const unresolved =
    phase.step === 'preview'
      ? phase.preview.changed.reduce(
          (count, record) =>
            count +
            record.changes.filter(
              (change) => change.conflict && !choices[choiceKey(record.id, change.source)],
            ).length,
          0,
        )
      : 0;

  const reset = useCallback(() => {
    setPhase({ step: 'choose' });
    setChoices({});
    setFileName('');
  }, []);

  return {
    fields,
    phase,
    choices,
    fileName,
    unresolved,
    records: records.current,
    choose,
    chooseSide,
    apply,
    stop: () => stop.current?.abort(),
    reset,
  };
}

/** An outcome's kind for the report: written, skipped (the guard kept a colleague's change), refused. */
export const outcomeKind = (outcome: BulkOutcome<unknown>): 'written' | 'skipped' | 'refused' =>
  outcome.ok ? 'written' : isStaleWrite(outcome.error) ? 'skipped' : 'refused';
