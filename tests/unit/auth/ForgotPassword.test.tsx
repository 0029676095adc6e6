import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function record(path: string, reply: object, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(reply, { status });
    }),
  );
  return bodies;
}

const typeCode = (code: string) =>
  [...code].forEach((digit, index) => {
    fireEvent.change(screen.getByRole('textbox', { name: `Digit ${index + 1} of 4` }), {
      target: { value: digit },
    });
  });

describe('Forgot password', () => {
  it('validates the e-mail with the registration rules', async () => {
    renderAuth('/forgotPassword');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('*Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    expect(await screen.findByText('*Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends {email} to /auth/forgot-password and goes to /forgotPasswordOTP?email=', async () => {
    const calls = record('/auth/forgot-password', { message: 'OTP sent to your e-mail' });
    const view = renderAuth('/forgotPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('OTP sent to your e-mail')).toBeInTheDocument();
    expect(view.path()).toBe('/forgotPasswordOTP?email=admin@example.com');
    expect(calls).toEqual([{ email: 'admin@example.com' }]);
  });

  it('shows the server message when the address is unknown', async () => {
    record('/auth/forgot-password', { message: 'No user found with this email' }, 404);
    const view = renderAuth('/forgotPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('No user found with this email')).toBeInTheDocument();
    expect(view.path()).toBe('/forgotPassword');
  });
});

describe('Forgot-password OTP', () => {
  const PATH = '/forgotPasswordOTP?email=admin@example.com';

  it('toasts "Please enter complete OTP" for an incomplete code', async () => {
    const calls = record('/auth/verify-reset-otp', {});
    renderAuth(PATH);
    await screen.findByRole('timer');
    typeCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please enter complete OTP')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('verifies the code and goes to /resetPasswordUpdate?email=&otpNumber=', async () => {
    const calls = record('/auth/verify-reset-otp', { message: 'OTP verified' });
    const view = renderAuth(PATH);
    await screen.findByRole('timer');
    typeCode('1234');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
    expect(view.path()).toBe('/resetPasswordUpdate?email=admin@example.com&otpNumber=1234');
    expect(calls).toEqual([{ email: 'admin@example.com', otp: '1234' }]);
  });
});

describe('Update password', () => {
  const PATH = '/resetPasswordUpdate?email=admin@example.com&otpNumber=1234';

  it('applies the password rules to both fields and asks them to match', async () => {
    renderAuth(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('*Password is required')).toBeInTheDocument();
    expect(screen.getByText('*Confirm Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Other@123');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText(/^\*Password must be a minimum of 8 alphanumeric characters/),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('posts {email, password, otpNumber} and goes to /login', async () => {
    const calls = record('/auth/reset-password', { message: 'Password reset successfully' });
    const view = renderAuth(PATH);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'Fresh@2024');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Fresh@2024');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Password reset successfully')).toBeInTheDocument();
    expect(view.path()).toBe('/login');
    expect(calls).toEqual([{ email: 'admin@example.com', password: 'Fresh@2024', otpNumber: '1234' }]);
  });

  it('explains a link without the code', async () => {
    renderAuth('/resetPasswordUpdate?email=admin@example.com');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/forgotPassword');
  });
});

describe('Reset Password e-mail and Email Sent', () => {
  it('sends the code and confirms on /resetPasswordSent, which leads to the code entry', async () => {
    const calls = record('/auth/forgot-password', {});
    const view = renderAuth('/resetPasswordEmail');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
    expect(view.path()).toBe('/resetPasswordSent?email=admin@example.com');
    expect(calls).toEqual([{ email: 'admin@example.com' }]);
    expect(screen.getByText(/We sent a 4-digit code to admin@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(view.path()).toBe('/forgotPasswordOTP?email=admin@example.com');
  });
});
