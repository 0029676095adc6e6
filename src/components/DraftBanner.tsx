import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { clearDraft, readDraft } from '../lib/drafts';

/**
 * On a screen whose form is not reachable by its address (a dialog opened by a button, a row in
 * edit mode): offers a kept draft back after a reload or a new sign-in.
 */
export const DraftBanner = ({
  draftKey,
  formLabel,
  formArgs,
  onRestore,
}: {
  draftKey: string;
  /** i18n key naming the form ("Add New Business"), with its arguments. */
  formLabel: string;
  formArgs?: Record<string, unknown>;
  onRestore: () => void;
}) => {
  const translate = useTranslate();
  const [, setVersion] = useState(0);
  if (!readDraft(draftKey)) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {translate('app.drafts.restore')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              clearDraft(draftKey);
              setVersion((version) => version + 1);
            }}
          >
            {translate('app.drafts.discard')}
          </Button>
        </Stack>
      }
    >
      {translate('app.drafts.pending', { form: translate(formLabel, formArgs) })}
    </Alert>
  );
};
