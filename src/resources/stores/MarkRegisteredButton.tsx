import HowToRegIcon from '@mui/icons-material/HowToReg';
import { IconButton, Tooltip } from '@mui/material';
import { type Identifier, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { useAction } from '../../schema';
import { storeActions } from './actions';

/** Row action of Manage Stores: GET /stores/markRegister/{id}, then the spec's success text. */
export const MarkRegisteredButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, isPending } = useAction<{ id: Identifier }, unknown>('markRegistered');
  if (!record) return null;
  const label = translate('resources.stores.action.mark_registered');
  const done = Boolean(record.isRegistered);

  const mark = async () => {
    try {
      await run({ id: record.id });
      notify(storeActions.markRegistered.reply?.success ?? 'ra.notification.updated', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Tooltip title={label}>
      {/* A span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          aria-label={label}
          size="small"
          color="success"
          disabled={isPending || done}
          onClick={mark}
        >
          <HowToRegIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
