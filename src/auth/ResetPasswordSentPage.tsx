import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../i18n/useTranslate';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { pathWithQuery, useQueryValue } from './useAccount';

/** /resetPasswordSent: "Email Sent", then on to the code entry for that address. */
const ResetPasswordSentPage = () => {
  const translate = useTranslate();
  const email = useQueryValue('email');
  return (
    <AuthCard
      titleKey="app.auth.reset_sent.title"
      introKey={email ? 'app.auth.reset_sent.intro' : 'app.auth.reset_sent.intro_no_email'}
      introArgs={{ email }}
    >
      {email && (
        <Button
          component={RouterLink}
          to={pathWithQuery('/forgotPasswordOTP', { email })}
          variant="contained"
          fullWidth
        >
          {translate('app.auth.reset_sent.enter_code')}
        </Button>
      )}
      <AuthLink to="/login" labelKey="app.auth.links.back_to_login" />
    </AuthCard>
  );
};

export default ResetPasswordSentPage;
