import DownloadIcon from '@mui/icons-material/Download';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import { ImportResultTable } from './ImportResultTable';
import { downloadNotImported, listedRows, notImportedRows } from './resultRows';
import { type ImportJob, type MarkReport, useImportComparison, useMarkRegistered } from './useImportResult';

export type { ImportJob };

/**
 * After an import: which sent rows created stores and which were not imported (skipped by the
 * server, found by comparing the stores list before and after; or left out before sending, with
 * the check's reasons), the new stores marked registered in one action, and every row not
 * imported as a CSV to fix and send again.
 */
export const ImportResultPanel = ({ job }: { job: ImportJob }) => {
  const translate = useTranslate();
  const { phase, outcome, retry } = useImportComparison(job);
  const created = outcome?.created ?? [];
  const skipped = outcome?.skipped ?? [];
  const { isRegistered, toMark, marking, report, mark } = useMarkRegistered(created);
  const notImported = notImportedRows(job, skipped);
  const listed = listedRows(notImported, created);

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
            <Button color="inherit" size="small" onClick={retry}>
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
              onClick={() => void downloadNotImported(job, notImported)}
              disabled={notImported.length === 0}
              startIcon={<DownloadIcon />}
            >
              {translate('app.businessUploads.reconcile.result.download_skipped')}
            </Button>
          </Box>
          {report ? <MarkReportView report={report} /> : null}
          {listed.length ? (
            <ImportResultTable
              rows={listed}
              headers={job.preview.headers}
              isRegistered={isRegistered}
              resetOn={outcome}
            />
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
