import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, crashWatch, expectToast, platform, renderApp } from '../support/app';
import { cycleFailures, enabled, type Shown } from '../support/cycle';
import { type FailureName, heldReply, TEXT } from '../support/failures';
import { tallyFor } from '../support/tally';

// BUG (reported): src/api/http.ts treats a 2xx reply that is not JSON (a web server's index.html
// for a misrouted API URL) as data; account calls that read no field then "succeed": registration,
// forgot password, the OTP checks and the password reset all move on. Set to true once fixed.
const HTML_200_FIXED = true;

const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

const set = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
};
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const digits = () =>
  [1, 2, 3, 4]
    .map((n) => (screen.getByRole('textbox', { name: `Digit ${n} of 4` }) as HTMLInputElement).value)
    .join('');

/** Failures every account call must report, and what each shows. */
const COMMON: Partial<Record<FailureName, Shown>> = {
  server500: TEXT.serverMessage,
  server500Html: 'any',
  unauthorized401: 'jwt expired',
  gateway504: 'any',
  network: TEXT.network,
};

interface AccountForm {
  name: string;
  path: string;
  heading: string;
  endpoint: string;
  button: string;
  fill: () => void;
  intact: () => void;
  extra?: Partial<Record<FailureName, Shown>>;
}

const FORMS: AccountForm[] = [
  {
    name: 'Admin Login',
    path: '/login',
    heading: 'Admin Login',
    endpoint: '/auth/adminlogin',
    button: 'Login',
    fill: () => {
      set(/^Email/, 'admin@example.com');
      set(/^Password/, 'Wrong@123');
    },
    intact: () => {
      expect(value(/^Email/)).toBe('admin@example.com');
      expect(value(/^Password/)).toBe('Wrong@123');
    },
    // status is not 1: the spec's "alert shows data.message", here the sign-in failure text.
    extra: {
      null200: 'Authentication failed, please retry',
      html200: TEXT.unexpected,
      wrongShape200: 'Authentication failed, please retry',
    },
  },
  {
    name: 'Registration',
    path: '/signup',
    heading: 'Registration',
    endpoint: '/auth/register',
    button: 'Register',
    fill: () => {
      set(/^Full Name/, 'Zoë 山田 <b>x</b>');
      set(/^Email/, 'zoe@example.com');
      set(/^Password/, 'Secret@123');
      set(/^Confirm Password/, 'Secret@123');
    },
    intact: () => {
      expect(value(/^Full Name/)).toBe('Zoë 山田 <b>x</b>');
      expect(value(/^Email/)).toBe('zoe@example.com');
      expect(value(/^Password/)).toBe('Secret@123');
      expect(value(/^Confirm Password/)).toBe('Secret@123');
    },
  },
  {
    name: 'Forgot Password',
    path: '/forgotPassword',
    heading: 'Forgot Password',
    endpoint: '/auth/forgot-password',
    button: 'Send OTP',
    fill: () => set(/^Email/, 'admin@example.com'),
    intact: () => expect(value(/^Email/)).toBe('admin@example.com'),
  },
  {
    name: 'Verify OTP',
    path: '/forgotPasswordOTP?email=admin@example.com',
    heading: 'Verify OTP',
    endpoint: '/auth/verify-reset-otp',
    button: 'SUBMIT',
    fill: () => {
      [...'4321'].forEach((digit, i) => {
        fireEvent.change(screen.getByRole('textbox', { name: `Digit ${i + 1} of 4` }), {
          target: { value: digit },
        });
      });
    },
    intact: () => expect(digits()).toBe('4321'),
  },
  {
    name: 'Update Password',
    path: '/resetPasswordUpdate?email=admin@example.com&otpNumber=1234',
    heading: 'Update Password',
    endpoint: '/auth/reset-password',
    button: 'Update Password',
    fill: () => {
      set(/^New Password/, 'Secret@123');
      set(/^Confirm Password/, 'Secret@123');
    },
    intact: () => {
      expect(value(/^New Password/)).toBe('Secret@123');
      expect(value(/^Confirm Password/)).toBe('Secret@123');
    },
  },
];

describe.each(FORMS)('$name: failing server', (form) => {
  it('each failure shows a clear message, keeps the input, and the form works again', async () => {
    const view = renderApp(form.path, { loggedIn: false });
    await screen.findByRole('heading', { name: form.heading });
    form.fill();
    await cycleFailures({
      server: state.server,
      method: 'post',
      url: `${API}${form.endpoint}`,
      count: () => count(form.endpoint),
      failures: { ...COMMON, ...form.extra },
      submit: () => press(form.button),
      intact: () => {
        form.intact();
        enabled(form.button);
        expect(view.location()).toBe(form.path);
      },
      onFailure: () => tally.failure(),
    });
  });

  it('a double click while the call is in flight sends one request', async () => {
    const held = heldReply(() =>
      HttpResponse.json({ status: 0, message: 'Held then refused' }, { status: 400 }),
    );
    state.server.use(http.post(`${API}${form.endpoint}`, held.respond));
    renderApp(form.path, { loggedIn: false });
    await screen.findByRole('heading', { name: form.heading });
    form.fill();
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: form.button }));
    press(form.button);
    await waitFor(() => expect(screen.getByRole('button', { name: form.button })).toBeDisabled());
    await user.keyboard('{Enter}');
    expect(count(form.endpoint)).toBe(1);
    held.release();
    await expectToast('Held then refused');
    expect(count(form.endpoint)).toBe(1);
    form.intact();
    enabled(form.button);
    tally.input(4);
  });
});

describe('account calls answered with HTML and status 200', () => {
  it.skipIf(!HTML_200_FIXED).each(FORMS.filter((form) => form.name !== 'Admin Login'))(
    '$name stays and says the reply was unreadable',
    async (form) => {
      const view = renderApp(form.path, { loggedIn: false });
      await screen.findByRole('heading', { name: form.heading });
      form.fill();
      await cycleFailures({
        server: state.server,
        method: 'post',
        url: `${API}${form.endpoint}`,
        count: () => count(form.endpoint),
        failures: { html200: TEXT.unexpected },
        submit: () => press(form.button),
        intact: () => {
          form.intact();
          expect(view.location()).toBe(form.path);
        },
      });
    },
  );
});
