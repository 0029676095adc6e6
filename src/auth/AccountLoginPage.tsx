import { Form } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { CredentialFields } from './CredentialFields';
import { useAccount } from './useAccount';
import { useAuthAction } from './useAuthAction';

/**
 * /DashboardLogin: the spec's legacy login screen, given a job: the general login call
 * (POST /auth/login) for accounts that are not admins, e.g. someone who just registered.
 * Subscribers go to /home; anyone else to /DashboardHome (where the spec's legacy screen links).
 */
const AccountLoginPage = () => {
  const account = useAccount();
  const navigate = useNavigate();
  const { loading, run, toast } = useAuthAction();

  const submit = (values: { email?: string; password?: string }) =>
    run(async () => {
      const reply = await account.loginWithToken({
        email: (values.email ?? '').trim(),
        password: values.password ?? '',
      });
      toast('app.auth.notifications.login_success');
      navigate(reply.role === 'subscriber' ? '/home' : '/DashboardHome');
    });

  return (
    <AuthCard
      titleKey="app.auth.account_login.title"
      introKey="app.auth.account_login.intro"
      loading={loading}
    >
      <Form onSubmit={submit} noValidate>
        <CredentialFields />
        <SubmitButton label="app.auth.login.submit" loading={loading} fullWidth />
      </Form>
      <AuthLink to="/forgotPassword" labelKey="app.auth.login.forgot" />
      <AuthLink
        to="/login"
        promptKey="app.auth.account_login.admin_prompt"
        labelKey="app.auth.account_login.admin_link"
      />
    </AuthCard>
  );
};

export default AccountLoginPage;
