import { Button, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslate } from '../i18n/useTranslate';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { emptyOtp, OtpInput } from './OtpInput';
import { useAuthAction } from './useAuthAction';
import { useCountdown } from './useCountdown';
import { isCompleteOtp, OTP_SECONDS } from './validation';

interface OtpStepProps {
  titleKey: string;
  email: string;
  /** Checks the code. Throwing shows the server's message. */
  verify(otp: string): Promise<{ message?: string }>;
  /** Shown when the server's reply has no message. */
  successKey: string;
  /** Where a verified code leads. */
  next(otp: string): string;
  /** Sends a new code; resolves with the server's message. */
  resend(): Promise<{ message?: string }>;
}

/** A 4-digit code entry with the spec's 100-second countdown and "Resend OTP" after expiry. */
export const OtpStep = ({ titleKey, email, verify, successKey, next, resend }: OtpStepProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { loading, run, toast } = useAuthAction();
  const { remaining, expired, restart } = useCountdown(OTP_SECONDS);
  const [digits, setDigits] = useState(emptyOtp);
  const [incomplete, setIncomplete] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOtp(digits)) {
      setIncomplete(true);
      toast('app.auth.validation.otp_incomplete', 'error');
      return;
    }
    const otp = digits.join('');
    void run(async () => {
      const reply = await verify(otp);
      toast(reply.message ?? successKey);
      navigate(next(otp));
    });
  };

  const sendAgain = () =>
    run(async () => {
      const reply = await resend();
      toast(reply.message ?? 'app.auth.notifications.otp_sent');
      setDigits(emptyOtp());
      restart();
    });

  return (
    <AuthCard titleKey={titleKey} introKey="app.auth.otp.intro" introArgs={{ email }} loading={loading}>
      <form onSubmit={submit} noValidate>
        <OtpInput
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (isCompleteOtp(next)) setIncomplete(false);
          }}
          error={incomplete}
          disabled={loading}
        />
        <Typography role="timer" variant="body2" color={expired ? 'error' : 'text.secondary'}>
          {expired
            ? translate('app.auth.otp.expired')
            : translate('app.auth.otp.countdown', { seconds: remaining })}
        </Typography>
        <SubmitButton label="app.auth.otp.submit" loading={loading} fullWidth />
      </form>
      {expired && (
        <Button fullWidth variant="outlined" sx={{ mt: 1 }} onClick={sendAgain} disabled={loading}>
          {translate('app.auth.otp.resend')}
        </Button>
      )}
      <AuthLink to="/login" labelKey="app.auth.links.back_to_login" />
    </AuthCard>
  );
};

/** Shown instead of a step when its link lacks the e-mail address (or the code). */
export const MissingEmail = ({ titleKey, restartTo }: { titleKey: string; restartTo: string }) => (
  <AuthCard titleKey={titleKey} introKey="app.auth.errors.incomplete_link">
    <AuthLink to={restartTo} labelKey="app.auth.links.start_again" />
  </AuthCard>
);
