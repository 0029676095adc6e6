import HowToRegIcon from '@mui/icons-material/HowToReg';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { type ReactElement, useRef } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type RowQuestionProps, useRowQuestion } from '../../engine';
import { useTranslate } from '../../i18n/useTranslate';
import { storeActions, useStoreAction } from './actions';

/**
 * Row action of Manage Stores: asks first, naming the store (the platform cannot undo it), then
 * GET /stores/markRegister/{id} and the spec's success text.
 */
// Its return type is written out: the declaration that loads it is part of the provider's type.
export const MarkRegisteredButton = (): ReactElement | null => {
  const record = useRecordContext();
  const translate = useTranslate();
  const question = useRowQuestion();
  if (!record) return null;
  const label = translate('resources.stores.action.mark_registered');
  const done = Boolean(record.isRegistered);

  return (
    <>
      <Tooltip title={label}>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton aria-label={label} size="small" color="success" disabled={done} onClick={question.ask}>
            <HowToRegIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {question.asked && (
        <MarkRegisteredQuestion record={record} open={question.open} onClose={question.close} />
      )}
    </>
  );
};

/** The question and the call (`useRowQuestion` says why they are not in the button). */
const MarkRegisteredQuestion = ({ record, open, onClose }: RowQuestionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, isPending } = useStoreAction('markRegistered');
  // A ref, not `isPending`: the two clicks of a double click land before the button disables.
  const inFlight = useRef(false);
  // The store as the list names it (the declaration's recordRepresentation).
  const name = typeof record.businessName === 'string' ? record.businessName : String(record.id);

  const mark = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run({ id: record.id });
      notify(storeActions.markRegistered.reply?.success ?? 'ra.notification.updated', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      inFlight.current = false;
      onClose();
    }
  };

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="resources.stores.action.mark_registered"
      content={<Typography>{translate('resources.stores.message.mark_registered', { name })}</Typography>}
      onConfirm={mark}
      onClose={onClose}
    />
  );
};
