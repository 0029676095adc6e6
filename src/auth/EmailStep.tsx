import { Form, TextInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { useAccount } from './useAccount';
import { useAuthAction } from './useAuthAction';
import { validateAccountEmail } from './validation';

interface EmailStepProps {
  titleKey: string;
  introKey: string;
  submitKey: string;
  /** Where the e-mail leads once the platform has sent the reset code. */
  next(email: string): string;
}

/** Asks for the account's e-mail and has the platform send a reset code (POST /auth/forgot-password). */
export const EmailStep = ({ titleKey, introKey, submitKey, next }: EmailStepProps) => {
  const account = useAccount();
  const navigate = useNavigate();
  const { loading, run, toast } = useAuthAction();

  const submit = (values: { email?: string }) =>
    run(async () => {
      const email = (values.email ?? '').trim();
      const reply = await account.forgotPassword({ email });
      toast(reply.message ?? 'app.auth.notifications.otp_sent');
      navigate(next(email));
    });

  return (
    <AuthCard titleKey={titleKey} introKey={introKey} loading={loading}>
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.auth.fields.email"
          autoComplete="email"
          autoFocus
          validate={validateAccountEmail}
        />
        <SubmitButton label={submitKey} loading={loading} fullWidth />
      </Form>
      <AuthLink to="/login" labelKey="app.auth.links.back_to_login" />
    </AuthCard>
  );
};
