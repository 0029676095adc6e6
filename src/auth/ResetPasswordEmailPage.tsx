import { EmailStep } from './EmailStep';
import { pathWithQuery } from './useAccount';

/** /resetPasswordEmail: the "Reset Password" e-mail screen; it confirms on /resetPasswordSent. */
const ResetPasswordEmailPage = () => (
  <EmailStep
    titleKey="app.auth.reset_email.title"
    introKey="app.auth.reset_email.intro"
    submitKey="app.auth.reset_email.submit"
    next={(email) => pathWithQuery('/resetPasswordSent', { email })}
  />
);

export default ResetPasswordEmailPage;
