import { PasswordInput } from 'react-admin';
import { validateConfirmPassword, validateNewPassword } from './validation';

export interface NewPasswordFieldsProps {
  /** The names the call sends: signup's password/confirmPassword, the reset's pass/pass2. */
  source?: string;
  confirmSource?: string;
  label?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, as signup and the password reset ask for them. */
export const NewPasswordFields = ({
  source = 'password',
  confirmSource = 'confirmPassword',
  label = 'app.auth.fields.password',
  autoFocus,
}: NewPasswordFieldsProps) => (
  <>
    <PasswordInput
      source={source}
      label={label}
      autoComplete="new-password"
      autoFocus={autoFocus}
      helperText="app.auth.fields.password_help"
      validate={validateNewPassword}
    />
    <PasswordInput
      source={confirmSource}
      label="app.auth.fields.confirm_password"
      autoComplete="new-password"
      validate={validateConfirmPassword(source)}
    />
  </>
);
