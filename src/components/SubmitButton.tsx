// Not react-admin's SaveButton: that one is disabled until the form is touched, and has no `loading`.
import { Button, CircularProgress } from '@mui/material';
import { useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useTranslate } from '../i18n/useTranslate';

interface SubmitButtonProps {
  /** i18n key of the button's text. */
  label: string;
  /** In flight: given by screens that track their own call (the account screens). */
  loading?: boolean;
  fullWidth?: boolean;
}

const Submit = ({
  label,
  saving,
  fullWidth = false,
}: Omit<SubmitButtonProps, 'loading'> & { saving: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      fullWidth={fullWidth}
      disabled={saving}
      aria-busy={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      sx={fullWidth ? { mt: 2 } : undefined}
    >
      {translate(label)}
    </Button>
  );
};

/** In a react-admin form: in flight while react-hook-form submits or react-admin saves. */
const FormSubmit = (props: Omit<SubmitButtonProps, 'loading'>) => {
  const { isSubmitting } = useFormState();
  const saving = Boolean(useSaveContext()?.saving) || isSubmitting;
  return <Submit {...props} saving={saving} />;
};

/**
 * A form's submit button: always clickable (so an empty form shows its messages), but disabled
 * with a spinner while the save is in flight, never twice.
 */
export const SubmitButton = ({ loading, ...props }: SubmitButtonProps) =>
  loading === undefined ? <FormSubmit {...props} /> : <Submit {...props} saving={loading} />;
