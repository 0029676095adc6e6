import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, Card, CardContent, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { DraftBanner } from '../../components/DraftBanner';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import type { AppDataProvider as PagesDataProvider } from '../../resources/dataProvider';
import { ADD_BUSINESS_DRAFT, AddBusinessDialog } from './AddBusinessDialog';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreviewTable } from './CsvPreviewTable';
import { useCsvFile } from './useCsvFile';

/** /BusinessUploads: preview a CSV, import it with a progress bar; add one business by hand. */
export const BusinessUploadsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PagesDataProvider>();
  const queryClient = useQueryClient();
  const csv = useCsvFile();
  const [progress, setProgress] = useState(0);
  const [adding, setAdding] = useState(false);

  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.importStores({ file, onUploadProgress: setProgress }),
    onMutate: () => setProgress(0),
    onSuccess: () => {
      notify('app.businessUploads.success', { type: 'success' });
      csv.clear();
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboardCounts'] });
    },
    // The spec's text; the file stays chosen so the admin can try again.
    onError: () => notify('app.businessUploads.failure', { type: 'error' }),
  });

  const choose = (file: File | undefined) => {
    upload.reset();
    const kept = csv.choose(file);
    if (kept) void csv.parse(kept);
  };

  const submit = () => {
    if (!csv.file) {
      notify('app.businessUploads.select_first', { type: 'warning' });
      return;
    }
    upload.mutate(csv.file);
  };

  const busy = upload.isPending;
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
              onClick={submit}
              disabled={busy || csv.parsing}
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
            <Typography role="status" sx={{ mt: 2 }}>
              {translate('app.csv.reading')}
            </Typography>
          ) : null}
          {csv.preview ? <CsvPreviewTable preview={csv.preview} /> : null}
        </CardContent>
      </Card>
      <AddBusinessDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
};
