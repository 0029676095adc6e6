import { Form, PasswordInput, TextInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { SubmitButton } from './SubmitButton';
import { useAccount } from './useAccount';
import { useAuthAction } from './useAuthAction';
import { validateLoginEmail, validateLoginPassword } from './validation';

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
        <TextInput
          source="email"
          type="email"
          label="app.auth.fields.email"
          autoComplete="username"
          autoFocus
          validate={validateLoginEmail}
        />
        <PasswordInput
          source="password"
          label="app.auth.fields.password"
          autoComplete="current-password"
          validate={validateLoginPassword}
        />
        <SubmitButton labelKey="app.auth.login.submit" loading={loading} />
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
