export { authProvider } from './authProvider';
export { authRoutes, LoginPage } from './routes';
