import { Login } from 'react-admin';
import { Route } from 'react-router-dom';

/** Account screens, rendered without the layout. */
export const authRoutes = [<Route key="root" path="/" element={<Login />} />];
export const LoginPage = Login;
