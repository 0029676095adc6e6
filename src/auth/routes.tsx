import { Box, CircularProgress } from '@mui/material';
import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../engine/views/lazyScreen';
import { useTranslate } from '../i18n/useTranslate';
import { LoginPage } from './LoginPage';

const Loading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 10 }}>
      <CircularProgress aria-label={translate('app.auth.loading')} />
    </Box>
  );
};

// Only the login screen is on the first-load path; every other account screen is its own chunk.
const loading = <Loading />;
const SignupPage = lazyScreen(() => import('./SignupPage'), loading);
const AccountVerificationPage = lazyScreen(() => import('./AccountVerificationPage'), loading);
const ForgotPasswordPage = lazyScreen(() => import('./ForgotPasswordPage'), loading);
const ForgotPasswordOtpPage = lazyScreen(() => import('./ForgotPasswordOtpPage'), loading);
const ResetPasswordEmailPage = lazyScreen(() => import('./ResetPasswordEmailPage'), loading);
const ResetPasswordSentPage = lazyScreen(() => import('./ResetPasswordSentPage'), loading);
const ResetPasswordUpdatePage = lazyScreen(() => import('./ResetPasswordUpdatePage'), loading);
const SubscriberHome = lazyScreen(() => import('./SubscriberHome'), loading);
const AccountLoginPage = lazyScreen(() => import('./AccountLoginPage'), loading);

/**
 * The account screens, rendered without the admin layout (spec section 2), matched exactly (case
 * too: "all routes are exact matches"). /login itself is react-admin's loginPage (the same
 * LoginPage), so it is not routed here, and react-admin matches it regardless of case.
 */
export const authRoutes = [
  <Route caseSensitive key="root" path="/" element={<LoginPage />} />,
  <Route caseSensitive key="signup" path="/signup" element={<SignupPage />} />,
  <Route caseSensitive key="verify" path="/account_verification" element={<AccountVerificationPage />} />,
  <Route caseSensitive key="forgot" path="/forgotPassword" element={<ForgotPasswordPage />} />,
  <Route caseSensitive key="forgot-otp" path="/forgotPasswordOTP" element={<ForgotPasswordOtpPage />} />,
  <Route caseSensitive key="reset-email" path="/resetPasswordEmail" element={<ResetPasswordEmailPage />} />,
  <Route caseSensitive key="reset-sent" path="/resetPasswordSent" element={<ResetPasswordSentPage />} />,
  <Route
    caseSensitive
    key="reset-update"
    path="/resetPasswordUpdate"
    element={<ResetPasswordUpdatePage />}
  />,
  <Route caseSensitive key="home" path="/home" element={<SubscriberHome />} />,
  // Legacy screens (spec section 2): /DashboardLogin is the general (token) login; the legacy
  // sign-in screen was the way to an account, so it opens registration; the spec's misspelt
  // /DeshboardLogin link lands on /DashboardLogin.
  <Route caseSensitive key="legacy-login" path="/DashboardLogin" element={<AccountLoginPage />} />,
  <Route
    caseSensitive
    key="legacy-signin"
    path="/DashboardSignin"
    element={<Navigate to="/signup" replace />}
  />,
  <Route
    caseSensitive
    key="legacy-typo"
    path="/DeshboardLogin"
    element={<Navigate to="/DashboardLogin" replace />}
  />,
];

export { LoginPage };
