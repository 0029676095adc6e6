import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreviewTable } from './CsvPreviewTable';
import { useCsvFile } from './useCsvFile';

/**
 * /UploadData. The spec's Upload button does nothing and the platform has no endpoint for it, so
 * this page is honest about it: Upload reads the CSV in the browser, previews it, and says that
 * nothing was sent. No fake success.
 */
export const UploadDataPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const csv = useCsvFile();
  const [checked, setChecked] = useState(false);

  const choose = (file: File | undefined) => {
    setChecked(false);
    csv.choose(file);
  };

  const upload = async () => {
    if (!csv.file) {
      notify('app.csvUpload.select_first', { type: 'warning' });
      return;
    }
    setChecked(Boolean(await csv.parse(csv.file)));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading titleKey="app.csvUpload.title" />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('app.csvUpload.intro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <CsvFilePicker id="csv-upload-file" state={csv} onChoose={choose} disabled={csv.parsing} />
            <Button
              variant="contained"
              onClick={() => void upload()}
              disabled={csv.parsing}
              startIcon={csv.parsing ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
            >
              {translate('app.csvUpload.upload')}
            </Button>
          </Box>
          {checked && csv.preview ? (
            <>
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.csvUpload.no_endpoint')}
              </Alert>
              <CsvPreviewTable preview={csv.preview} />
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
