import { Form, PasswordInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { MissingEmail } from './OtpStep';
import { useAccount, useQueryValue } from './useAccount';
import { useAuthAction } from './useAuthAction';
import { validateConfirmPassword, validateNewPassword } from './validation';

/** /resetPasswordUpdate?email=&otpNumber=: the new password (pass and pass2); success → /login. */
const ResetPasswordUpdatePage = () => {
  const account = useAccount();
  const navigate = useNavigate();
  const { loading, run, toast } = useAuthAction();
  const email = useQueryValue('email');
  const otpNumber = useQueryValue('otpNumber');

  if (!email || !otpNumber)
    return <MissingEmail titleKey="app.auth.update.title" restartTo="/forgotPassword" />;

  const submit = (values: { pass?: string }) =>
    run(async () => {
      const reply = await account.resetPassword({ email, password: values.pass ?? '', otpNumber });
      toast(reply.message ?? 'app.auth.notifications.password_updated');
      navigate('/login');
    });

  return (
    <AuthCard
      titleKey="app.auth.update.title"
      introKey="app.auth.update.intro"
      introArgs={{ email }}
      loading={loading}
    >
      <Form onSubmit={submit} noValidate>
        <PasswordInput
          source="pass"
          label="app.auth.fields.new_password"
          autoComplete="new-password"
          autoFocus
          helperText="app.auth.fields.password_help"
          validate={validateNewPassword}
        />
        <PasswordInput
          source="pass2"
          label="app.auth.fields.confirm_password"
          autoComplete="new-password"
          validate={validateConfirmPassword('pass')}
        />
        <SubmitButton label="app.auth.update.submit" loading={loading} fullWidth />
      </Form>
      <AuthLink to="/login" labelKey="app.auth.links.back_to_login" />
    </AuthCard>
  );
};

export default ResetPasswordUpdatePage;
