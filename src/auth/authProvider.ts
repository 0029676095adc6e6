import type { AuthProvider } from 'react-admin';
import { http } from '../api/http';
import { ensureOk } from '../api/envelope';
import { clearAllCookies } from '../api/cookies';

const USERNAME_KEY = 'username';

/** Minimal admin session (grows in the authentication issue). */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    const { json } = await http.request('/auth/adminlogin', { body: { email: email ?? username, password } });
    ensureOk(json, 'status', [1], 'ra.auth.sign_in_error');
    window.localStorage.setItem(USERNAME_KEY, String(email ?? username));
    return { redirectTo: '/DashboardHome' };
  },
  async logout() {
    window.localStorage.removeItem(USERNAME_KEY);
    clearAllCookies();
    return '/';
  },
  async checkAuth() {
    if (!window.localStorage.getItem(USERNAME_KEY)) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw error;
  },
  async getIdentity() {
    const name = window.localStorage.getItem(USERNAME_KEY) ?? '';
    return { id: name, fullName: name };
  },
  async getPermissions() {
    return undefined;
  },
};
