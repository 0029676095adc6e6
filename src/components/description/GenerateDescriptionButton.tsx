import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { type Identifier, useNotify, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from '../../i18n/useTranslate';
import { visuallyHidden } from '../visuallyHidden';

export interface GenerateDescriptionButtonProps {
  /** The form field the generated text goes into. */
  source?: string;
  /** Asks the platform for a description of the record (the coupons' `generateDescription` action). */
  generate: (params: { id: Identifier }) => Promise<{ data: string }>;
}

/**
 * "Generate Description with AI" in the Edit Coupon form: fills the description from the
 * platform's generator; the admin can still edit it. A failure is logged and told quietly, and
 * the field keeps what it had.
 */
export const GenerateDescriptionButton = ({
  source = 'description',
  generate: describe,
}: GenerateDescriptionButtonProps) => {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [running, setRunning] = useState(false);

  const generate = async () => {
    if (record?.id === undefined) return;
    setRunning(true);
    try {
      const { data } = await describe({ id: record.id });
      if (typeof data !== 'string' || data.trim() === '')
        throw new Error('Empty description from the generator');
      setValue(source, data, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    } catch (error) {
      console.error('Description generation failed', error);
      notify('app.widgets.description.failed', { type: 'warning' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        onClick={generate}
        disabled={running || record?.id === undefined}
        variant="outlined"
        size="small"
        aria-busy={running}
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AutoAwesomeIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.widgets.description.generate')}
      </Button>
      <span role="status" style={visuallyHidden}>
        {running ? translate('app.widgets.description.generating') : ''}
      </span>
    </>
  );
};
