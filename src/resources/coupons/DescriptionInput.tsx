import { Box } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { GenerateDescriptionButton } from '../../components/description/GenerateDescriptionButton';
import { type FieldInputProps, validatorsFor } from '../../engine';
import { useCouponAction } from './actions';
import { readDescription } from './readers';

export { readDescription };

/**
 * Edit Coupon's description with the spec's "Generate Description with AI" button (the shared
 * widget): the generated text replaces the field's value, marked as a change so Update sends it.
 */
export const DescriptionInput = ({ source, label, field }: FieldInputProps) => {
  const record = useRecordContext();
  const { run } = useCouponAction('generateDescription');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', mb: 2 }}>
      <TextInput
        source={source}
        label={label}
        validate={validatorsFor(field.rules)}
        multiline
        minRows={3}
        fullWidth
      />
      {record && <GenerateDescriptionButton source={source} generate={run} />}
    </Box>
  );
};
