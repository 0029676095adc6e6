import { Alert, Box, Checkbox, FormControlLabel } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, useLogin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslate } from '../i18n/useTranslate';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { AFTER_LOGIN_PATH } from './authProvider';
import { CredentialFields } from './CredentialFields';
import { isAdminLoggedIn } from './session';
import { dropSessionNotice, hasExpiredSession } from './sessionExpiry';
import { onOtherTabs } from './sessionSync';
import { useAuthAction } from './useAuthAction';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * "Admin Login" at / and /login. The spec calls the first field "e-mail or username" but its
 * rules require a valid e-mail, so the field is an e-mail field (see docs/coverage/auth.md).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const { loading, run } = useAuthAction();
  // Checked by default: the spec keeps the username in localStorage; unchecking opts into a
  // session that ends when the browser closes.
  const [remember, setRemember] = useState(true);
  const [expired, setExpired] = useState(hasExpiredSession);
  // Signed in again in another tab: "your session has ended" is no longer true here.
  useEffect(
    () =>
      onOtherTabs((event) => {
        if (event.type !== 'signedIn') return;
        dropSessionNotice();
        setExpired(false);
      }),
    [],
  );
  // Decided on arrival only: once this form signs in, useLogin goes where the login said
  // (possibly back to the screen an expired session was on), not to the dashboard.
  const [alreadySignedIn] = useState(isAdminLoggedIn);

  if (alreadySignedIn) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  const submit = (values: Partial<LoginValues>) =>
    run(async () => {
      await login({ email: values.email ?? '', password: values.password ?? '', remember });
    });

  return (
    <AuthCard titleKey="app.auth.login.title" loading={loading}>
      {expired ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.auth.login.session_ended')}
        </Alert>
      ) : null}
      <Form onSubmit={submit} noValidate>
        <CredentialFields />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={translate('app.auth.login.remember')}
        />
        <SubmitButton label="app.auth.login.submit" loading={loading} fullWidth />
      </Form>
      <Box sx={{ mt: 1 }}>
        <AuthLink to="/forgotPassword" labelKey="app.auth.login.forgot" />
        <AuthLink to="/signup" promptKey="app.auth.login.no_account" labelKey="app.auth.login.signup" />
        <AuthLink
          to="/DashboardLogin"
          promptKey="app.auth.login.not_admin"
          labelKey="app.auth.login.account_login"
        />
      </Box>
    </AuthCard>
  );
};
