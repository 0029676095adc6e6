import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from '../i18n/useTranslate';

/** The form's submit button: disabled with a spinner while the call is in flight (no double submit). */
export const SubmitButton = ({ labelKey, loading }: { labelKey: string; loading: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      color="primary"
      fullWidth
      disabled={loading}
      aria-busy={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 2 }}
    >
      {translate(labelKey)}
    </Button>
  );
};
