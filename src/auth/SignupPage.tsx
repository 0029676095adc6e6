import { Form, TextInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { NewPasswordFields } from './NewPasswordFields';
import { pathWithQuery, useAccount } from './useAccount';
import { useAuthAction } from './useAuthAction';
import { validateAccountEmail, validateFullName } from './validation';

interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** /signup: registration; success shows the server's message and asks for the e-mailed code. */
const SignupPage = () => {
  const account = useAccount();
  const navigate = useNavigate();
  const { loading, run, toast } = useAuthAction();

  const submit = (values: Partial<SignupValues>) =>
    run(async () => {
      const reply = await account.register({
        fullName: values.fullName ?? '',
        email: (values.email ?? '').trim(),
        password: values.password ?? '',
      });
      toast(reply.message ?? 'app.auth.notifications.registered');
      navigate(pathWithQuery('/account_verification', { email: reply.email }));
    });

  return (
    <AuthCard titleKey="app.auth.signup.title" loading={loading}>
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="fullName"
          label="app.auth.fields.full_name"
          autoComplete="name"
          validate={validateFullName}
        />
        <TextInput
          source="email"
          type="email"
          label="app.auth.fields.email"
          autoComplete="email"
          validate={validateAccountEmail}
        />
        <NewPasswordFields />
        <SubmitButton label="app.auth.signup.submit" loading={loading} fullWidth />
      </Form>
      <AuthLink to="/login" promptKey="app.auth.signup.have_account" labelKey="app.auth.signup.login_here" />
    </AuthCard>
  );
};

export default SignupPage;
