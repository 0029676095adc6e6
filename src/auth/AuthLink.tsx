import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../i18n/useTranslate';

/** "Already have an account? Login here"-style line under a form. */
export const AuthLink = ({
  to,
  labelKey,
  promptKey,
}: {
  to: string;
  labelKey: string;
  promptKey?: string;
}) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
      {promptKey && `${translate(promptKey)} `}
      <Link component={RouterLink} to={to}>
        {translate(labelKey)}
      </Link>
    </Typography>
  );
};
