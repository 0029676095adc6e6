import DownloadIcon from '@mui/icons-material/Download';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { downloadCSV, useDataProvider } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { journal } from '../../lib/appCaches';
import { runBulk } from '../../lib/bulk';
import type { AppDataProvider } from '../../resources/dataProvider';
import { CsvHeaderCells } from './CsvPreviewTable';
import { type CsvPreview, csvDownloadOf } from './csvFile';
import type { ImportOutcome, SentRow } from './importResult';
import { reasonText } from './reasonText';
import type { CheckedRow, StoreLike } from './reconcile';
import { ShowMore, useShowMore } from './ShowMore';
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

interface MarkReport {
  done: number;
  failed: { store: string; message: string }[];
}

const baseName = (name: string) => name.replace(/\.csv$/i, '') || 'stores';

/** Cells up to this many characters never wrap (a phone broke onto three lines). */
const SHORT_CELL = 24;

/** One row of the result table: a created store, a row the server skipped, or one not sent. */
interface ResultRow {
  row: number;
  name: string;
  cells: string[];
  store?: StoreLike;
  /** Set for a row left out before sending (its check's reasons, maybe none). */
  leftOut?: CheckedRow;
}

/**
 * After an import: which sent rows created stores and which were not imported (skipped by the
 * server, found by comparing the stores list before and after; or left out before sending, with
 * the check's reasons), the new stores marked registered in one action, and every row not
 * imported as a CSV to fix and send again.
 */
export const ImportResultPanel = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const provider = useRef(dataProvider);
  provider.current = dataProvider;
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'comparing' | 'failed' | 'done'>('comparing');
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [attempt, setAttempt] = useState(0);
  const [registered, setRegistered] = useState<ReadonlySet<string>>(new Set());
  const [marking, setMarking] = useState<{ settled: number; total: number }>();
  const [report, setReport] = useState<MarkReport>();
  const markingNow = useRef(false);

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

  const created = outcome?.created ?? [];
  const skipped = outcome?.skipped ?? [];
  const isRegistered = (store: StoreLike) => Boolean(store.isRegistered) || registered.has(String(store.id));
  const toMark = created.filter(({ store }) => !isRegistered(store));

  const mark = async () => {
    if (markingNow.current || toMark.length === 0) return;
    markingNow.current = true;
    const targets = toMark;
    setReport(undefined);
    setMarking({ settled: 0, total: targets.length });
    // One entry of the admin's journal for the batch, with a store each.
    const batch = journal.beginBatch('stores', 'mark_registered');
    const outcomes = await runBulk(
      targets,
      ({ store }) => provider.current.markRegistered({ id: store.id }),
      {
        concurrency: MARK_CONCURRENCY,
        onProgress: (settled) => setMarking({ settled, total: targets.length }),
      },
    ).finally(batch.end);
    const done: string[] = [];
    const failed: MarkReport['failed'] = [];
    for (const { item, ok, message } of outcomes) {
      if (ok) done.push(String(item.store.id));
      else {
        const text = message ?? 'ra.notification.http_error';
        failed.push({ store: item.store.businessName ?? '', message: translate(text, { _: text }) });
      }
    }
    setRegistered((previous) => new Set([...previous, ...done]));
    setReport({ done: done.length, failed });
    setMarking(undefined);
    markingNow.current = false;
    if (done.length) void queryClient.invalidateQueries({ queryKey: ['stores'] });
  };

  // Every row not imported, in file order: the server's skips and the rows left out.
  const notImported: ResultRow[] = [
    ...skipped.map((sent) => ({ row: sent.row, name: sent.name, cells: sent.cells })),
    ...job.leftOut.map((row) => ({ row: row.row, name: row.name, cells: row.cells, leftOut: row })),
  ].sort((a, b) => a.row - b.row);

  const download = async () => {
    const text = await csvDownloadOf(
      job.preview,
      notImported.map((row) => row.cells),
    );
    downloadCSV(text, `${baseName(job.fileName)}-skipped`);
  };

  // In the file's order, whatever the outcome (the not imported ones came first: 2, 3, 4, 1).
  const listed: ResultRow[] = [
    ...notImported,
    ...created.map(({ sent, store }) => ({ row: sent.row, name: sent.name, cells: sent.cells, store })),
  ].sort((a, b) => a.row - b.row);
  const outcomeOf = ({ store, leftOut }: ResultRow): string => {
    if (store)
      return translate(
        isRegistered(store)
          ? 'app.businessUploads.reconcile.result.row_created_registered'
          : 'app.businessUploads.reconcile.result.row_created',
        { store: store.businessName ?? '' },
      );
    if (!leftOut) return translate('app.businessUploads.reconcile.result.row_skipped');
    if (!leftOut.reasons.length) return translate('app.businessUploads.reconcile.result.row_unticked');
    return translate('app.businessUploads.reconcile.result.row_left_out', {
      reasons: leftOut.reasons.map((reason) => reasonText(translate, reason)).join('; '),
    });
  };
  const more = useShowMore(listed.length, outcome);
  const headers = job.preview.headers;

  return (
    <Box component="section" aria-labelledby="import-result-title" sx={{ mt: 3 }}>
      <Typography id="import-result-title" variant="h6" component="h2">
        {translate('app.businessUploads.reconcile.result.title')}
      </Typography>
      {job.before ? null : (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.businessUploads.reconcile.result.no_before')}
        </Alert>
      )}
      {job.before && phase === 'comparing' ? (
        <Typography role="status" sx={{ my: 1 }}>
          {translate('app.businessUploads.reconcile.result.comparing')}
        </Typography>
      ) : null}
      {phase === 'failed' ? (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {translate('app.businessUploads.reconcile.result.compare_again')}
            </Button>
          }
        >
          {translate('app.businessUploads.reconcile.result.compare_failed')}
        </Alert>
      ) : null}
      {outcome && phase === 'done' ? (
        <>
          <Typography component="p" role="status" sx={{ my: 1 }}>
            {[
              translate('app.businessUploads.reconcile.result.created', { smart_count: created.length }),
              translate('app.businessUploads.reconcile.result.skipped', { smart_count: skipped.length }),
              ...(job.leftOut.length
                ? [
                    translate('app.businessUploads.reconcile.result.left_out', {
                      smart_count: job.leftOut.length,
                    }),
                  ]
                : []),
            ].join(' · ')}
          </Typography>
          {outcome.unmatched.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.businessUploads.reconcile.result.unmatched', {
                smart_count: outcome.unmatched.length,
              })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
            {toMark.length || marking ? (
              <Button
                variant="contained"
                onClick={() => void mark()}
                disabled={Boolean(marking)}
                startIcon={marking ? <CircularProgress size={16} color="inherit" /> : <HowToRegIcon />}
              >
                {marking
                  ? translate('app.businessUploads.reconcile.result.marking', {
                      settled: marking.settled,
                      smart_count: marking.total,
                    })
                  : translate('app.businessUploads.reconcile.result.mark', { smart_count: toMark.length })}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              onClick={() => void download()}
              disabled={notImported.length === 0}
              startIcon={<DownloadIcon />}
            >
              {translate('app.businessUploads.reconcile.result.download_skipped')}
            </Button>
          </Box>
          {report ? <MarkReportView report={report} /> : null}
          {listed.length ? (
            <>
              {/* Focusable, so a keyboard can scroll it sideways on a phone (it holds no control). */}
              <TableContainer
                tabIndex={0}
                role="group"
                aria-label={translate('app.businessUploads.reconcile.result.caption')}
                sx={{
                  maxWidth: '100%',
                  overflowX: 'auto',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Table size="small">
                  <caption>{translate('app.businessUploads.reconcile.result.caption')}</caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {translate('app.csv.row_number')}
                      </TableCell>
                      <TableCell component="th" scope="col" sx={{ minWidth: 140 }}>
                        {translate('app.businessUploads.reconcile.result.business_name')}
                      </TableCell>
                      <TableCell component="th" scope="col" sx={{ minWidth: 180 }}>
                        {translate('app.businessUploads.reconcile.result.outcome')}
                      </TableCell>
                      <CsvHeaderCells headers={headers} />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {listed.slice(0, more.shown).map((entry) => (
                      <TableRow
                        key={entry.row}
                        data-outcome={entry.store ? 'created' : entry.leftOut ? 'left_out' : 'skipped'}
                      >
                        <TableCell>{entry.row}</TableCell>
                        <TableCell>{entry.name}</TableCell>
                        <TableCell>{outcomeOf(entry)}</TableCell>
                        {headers.map((_, cellIndex) => (
                          <TableCell
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                            key={cellIndex}
                            // A short value (a phone, a zip) on one line; long text may wrap.
                            sx={{
                              whiteSpace:
                                (entry.cells[cellIndex] ?? '').length <= SHORT_CELL ? 'nowrap' : undefined,
                            }}
                          >
                            {entry.cells[cellIndex] ?? ''}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <ShowMore state={more} total={listed.length} />
            </>
          ) : null}
        </>
      ) : null}
    </Box>
  );
};

/** "3 stores marked as registered, 1 failed", then each failure with the server's message. */
const MarkReportView = ({ report }: { report: MarkReport }) => {
  const translate = useTranslate();
  const { done, failed } = report;
  const severity = failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning';
  return (
    <Alert severity={severity} sx={{ my: 1 }} role="status">
      {translate('app.businessUploads.reconcile.result.mark_report', {
        done: translate('app.businessUploads.reconcile.result.mark_done', { smart_count: done }),
        failed: translate('app.businessUploads.reconcile.result.mark_failed', { smart_count: failed.length }),
      })}
      {failed.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
          {failed.map(({ store, message }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two stores may share a name and a message
            <li key={index}>
              {translate('app.businessUploads.reconcile.result.mark_failure', { store, message })}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
};
