import HowToRegIcon from '@mui/icons-material/HowToReg';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { type ReactElement, useRef, useState } from 'react';
import { Confirm, type RaRecord, useNotify, useRecordContext, useRefresh } from 'react-admin';
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
  const [open, setOpen] = useState(false);
  // Mounted from the first click on (and kept, for its closing transition and focus return).
  const [asked, setAsked] = useState(false);
  if (!record) return null;
  const label = translate('resources.stores.action.mark_registered');
  const done = Boolean(record.isRegistered);

  return (
    <>
      <Tooltip title={label}>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            aria-label={label}
            size="small"
            color="success"
            disabled={done}
            onClick={() => {
              setAsked(true);
              setOpen(true);
            }}
          >
            <HowToRegIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {asked && <MarkRegisteredQuestion record={record} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};

/**
 * The question and the call, from the first click on. Not in the button: react-admin's data
 * provider hook follows the address (its logout's `useLocation`), so every row's button, tooltip
 * and all, would render again on each navigation. While the call runs, the question stays open
 * with its Confirm busy.
 */
const MarkRegisteredQuestion = ({
  record,
  open,
  onClose,
}: {
  record: RaRecord;
  open: boolean;
  onClose: () => void;
}) => {
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
