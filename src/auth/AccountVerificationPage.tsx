import { MissingEmail, OtpStep } from './OtpStep';
import { useAccount, useQueryValue } from './useAccount';

/** /account_verification?email=: the code sent after registration; success leads to /login. */
const AccountVerificationPage = () => {
  const account = useAccount();
  const email = useQueryValue('email');
  if (!email) return <MissingEmail titleKey="app.auth.verify.title" restartTo="/signup" />;
  return (
    <OtpStep
      titleKey="app.auth.verify.title"
      email={email}
      verify={(otp) => account.verifyOtp({ email, otp })}
      successKey="app.auth.notifications.verified"
      next={() => '/login'}
      resend={() => account.resendVerifyOtp({ email })}
    />
  );
};

export default AccountVerificationPage;
