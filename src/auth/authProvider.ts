import type { AuthProvider, UserIdentity } from 'react-admin';
import { clearAllCookies, getToken, setTokenCookie } from '../api/cookies';
import { endsSession, setUnauthorizedHandler } from '../api/http';
import { consoleKeys } from '../lib/consoleStorage';
import { clearAllDrafts } from '../lib/draftStore';
import { type AccountApi, createAccountApi, type Profile, type Registration } from './accountApi';
import { endSession, forgetEarlierSessions } from './endSession';
import { clearStoredUsername, getStoredUsername, sessionNeedsToken, storeUsername } from './session';
import { expireSession, takeReturnPath } from './sessionExpiry';
import { announceSession } from './sessionSync';

export interface AdminLoginParams {
  /** react-admin's own LoginForm sends `username`; ours sends `email` (either is accepted). */
  email?: string;
  username?: string;
  password: string;
  /** Keep the session across browser restarts (default true: the spec keeps it in localStorage). */
  remember?: boolean;
}

/** The account calls the auth screens make, beside react-admin's interface. */
export interface AccountMethods {
  register(values: Registration): Promise<{ message?: string; email: string }>;
  verifyOtp(params: { email: string; otp: string }): Promise<{ message?: string }>;
  resendVerifyOtp(params: { email: string }): Promise<{ message?: string }>;
  forgotPassword(params: { email: string }): Promise<{ message?: string }>;
  verifyResetOtp(params: { email: string; otp: string }): Promise<{ message?: string }>;
  resetPassword(params: {
    email: string;
    password: string;
    otpNumber: string;
  }): Promise<{ message?: string }>;
  /** POST /auth/login: keeps the access token in the `token` cookie; resolves with the user's role. */
  loginWithToken(params: { email: string; password: string }): Promise<{ role?: string; message?: string }>;
  /** GET /auth/me with the token cookie. */
  fetchProfile(signal?: AbortSignal): Promise<Profile>;
}

export type AppAuthProvider = AuthProvider & AccountMethods;

export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/DashboardHome';
export const AFTER_LOGOUT_PATH = '/';

export function createAuthProvider(api: AccountApi = createAccountApi()): AppAuthProvider {
  return {
    async login({ email, username, password, remember = true }: AdminLoginParams) {
      const login = (email ?? username ?? '').trim();
      const reply = await api.adminLogin({ email: login, password });
      const admin = reply.username || login;
      forgetEarlierSessions();
      storeUsername(admin, remember, Boolean(reply.token));
      // Remember me: the token outlives the browser session too (its own expiry, else 7 days).
      if (reply.token) setTokenCookie(reply.token, { remember, expires: reply.expires });
      announceSession({ type: 'signedIn', username: admin });
      // Back to where an expired session left off (its drafts are offered there).
      return { redirectTo: takeReturnPath(admin, clearAllDrafts) ?? AFTER_LOGIN_PATH };
    },

    async logout() {
      // react-admin also calls this when a check fails with no session: only a live one is announced.
      const username = getStoredUsername();
      clearAllCookies();
      clearStoredUsername();
      if (username) endSession();
      if (username) announceSession({ type: 'ended', reason: 'logout', username });
      // What the console keeps for itself goes too (lib/consoleStorage). The platform's own keys
      // stay (the weekly `csvsheet_id` and the scrap title keys, written by whatever runs the
      // scrape): the next admin to sign in on this browser still finds the sheet.
      for (const key of consoleKeys()) window.localStorage.removeItem(key);
      return AFTER_LOGOUT_PATH;
    },

    // Spec section 6: admin screens are gated only by the stored username.
    // And the token: a username kept without it (its cookie ended with the browser) is no
    // session. It goes, before any screen shows or any call is made that would be refused.
    async checkAuth() {
      if (!getStoredUsername() || (sessionNeedsToken() && !getToken())) {
        clearStoredUsername();
        throw { redirectTo: LOGIN_PATH, message: 'ra.auth.auth_check_error' };
      }
    },

    // A 401 has already ended the session in the API layer (sessionExpiry.ts). Throwing here
    // would make react-admin resolve the refused call with empty data: its success handler
    // would run ("user updated successfully" after a 401). So the error goes on as a failure.
    async checkError(error: { status?: number } | undefined) {
      // Only the platform API's 401 ends the session (a host sent no token cannot refuse it).
      if (endsSession(error)) expireSession();
    },

    async getIdentity(): Promise<UserIdentity> {
      const username = getStoredUsername();
      if (!username) throw new Error('ra.auth.auth_check_error');
      return { id: username, fullName: username };
    },

    // No getPermissions: the admin screens need no role (spec section 6: the stored username
    // gates them), and react-admin would otherwise call GET /auth/me on every load, before the
    // screen's own calls. The role is read where the spec reads it: the /home guard (RequireRole).

    register: (values) => api.register(values),
    verifyOtp: ({ email, otp }) => api.verifyOtp(email, otp),
    resendVerifyOtp: ({ email }) => api.resendVerifyOtp(email),
    forgotPassword: ({ email }) => api.forgotPassword(email),
    verifyResetOtp: ({ email, otp }) => api.verifyResetOtp(email, otp),
    resetPassword: ({ email, password, otpNumber }) => api.resetPassword(email, password, otpNumber),

    async loginWithToken(credentials) {
      const reply = await api.tokenLogin(credentials);
      setTokenCookie(reply.token);
      return { role: reply.role, message: reply.message };
    },

    fetchProfile: (signal) => api.fetchProfile(signal),
  };
}

export const authProvider = createAuthProvider();

// Every call of the app's HTTP client that meets a 401 ends the admin session (spec section 8).
setUnauthorizedHandler(expireSession);
