import { useEffect } from 'react';
import { PasswordInput, TextInput } from 'react-admin';
import { validateLoginEmail, validateLoginPassword } from './validation';

/**
 * The e-mail and password fields both login screens share (admin and account login).
 *
 * The e-mail field takes the focus just after the first paint, in a task of its own: focused
 * during the first commit (autoFocus), it re-rendered the field synchronously inside the page's
 * longest task.
 */
const EMAIL_ID = 'login-email';

export const CredentialFields = () => {
  useEffect(() => {
    const timer = window.setTimeout(
      () => document.getElementById(EMAIL_ID)?.focus({ preventScroll: true }),
      0,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <TextInput
        id={EMAIL_ID}
        source="email"
        type="email"
        label="app.auth.fields.email"
        autoComplete="username"
        validate={validateLoginEmail}
      />
      <PasswordInput
        source="password"
        label="app.auth.fields.password"
        autoComplete="current-password"
        validate={validateLoginPassword}
      />
    </>
  );
};
