import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const PATH = '/account_verification?email=ada@example.com';

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

describe('Account verification screen', () => {
  it('shows the e-mail from the query, four boxes and a 100-second countdown', async () => {
    renderAuth(PATH);
    expect(await screen.findByRole('heading', { name: 'Account Verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 4-digit code sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ })).toHaveLength(4);
    expect(screen.getByRole('timer')).toHaveTextContent('The code expires in 100 s');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  });

  it('counts down one second at a time, offers Resend OTP at 0, and a resend restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resends = record('/auth/send-verify-otp', { message: 'OTP sent to your e-mail' });
    renderAuth(PATH);
    await screen.findByRole('timer');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('The code expires in 99 s');
    await act(() => vi.advanceTimersByTimeAsync(98_000));
    expect(screen.getByRole('timer')).toHaveTextContent('The code expires in 1 s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('The code has expired.');

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP sent to your e-mail')).toBeInTheDocument();
    expect(resends).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByRole('timer')).toHaveTextContent('The code expires in 100 s');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('asks for the complete code before calling the server', async () => {
    const calls = record('/auth/verify-otp', {});
    renderAuth(PATH);
    await screen.findByRole('timer');
    typeCode('12');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please enter complete OTP')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('verifies {email, otp} and goes to /login', async () => {
    const calls = record('/auth/verify-otp', { message: 'Email verified successfully' });
    const view = renderAuth(PATH);
    await screen.findByRole('timer');
    typeCode('1234');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(view.path()).toBe('/login');
    expect(calls).toEqual([{ email: 'ada@example.com', otp: '1234' }]);
  });

  it('stays with the server message on a wrong code', async () => {
    record('/auth/verify-otp', { message: 'Invalid OTP' }, 400);
    const view = renderAuth(PATH);
    await screen.findByRole('timer');
    typeCode('9999');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    expect(view.path()).toBe(PATH);
  });

  it('explains a link without the e-mail address', async () => {
    renderAuth('/account_verification');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/signup');
  });
});
