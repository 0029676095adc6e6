import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from '../api/envelope';
import { useTranslate } from '../i18n/useTranslate';

/** A list that failed to load says why and offers a retry (react-admin also notifies). */
export const ListLoadError = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('app.pages.retry')}
        </Button>
      }
    >
      {translate('app.pages.load_error', { message: translate(errorMessage(error)) })}
    </Alert>
  );
};
