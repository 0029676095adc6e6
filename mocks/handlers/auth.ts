import { HttpResponse, http } from 'msw';
import { newObjectId, newToken } from '../random';
import type { Account } from '../types';
import {
  badRequest,
  type HandlerContext,
  isoNow,
  type JsonBody,
  message,
  missingField,
  notFound,
  readJson,
  text,
} from './http';

/**
 * The one-time code the mock "e-mails": every OTP check (verify-otp, verify-reset-otp,
 * reset-password) accepts exactly '1234' (as a string or a number, under `otp` or `otpNumber`).
 */
export const DEMO_OTP = '1234';

const otpOf = (body: JsonBody) => text(body.otp) || text(body.otpNumber);
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const publicAccount = (account: Account) => ({
  _id: account._id,
  userName: account.userName,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  role: account.role,
  isEmailVerified: account.verified,
});

export function authHandlers({ db, apiUrl }: HandlerContext) {
  const url = (path: string) => `${apiUrl}/auth/${path}`;
  const accounts = () => db.collection<Account>('accounts');
  /** E-mail, or user name where the login screen allows it. */
  const findAccount = (login: string) =>
    login ? accounts().find((a) => sameText(a.email, login) || sameText(a.userName, login)) : undefined;

  const issueToken = (account: Account) => {
    const token = newToken();
    db.data.tokens[token] = account._id;
    db.save();
    return { access: { token, expires: new Date(Date.now() + 7 * 86_400_000).toISOString() } };
  };

  return [
    http.post(url('adminlogin'), async ({ request }) => {
      const body = await readJson(request);
      const account = findAccount(text(body.email));
      if (account?.role !== 'admin' || account.password !== text(body.password)) {
        return HttpResponse.json({ status: 0, message: 'Invalid email or password' });
      }
      return HttpResponse.json({
        status: 1,
        message: 'Login successful',
        user: { userName: account.userName, email: account.email, role: account.role },
        tokens: issueToken(account),
      });
    }),

    http.post(url('login'), async ({ request }) => {
      const body = await readJson(request);
      const account = findAccount(text(body.email));
      if (!account || account.password !== text(body.password)) {
        return message(401, 'Incorrect email or password');
      }
      if (!account.verified) return message(403, 'Please verify your email');
      return HttpResponse.json({
        message: 'Login successfully.',
        user: publicAccount(account),
        tokens: issueToken(account),
      });
    }),

    http.post(url('register'), async ({ request }) => {
      const body = await readJson(request);
      const fields = {
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        email: text(body.email).toLowerCase(),
        password: text(body.password),
      };
      // The console splits "full name" on a space: a one-word name arrives without a last name.
      const missing = missingField(fields, ['firstName', 'email', 'password']);
      if (missing) return missing;
      // Someone who signs up is a platform user too: the admin list and the dashboard count them.
      const users = db.collection('users');
      const usedBy = (record: { email?: unknown }) => sameText(String(record.email), fields.email);
      const taken = accounts().some(usedBy) || users.some(usedBy);
      if (taken) return badRequest('Email already taken');
      const createdAt = isoNow();
      const account: Account = {
        _id: newObjectId(),
        userName: fields.email.split('@')[0]!,
        ...fields,
        role: 'subscriber',
        verified: false,
        createdAt,
      };
      accounts().push(account);
      users.unshift({
        _id: account._id,
        fullName: `${fields.firstName} ${fields.lastName}`.trim(),
        email: fields.email,
        phone: '',
        tagLine: '',
        userName: 'customer',
        createdAt,
      });
      db.save();
      return HttpResponse.json(
        {
          message: 'Registered successfully. We sent a 4-digit code to your e-mail.',
          user: { email: fields.email, firstName: fields.firstName, lastName: fields.lastName },
        },
        { status: 201 },
      );
    }),

    http.post(url('verify-otp'), async ({ request }) => {
      const body = await readJson(request);
      if (otpOf(body) !== DEMO_OTP) return badRequest('Invalid OTP');
      const account = findAccount(text(body.email));
      if (!account) return notFound('No user found with this email');
      account.verified = true;
      db.save();
      return HttpResponse.json({ message: 'Email verified successfully' });
    }),

    http.post(url('send-verify-otp'), async ({ request }) => {
      const body = await readJson(request);
      if (!text(body.email)) return badRequest('email is required');
      return HttpResponse.json({ message: 'OTP sent to your e-mail' });
    }),

    http.post(url('forgot-password'), async ({ request }) => {
      const body = await readJson(request);
      if (!findAccount(text(body.email))) return notFound('No user found with this email');
      return HttpResponse.json({ message: 'OTP sent to your e-mail' });
    }),

    http.post(url('verify-reset-otp'), async ({ request }) => {
      const body = await readJson(request);
      if (otpOf(body) !== DEMO_OTP) return badRequest('Invalid OTP');
      if (!findAccount(text(body.email))) return notFound('No user found with this email');
      return HttpResponse.json({ message: 'OTP verified' });
    }),

    http.post(url('reset-password'), async ({ request }) => {
      const body = await readJson(request);
      if (otpOf(body) !== DEMO_OTP) return badRequest('Invalid OTP');
      const password = text(body.password);
      if (!password) return badRequest('password is required');
      const account = findAccount(text(body.email));
      if (!account) return notFound('No user found with this email');
      account.password = password;
      account.verified = true; // the code proved the address
      db.save();
      return HttpResponse.json({ message: 'Password reset successfully' });
    }),

    http.get(url('me'), ({ request }) => {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim() ?? '';
      const tokens = db.data.tokens;
      const accountId = Object.hasOwn(tokens, token) ? tokens[token] : undefined;
      const account = accountId ? accounts().find((a) => a._id === accountId) : undefined;
      if (!account) return message(401, 'Please authenticate');
      return HttpResponse.json({ data: { user: publicAccount(account) } });
    }),
  ];
}
