import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Button, CircularProgress } from '@mui/material';
import { type Identifier, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { type FieldInputProps, useAction, validatorsFor } from '../../schema';
import { readDescription } from './readers';

export { readDescription };

/**
 * Edit Coupon's description with the spec's "Generate Description with AI" button: the
 * generated text replaces the field's value (marked as a change, so Update sends it).
 */
export const DescriptionInput = ({ source, label, field }: FieldInputProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const { run, isPending } = useAction<{ id: Identifier }, string>('generateDescription');

  const generate = async () => {
    if (!record) return;
    try {
      const { data } = await run({ id: record.id });
      setValue(source, data, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      // SPEC 8: a failed generation is not an error the admin must act on; say so quietly.
      console.error(error);
      notify('resources.coupons.notifications.generate_failed', { type: 'warning' });
    }
  };

  return (
    <Box>
      <TextInput
        source={source}
        label={label}
        validate={validatorsFor(field.rules)}
        multiline
        minRows={3}
        fullWidth
      />
      {record && (
        <Button
          size="small"
          onClick={generate}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
          sx={{ mb: 2 }}
        >
          {translate('resources.coupons.action.generate')}
        </Button>
      )}
    </Box>
  );
};
