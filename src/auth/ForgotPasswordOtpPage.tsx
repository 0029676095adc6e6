import { MissingEmail, OtpStep } from './OtpStep';
import { pathWithQuery, useAccount, useQueryValue } from './useAccount';

/** /forgotPasswordOTP?email=: the reset code; success leads to /resetPasswordUpdate with both values. */
const ForgotPasswordOtpPage = () => {
  const account = useAccount();
  const email = useQueryValue('email');
  if (!email) return <MissingEmail titleKey="app.auth.forgot_otp.title" restartTo="/forgotPassword" />;
  return (
    <OtpStep
      titleKey="app.auth.forgot_otp.title"
      email={email}
      verify={(otp) => account.verifyResetOtp({ email, otp })}
      successKey="app.auth.notifications.otp_verified"
      next={(otp) => pathWithQuery('/resetPasswordUpdate', { email, otpNumber: otp })}
      // A new reset code comes from asking again.
      resend={() => account.forgotPassword({ email })}
    />
  );
};

export default ForgotPasswordOtpPage;
