// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_OTP } from '../../../../mocks/handlers/auth';
import type { Account } from '../../../../mocks/types';
import type { User } from '../../../../src/resources/users/record';
import { get, post, useMockServer } from '../support';

interface LoginReply {
  status?: number;
  message: string;
  user: { userName: string; email: string; role: string };
  tokens: { access: { token: string } };
}
interface MeReply {
  data: { user: { email: string; role: string } };
}

const ADMIN = { email: 'admin@example.com', password: 'Admin@123' };
const SUBSCRIBER = { email: 'subscriber@example.com', password: 'Subscriber@123' };
const NEWCOMER = {
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora.quinn@example.com',
  password: 'Secret@123',
};

describe('auth', () => {
  const db = useMockServer();

  it('admin login accepts the e-mail or the user name', async () => {
    for (const email of [ADMIN.email, 'admin']) {
      const { status, body } = await post<LoginReply>('/auth/adminlogin', {
        email,
        password: ADMIN.password,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 1,
        message: 'Login successful',
        user: { userName: 'admin', role: 'admin' },
      });
      expect(body.tokens.access.token).toMatch(/\S{16,}/);
    }
  });

  it('admin login failure is a 200 with status 0', async () => {
    const reply = await post('/auth/adminlogin', { email: ADMIN.email, password: 'nope' });
    expect(reply).toEqual({ status: 200, body: { status: 0, message: 'Invalid email or password' } });
    const subscriber = await post('/auth/adminlogin', SUBSCRIBER);
    expect(subscriber.body.status).toBe(0);
  });

  it('general login returns the token and role; wrong credentials are a 401', async () => {
    const admin = await post<LoginReply>('/auth/login', ADMIN);
    expect(admin.body).toMatchObject({ message: 'Login successfully.', user: { role: 'admin' } });
    const subscriber = await post<LoginReply>('/auth/login', SUBSCRIBER);
    expect(subscriber.body.user.role).toBe('subscriber');
    expect(await post('/auth/login', { ...SUBSCRIBER, password: 'x' })).toEqual({
      status: 401,
      body: { message: 'Incorrect email or password' },
    });
  });

  it('/auth/me needs a token the mock issued', async () => {
    expect(await get('/auth/me')).toEqual({ status: 401, body: { message: 'Please authenticate' } });
    expect((await get('/auth/me', { Authorization: 'Bearer forged' })).status).toBe(401);
    const { body } = await post<LoginReply>('/auth/login', SUBSCRIBER);
    const me = await get<MeReply>('/auth/me', { Authorization: `Bearer ${body.tokens.access.token}` });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ email: SUBSCRIBER.email, role: 'subscriber' });
    expect(Object.values(db.data.tokens)).toContain(db.collection<Account>('accounts')[1]!._id);
  });

  it('registers, refuses login until verified, verifies with the demo OTP', async () => {
    const registered = await post<LoginReply>('/auth/register', NEWCOMER);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      message: 'Registered successfully. We sent a 4-digit code to your e-mail.',
      user: { email: NEWCOMER.email, firstName: 'Nora', lastName: 'Quinn' },
    });
    expect(db.collection<User>('users')[0]).toMatchObject({ fullName: 'Nora Quinn', email: NEWCOMER.email });
    expect(await post('/auth/register', NEWCOMER)).toEqual({
      status: 400,
      body: { message: 'Email already taken' },
    });
    expect((await post('/auth/login', NEWCOMER)).status).toBe(403);

    const wrong = await post('/auth/verify-otp', { email: NEWCOMER.email, otp: '9999' });
    expect(wrong).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
    // The OTP may arrive as a number and under otpNumber.
    const verified = await post('/auth/verify-otp', { email: NEWCOMER.email, otpNumber: Number(DEMO_OTP) });
    expect(verified).toEqual({ status: 200, body: { message: 'Email verified successfully' } });
    const login = await post<LoginReply>('/auth/login', NEWCOMER);
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('subscriber');
  });

  it('resends the verification code', async () => {
    expect(await post('/auth/send-verify-otp', { email: NEWCOMER.email })).toEqual({
      status: 200,
      body: { message: 'OTP sent to your e-mail' },
    });
  });

  it('resets a forgotten password through the OTP', async () => {
    expect(await post('/auth/forgot-password', { email: 'ghost@example.com' })).toEqual({
      status: 404,
      body: { message: 'No user found with this email' },
    });
    expect((await post('/auth/forgot-password', { email: SUBSCRIBER.email })).body).toEqual({
      message: 'OTP sent to your e-mail',
    });
    expect((await post('/auth/verify-reset-otp', { email: SUBSCRIBER.email, otp: '0000' })).status).toBe(400);
    expect(await post('/auth/verify-reset-otp', { email: SUBSCRIBER.email, otpNumber: '1234' })).toEqual({
      status: 200,
      body: { message: 'OTP verified' },
    });
    const payload = { email: SUBSCRIBER.email, password: 'Fresh@2026' };
    expect((await post('/auth/reset-password', { ...payload, otpNumber: '1111' })).status).toBe(400);
    expect(await post('/auth/reset-password', { ...payload, otpNumber: '1234' })).toEqual({
      status: 200,
      body: { message: 'Password reset successfully' },
    });
    expect((await post('/auth/login', SUBSCRIBER)).status).toBe(401);
    expect((await post('/auth/login', payload)).status).toBe(200);
  });

  it('answers a malformed JSON body with 400', async () => {
    expect(await post('/auth/login', '{"email":')).toEqual({
      status: 400,
      body: { message: 'Invalid request body' },
    });
  });
});
