import { Button, Typography } from '@mui/material';
import { useLogout } from 'react-admin';
import { useTranslate } from '../i18n/useTranslate';
import { AuthCard } from './AuthCard';
import { RequireRole, useGuardProfile } from './RequireRole';

export const SUBSCRIBER_ROLES = ['subscriber'] as const;

const Welcome = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const profile = useGuardProfile();
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || '';
  return (
    <AuthCard titleKey="app.auth.home.title">
      <Typography sx={{ mb: 1 }}>{translate('app.auth.home.welcome', { name })}</Typography>
      {profile?.email && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.auth.home.signed_in_as', { email: profile.email })}
        </Typography>
      )}
      <Button variant="outlined" fullWidth sx={{ mt: 3 }} onClick={() => logout()}>
        {translate('app.auth.home.logout')}
      </Button>
    </AuthCard>
  );
};

/** /home: the subscriber-only screen behind the token guard. */
const SubscriberHome = () => (
  <RequireRole roles={SUBSCRIBER_ROLES}>
    <Welcome />
  </RequireRole>
);

export default SubscriberHome;
