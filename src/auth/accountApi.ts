import { isString, readEnvelope, readRecord } from '../api/envelope';
import { type HttpClient, http } from '../api/http';
import { checkReply, type ReplyRule } from '../api/reply';

/**
 * Every account call of spec section 7, one function each. Screens and the authProvider go
 * through these; none of them touches storage or cookies (the authProvider does).
 */
export interface Credentials {
  email: string;
  password: string;
}

export interface AdminLoginReply {
  username?: string;
  token?: string;
  /** When the token expires, if the platform says (`tokens.access.expires`). */
  expires?: string;
}

export interface TokenLoginReply {
  token: string;
  role?: string;
  message?: string;
}

export interface Profile {
  role?: string;
  email?: string;
  userName?: string;
  firstName?: string;
  lastName?: string;
}

export interface Registration {
  fullName: string;
  email: string;
  password: string;
}

export interface MessageReply {
  message?: string;
}

export interface RegisterReply extends MessageReply {
  email: string;
}

const optionalString = (body: unknown, path: string): string | undefined => {
  try {
    return readEnvelope(body, path, isString);
  } catch {
    return undefined;
  }
};

/** "Full name" splits on the first space: "Ada King Lovelace" → Ada / King Lovelace. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * The account calls of spec section 7, as data: path and the reply rule (src/api/reply.ts). The
 * call table (docs/api-calls.md) is generated from these and the resource declarations.
 */
export const ACCOUNT_CALLS = {
  adminLogin: {
    method: 'POST',
    path: '/auth/adminlogin',
    // SPEC 4: status 1 is success; otherwise the server's message.
    reply: { reads: 'status', fallback: 'ra.auth.sign_in_error' },
    reads: 'data.status, data.message, user.userName, tokens.access.token, tokens.access.expires',
  },
  tokenLogin: { method: 'POST', path: '/auth/login', reads: 'tokens.access.token, user.role' },
  fetchProfile: { method: 'GET', path: '/auth/me', reads: 'data.user (role)' },
  register: { method: 'POST', path: '/auth/register', reads: 'message, user.email' },
  verifyOtp: { method: 'POST', path: '/auth/verify-otp', reads: 'message' },
  resendVerifyOtp: { method: 'POST', path: '/auth/send-verify-otp', reads: 'message' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', reads: 'message' },
  verifyResetOtp: { method: 'POST', path: '/auth/verify-reset-otp', reads: 'message' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', reads: 'message' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; path: string; reply?: ReplyRule; reads?: string }
>;

type AccountCall = keyof typeof ACCOUNT_CALLS;

export function createAccountApi(client: HttpClient = http) {
  /** One account call: the reply judged by the one rule, the message kept for the toast. */
  const call = async (name: AccountCall, body?: object, signal?: AbortSignal) => {
    const { method, path, ...declared } = ACCOUNT_CALLS[name];
    const { json } = await client.request(path, { method, body, signal });
    const { message } = checkReply(json, 'reply' in declared ? declared.reply : undefined);
    return { json, message };
  };
  const messageCall = async (name: AccountCall, body: object): Promise<MessageReply> => ({
    message: (await call(name, body)).message,
  });

  return {
    /** Admin login: `status` 1 means success; anything else carries the reason in `message`. */
    async adminLogin({ email, password }: Credentials): Promise<AdminLoginReply> {
      const { json } = await call('adminLogin', { email, password });
      return {
        username: optionalString(json, 'user.userName'),
        token: optionalString(json, 'tokens.access.token'),
        expires: optionalString(json, 'tokens.access.expires'),
      };
    },

    /** General login: the platform answers with a bearer token and the user's role. */
    async tokenLogin({ email, password }: Credentials): Promise<TokenLoginReply> {
      const { json, message } = await call('tokenLogin', { email, password });
      const token = readEnvelope(json, 'tokens.access.token', isString);
      return { token, role: optionalString(json, 'user.role'), message };
    },

    async fetchProfile(signal?: AbortSignal): Promise<Profile> {
      const { json } = await call('fetchProfile', undefined, signal);
      const user = readRecord(json, 'user');
      const pick = (key: string) => (typeof user[key] === 'string' ? (user[key] as string) : undefined);
      return {
        role: pick('role'),
        email: pick('email'),
        userName: pick('userName'),
        firstName: pick('firstName'),
        lastName: pick('lastName'),
      };
    },

    async register({ fullName, email, password }: Registration): Promise<RegisterReply> {
      const { json, message } = await call('register', { ...splitFullName(fullName), email, password });
      return { message, email: optionalString(json, 'user.email') ?? email };
    },

    // The spec does not show these two bodies: {email, otp} and {email} (see docs/coverage/auth.md).
    verifyOtp: (email: string, otp: string) => messageCall('verifyOtp', { email, otp }),
    resendVerifyOtp: (email: string) => messageCall('resendVerifyOtp', { email }),

    forgotPassword: (email: string) => messageCall('forgotPassword', { email }),
    verifyResetOtp: (email: string, otp: string) => messageCall('verifyResetOtp', { email, otp }),
    resetPassword: (email: string, password: string, otpNumber: string) =>
      messageCall('resetPassword', { email, password, otpNumber }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
