import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { DraftBanner } from '../../components/DraftBanner';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import type { AppDataProvider as PagesDataProvider } from '../../resources/dataProvider';
import { ADD_BUSINESS_DRAFT, AddBusinessDialog } from './AddBusinessDialog';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreviewTable } from './CsvPreviewTable';
import { csvFileOf } from './csvFile';
import { type ImportJob, ImportResultPanel } from './ImportResultPanel';
import { ReconcileTable } from './ReconcileTable';
import { useCsvFile } from './useCsvFile';
import { keptRows, useReconciliation } from './useReconciliation';

/** What one Upload File sends, and what the result panel needs to explain it afterwards. */
interface UploadRequest {
  file: File;
  job?: ImportJob;
}

/**
 * /BusinessUploads: preview a CSV, check its rows against the stores and each other, import the
 * rows the admin keeps with a progress bar, then show which rows created stores and which the
 * server skipped; add one business by hand.
 */
export const BusinessUploadsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PagesDataProvider>();
  const queryClient = useQueryClient();
  const csv = useCsvFile();
  const check = useReconciliation(csv.preview);
  const [progress, setProgress] = useState(0);
  const [adding, setAdding] = useState(false);
  const [imported, setImported] = useState<{ id: number; job: ImportJob }>();
  // A ref, not state: two clicks in one tick both see the state before its re-render.
  const preparing = useRef(false);

  const upload = useMutation({
    mutationFn: ({ file }: UploadRequest) =>
      dataProvider.importStores({ file, onUploadProgress: setProgress }),
    onMutate: () => {
      setProgress(0);
      setImported(undefined);
    },
    onSuccess: (_reply, { job }) => {
      notify('app.businessUploads.success', { type: 'success' });
      csv.clear();
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboardCounts'] });
      if (job) setImported((previous) => ({ id: (previous?.id ?? 0) + 1, job }));
    },
    // The spec's text; the file stays chosen so the admin can try again.
    onError: () => notify('app.businessUploads.failure', { type: 'error' }),
  });

  const choose = (file: File | undefined) => {
    upload.reset();
    const kept = csv.choose(file);
    if (kept) void csv.parse(kept);
  };

  /** The admin's own file when every row is kept; otherwise one rebuilt from the kept rows. */
  const request = async (file: File): Promise<UploadRequest | undefined> => {
    const { preview } = csv;
    if (!preview || check.status !== 'ready' || !check.result)
      return preview?.restored ? { file: await csvFileOf(file, preview, preview.rows) } : { file };
    const sent = keptRows(check.result.rows, check.included);
    if (preview.rowCount > 0 && sent.length === 0) {
      notify('app.businessUploads.reconcile.nothing_included', { type: 'warning' });
      return undefined;
    }
    const job: ImportJob = {
      fileName: file.name,
      preview,
      sent,
      leftOut: check.result.rows.filter((row) => !check.included.has(row.row)),
      before: check.before,
    };
    // A file the console wrote (skipped rows fixed) goes out rebuilt, its apostrophes off.
    if (sent.length === preview.rowCount && !preview.restored) return { file, job };
    const rebuilt = await csvFileOf(
      file,
      preview,
      sent.map((row) => row.cells),
    );
    return { file: rebuilt, job };
  };

  const submit = async () => {
    if (!csv.file) {
      notify('app.businessUploads.select_first', { type: 'warning' });
      return;
    }
    if (preparing.current || upload.isPending) return;
    preparing.current = true;
    try {
      const next = await request(csv.file);
      if (next) upload.mutate(next);
    } finally {
      preparing.current = false;
    }
  };

  const busy = upload.isPending;
  const checking = check.status === 'checking';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading titleKey="app.businessUploads.title">
        <Button variant="outlined" startIcon={<AddBusinessIcon />} onClick={() => setAdding(true)}>
          {translate('app.businessUploads.add_business')}
        </Button>
      </PageHeading>
      {adding ? null : (
        <DraftBanner
          draftKey={ADD_BUSINESS_DRAFT}
          formLabel="app.business.title"
          onRestore={() => setAdding(true)}
        />
      )}
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('app.businessUploads.intro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <CsvFilePicker id="business-upload-file" state={csv} onChoose={choose} disabled={busy} />
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={busy || csv.parsing || checking}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
            >
              {translate(busy ? 'app.businessUploads.uploading' : 'app.businessUploads.upload')}
            </Button>
          </Box>
          {busy ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={translate('app.businessUploads.progress')}
              sx={{ mt: 2 }}
            />
          ) : null}
          {csv.parsing ? (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography>{translate('app.csv.reading')}</Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round((csv.progress ?? 0) * 100)}
                aria-label={translate('app.csv.reading')}
                sx={{ mt: 1 }}
              />
            </Box>
          ) : null}
          {checking ? (
            <Typography role="status" sx={{ mt: 2 }}>
              {translate('app.businessUploads.reconcile.checking')}
            </Typography>
          ) : null}
          {check.status === 'failed' ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('app.businessUploads.reconcile.check_failed')}
            </Alert>
          ) : null}
          {csv.preview && check.status === 'failed' ? <CsvPreviewTable preview={csv.preview} /> : null}
          {csv.preview && check.status === 'ready' && check.result ? (
            <ReconcileTable
              preview={csv.preview}
              result={check.result}
              included={check.included}
              onToggle={check.toggle}
              onInclude={check.setIncluded}
              disabled={busy}
            />
          ) : null}
          {imported ? <ImportResultPanel key={imported.id} job={imported.job} /> : null}
        </CardContent>
      </Card>
      <AddBusinessDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
};
