import { Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';

export interface DeleteConfirmProps {
  open: boolean;
  loading: boolean;
  /** The record's name, shown under the question. */
  name?: string;
  /** No undo is possible (the platform cannot create it again): the dialog says so. */
  final?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A row's delete confirmation: the spec's question as written, and under it which record it is
 * about. Its own module: a list's first rows do not wait for the dialog's code (RowActions loads
 * it when the list has painted, or on the first Delete).
 */
export const DeleteConfirm = ({ open, loading, name, final, onConfirm, onClose }: DeleteConfirmProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title="app.confirm.delete_title"
      content={
        <>
          <Typography>{translate('app.confirm.delete')}</Typography>
          {name && (
            <Typography sx={{ mt: 1, fontWeight: 600 }} data-user-content="">
              {name}
            </Typography>
          )}
          {/* Said before the admin confirms: the platform has no call to create it again. */}
          {final && <Typography sx={{ mt: 1 }}>{translate('app.journal.cannot_undo_delete')}</Typography>}
        </>
      }
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
