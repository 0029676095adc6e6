import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, type RaRecord } from 'react-admin';
import type { SubmitHandler } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '../../components/SubmitButton';
import { useTranslate } from '../../i18n/useTranslate';
import type { FormValues } from '../types';
import { DialogFrame } from './DialogFrame';
import { FormDraft } from './FormDraft';
import { UnsavedChangesConfirm } from './UnsavedChangesConfirm';

export interface FormDialogProps {
  /** i18n key of the dialog title (the spec's modal title, e.g. "Edit User"). */
  title: string;
  /** i18n key of the submit button ("Update", "Submit", ...). */
  submitLabel: string;
  onClose: () => void;
  /** Initial values; the form mounts once they are known. */
  record?: Partial<RaRecord> | FormValues;
  loading?: boolean;
  /** Default: the save of the surrounding EditBase / CreateBase. */
  onSubmit?: SubmitHandler<FormValues>;
  children: ReactNode;
  /** Extra content after the fields and outside the main form (e.g. a second form). */
  after?: ReactNode;
  /**
   * Where the unsaved input is kept (lib/drafts `draftKey(resource, id)`): restored when the
   * dialog opens again, cleared by an explicit discard; the caller clears it after a save.
   */
  draftKey?: string;
  /** i18n key of the cancel button (default react-admin's "Cancel"). */
  cancelLabel?: string;
  /** A kept draft was put back over the record (FormDraft's `onRestored`). */
  onDraftRestored?: (base: Record<string, unknown>) => void;
}

/**
 * react-admin resets a form whenever its record is fetched again (and once after mounting):
 * what the admin typed, or a restored draft, must survive that.
 */
export const KEEP_TYPED = { keepDirtyValues: true } as const;

/** Tells the dialog whether the form holds unsaved input. */
const DirtyWatcher = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
};

/**
 * A form shown as the spec's modal: full screen on phones, closes only by its close icon,
 * Cancel or Escape (never a stray click beside it), and asks before throwing away typed input.
 * The form is `noValidate` so the declared messages show instead of the browser's; a failed save
 * leaves every value in place, and with a `draftKey` the input also survives a reload or an
 * ended session.
 */
export const FormDialog = ({
  title,
  submitLabel,
  onClose,
  record,
  loading,
  onSubmit,
  children,
  after,
  draftKey,
  cancelLabel = 'ra.action.cancel',
  onDraftRestored,
}: FormDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());

  return (
    <>
      <DialogFrame title={title} fullScreen={fullScreen} onRequestClose={requestClose}>
        {loading ? (
          <DialogContent>
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          </DialogContent>
        ) : (
          <Form noValidate record={record as Partial<RaRecord>} onSubmit={onSubmit} resetOptions={KEEP_TYPED}>
            <DirtyWatcher onChange={setDirty} />
            <DialogContent dividers>
              {draftKey ? <FormDraft draftKey={draftKey} onRestored={onDraftRestored} /> : null}
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={requestClose}>{translate(cancelLabel)}</Button>
              <SubmitButton label={submitLabel} />
            </DialogActions>
          </Form>
        )}
        {after}
      </DialogFrame>
      <UnsavedChangesConfirm
        open={asking}
        draftKey={draftKey}
        onClose={() => setAsking(false)}
        onDiscard={onClose}
      />
    </>
  );
};
