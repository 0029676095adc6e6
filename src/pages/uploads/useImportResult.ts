import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { useBulkRun } from '../../lib/useBulkRun';
import type { AppDataProvider } from '../../resources/dataProvider';
import type { CsvPreview } from './csvFile';
import type { ImportOutcome, SentRow } from './importResult';
import type { CheckedRow, StoreLike } from './reconcile';
import { fetchAllStores } from './useReconciliation';

/** One import, as the page sent it. */
export interface ImportJob {
  fileName: string;
  /** The chosen file's header, delimiter and line breaks (for the skipped rows' CSV). */
  preview: CsvPreview;
  sent: SentRow[];
  /** Rows not sent: unticked by the admin, or left out by the check and not ticked back. */
  leftOut: CheckedRow[];
  /** The stores list when the rows were checked; undefined when it could not be read. */
  before?: StoreLike[];
}

/** Store registrations run this many at a time: quick, without flooding the platform. */
export const MARK_CONCURRENCY = 4;

export interface MarkReport {
  done: number;
  failed: { store: string; message: string }[];
}

/** The provider, current at each call, without making the effects below depend on it. */
function useProvider() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const provider = useRef(dataProvider);
  provider.current = dataProvider;
  return provider;
}

/**
 * Which sent rows created stores and which the server skipped: the stores list read again after
 * the import and compared with the one read before (no comparison without it). `retry` is the
 * admin's "Compare again" after a failed read.
 */
export function useImportComparison(job: ImportJob) {
  const provider = useProvider();
  const [phase, setPhase] = useState<'comparing' | 'failed' | 'done'>('comparing');
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the admin's "Compare again"
  useEffect(() => {
    const before = job.before;
    if (!before) return;
    let live = true;
    setPhase('comparing');
    // The comparison reads phones with libphonenumber: loaded with the check, not with the page.
    Promise.all([fetchAllStores(provider.current), import('./importResult')]).then(
      ([after, { compareImport }]) => {
        if (!live) return;
        setOutcome(compareImport(job.sent, before, after));
        setPhase('done');
      },
      () => live && setPhase('failed'),
    );
    return () => {
      live = false;
    };
  }, [job, attempt]);

  return { phase, outcome, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The created stores marked registered in one action (one journal batch, a few calls at a time,
 * past failures), then what was done and what the server refused, with its message.
 */
export function useMarkRegistered(created: ImportOutcome['created']) {
  const translate = useTranslate();
  const provider = useProvider();
  const queryClient = useQueryClient();
  const bulk = useBulkRun();
  const [registered, setRegistered] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<MarkReport>();

  const isRegistered = (store: StoreLike) => Boolean(store.isRegistered) || registered.has(String(store.id));
  const toMark = created.filter(({ store }) => !isRegistered(store));

  const mark = async () => {
    if (bulk.isRunning() || toMark.length === 0) return;
    setReport(undefined);
    const result = await bulk.run(toMark, ({ store }) => provider.current.markRegistered({ id: store.id }), {
      resource: 'stores',
      action: 'mark_registered',
      concurrency: MARK_CONCURRENCY,
    });
    if (!result) return;
    const done = result.done.map(({ store }) => String(store.id));
    const failed = result.failed.map(({ item, message }) => {
      const text = message ?? 'ra.notification.http_error';
      return { store: item.store.businessName ?? '', message: translate(text, { _: text }) };
    });
    setRegistered((previous) => new Set([...previous, ...done]));
    setReport({ done: done.length, failed });
    if (done.length) void queryClient.invalidateQueries({ queryKey: ['stores'] });
  };

  return { isRegistered, toMark, marking: bulk.progress, report, mark };
}
