import { Form } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { NewPasswordFields } from './NewPasswordFields';
import { MissingEmail } from './OtpStep';
import { useAccount, useQueryValue } from './useAccount';
import { useAuthAction } from './useAuthAction';

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
        <NewPasswordFields
          source="pass"
          confirmSource="pass2"
          label="app.auth.fields.new_password"
          autoFocus
        />
        <SubmitButton label="app.auth.update.submit" loading={loading} fullWidth />
      </Form>
      <AuthLink to="/login" labelKey="app.auth.links.back_to_login" />
    </AuthCard>
  );
};

export default ResetPasswordUpdatePage;
