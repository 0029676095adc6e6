import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import type { FieldConflict } from '../merge';
import type { StaleWriteError } from '../staleWrite';

/** The side the admin keeps for one conflicting field of the merge. */
export type MergeChoice = 'yours' | 'theirs';

export interface StaleWriteDialogProps {
  /** The guard's refusal; none: the dialog is closed. */
  error?: StaleWriteError;
  /** How the admin knows the record ("Alice Johnson"); '' when it has no name. */
  name: string;
  /** The field's label, translated. */
  labelOf: (field: string) => string;
  /** Save again with a choice per conflicting field (the platform's record is the new base). */
  onResolve: (choices: Record<string, MergeChoice>) => void;
  /** Take the platform's values for the conflicting fields, keep the rest typed, save nothing. */
  onReload: () => void;
  /** The admin's typed values as text, for "Copy my values" (a deleted record). */
  copyText: () => string;
  onClose: () => void;
}

const shown = (value: unknown, empty: string): string => {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return (value as File).name || empty;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * What the stale-write guard found, told to the admin:
 * - "Changed since you opened it": each field changed on both sides with When you opened it,
 *   Theirs and Yours; the admin chooses per field (Yours by default) and saves, or reloads the
 *   record. The typed form stays as it is until then.
 * - The record is gone: said by name; nothing was saved; the typed values can be copied.
 */
export const StaleWriteDialog = ({ error, ...props }: StaleWriteDialogProps) => {
  if (!error) return null;
  return error.kind === 'gone' ? (
    <GoneDialog {...props} />
  ) : (
    // A new refusal starts with fresh choices.
    <ConflictDialog key={error.conflicts.map((c) => c.field).join()} error={error} {...props} />
  );
};

const ConflictDialog = ({
  error,
  name,
  labelOf,
  onResolve,
  onReload,
  onClose,
}: Omit<StaleWriteDialogProps, 'copyText'> & { error: StaleWriteError }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [choices, setChoices] = useState<Record<string, MergeChoice>>(() =>
    Object.fromEntries(error.conflicts.map((conflict) => [conflict.field, 'yours' as MergeChoice])),
  );
  const empty = translate('app.stale.empty');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.stale.conflict_title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {name
            ? translate('app.stale.conflict_intro', { name })
            : translate('app.stale.conflict_intro_unnamed')}
        </DialogContentText>
        {error.conflicts.map((conflict: FieldConflict) => (
          <FormControl key={conflict.field} component="fieldset" fullWidth sx={{ mb: 2 }}>
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {labelOf(conflict.field)}
            </FormLabel>
            <Typography variant="body2" color="text.secondary" data-user-content="">
              {translate('app.schema.labelled', { label: translate('app.stale.opened') })}{' '}
              {shown(conflict.base, empty)}
            </Typography>
            <RadioGroup
              value={choices[conflict.field]}
              onChange={(event) =>
                setChoices((current) => ({ ...current, [conflict.field]: event.target.value as MergeChoice }))
              }
            >
              <FormControlLabel
                value="theirs"
                control={<Radio />}
                label={
                  <Box component="span" data-user-content="">
                    {translate('app.schema.labelled', { label: translate('app.stale.theirs') })}{' '}
                    {shown(conflict.theirs, empty)}
                  </Box>
                }
              />
              <FormControlLabel
                value="yours"
                control={<Radio />}
                label={
                  <Box component="span" data-user-content="">
                    {translate('app.schema.labelled', { label: translate('app.stale.yours') })}{' '}
                    {shown(conflict.yours, empty)}
                  </Box>
                }
              />
            </RadioGroup>
          </FormControl>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={onReload}>{translate('app.stale.reload')}</Button>
        <Button variant="contained" onClick={() => onResolve(choices)}>
          {translate('app.stale.save_choices')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const GoneDialog = ({ name, copyText, onClose }: Omit<StaleWriteDialogProps, 'error'>) => {
  const translate = useTranslate();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyText());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.stale.gone_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {name ? translate('app.stale.gone', { name }) : translate('app.stale.gone_unnamed')}
        </DialogContentText>
        {copied && (
          <Typography role="status" sx={{ mt: 1 }}>
            {translate('app.stale.copied')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{translate('app.stale.copy')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
