import HowToRegIcon from '@mui/icons-material/HowToReg';
import { IconButton } from '@mui/material';
import type { ReactElement } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { LazyTooltip } from '../../components';
import { useTranslate } from '../../i18n/useTranslate';
import { storeActions, useStoreAction } from './actions';

/** Row action of Manage Stores: GET /stores/markRegister/{id}, then the spec's success text. */
// Its return type is written out: the declaration that loads it is part of the provider's type.
export const MarkRegisteredButton = (): ReactElement | null => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, isPending } = useStoreAction('markRegistered');
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
    <LazyTooltip title={label}>
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
    </LazyTooltip>
  );
};
