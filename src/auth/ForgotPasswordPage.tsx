import { EmailStep } from './EmailStep';
import { pathWithQuery } from './useAccount';

/** /forgotPassword: the e-mail, then the code screen. */
const ForgotPasswordPage = () => (
  <EmailStep
    titleKey="app.auth.forgot.title"
    introKey="app.auth.forgot.intro"
    submitKey="app.auth.forgot.submit"
    next={(email) => pathWithQuery('/forgotPasswordOTP', { email })}
  />
);

export default ForgotPasswordPage;
