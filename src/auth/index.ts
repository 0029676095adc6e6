export type { AppAuthProvider } from './authProvider';
export { authProvider, createAuthProvider } from './authProvider';
export { OtpInput } from './OtpInput';
export { RequireRole } from './RequireRole';
export { authRoutes, LoginPage } from './routes';
export { getStoredUsername, isAdminLoggedIn } from './session';
