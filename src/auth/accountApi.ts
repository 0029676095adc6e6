import { ensureOk, isString, readEnvelope, readRecord, serverMessage } from '../api/envelope';
import { type HttpClient, http } from '../api/http';

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

export function createAccountApi(client: HttpClient = http) {
  const post = async (path: string, body: object) => (await client.request(path, { body })).json;
  const messageOf = (json: unknown): MessageReply => ({ message: serverMessage(json) });

  return {
    /** Admin login: `status` 1 means success; anything else carries the reason in `message`. */
    async adminLogin({ email, password }: Credentials): Promise<AdminLoginReply> {
      const json = await post('/auth/adminlogin', { email, password });
      ensureOk(json, 'status', [1, '1'], 'ra.auth.sign_in_error');
      return {
        username: optionalString(json, 'user.userName'),
        token: optionalString(json, 'tokens.access.token'),
      };
    },

    /** General login: the platform answers with a bearer token and the user's role. */
    async tokenLogin({ email, password }: Credentials): Promise<TokenLoginReply> {
      const json = await post('/auth/login', { email, password });
      const token = readEnvelope(json, 'tokens.access.token', isString);
      return { token, role: optionalString(json, 'user.role'), message: serverMessage(json) };
    },

    async fetchProfile(signal?: AbortSignal): Promise<Profile> {
      const { json } = await client.request('/auth/me', { signal });
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
      const json = await post('/auth/register', { ...splitFullName(fullName), email, password });
      return { ...messageOf(json), email: optionalString(json, 'user.email') ?? email };
    },

    // The spec does not show these two bodies: {email, otp} and {email} (see docs/coverage/auth.md).
    verifyOtp: async (email: string, otp: string) =>
      messageOf(await post('/auth/verify-otp', { email, otp })),
    resendVerifyOtp: async (email: string) => messageOf(await post('/auth/send-verify-otp', { email })),

    forgotPassword: async (email: string) => messageOf(await post('/auth/forgot-password', { email })),
    verifyResetOtp: async (email: string, otp: string) =>
      messageOf(await post('/auth/verify-reset-otp', { email, otp })),
    resetPassword: async (email: string, password: string, otpNumber: string) =>
      messageOf(await post('/auth/reset-password', { email, password, otpNumber })),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
