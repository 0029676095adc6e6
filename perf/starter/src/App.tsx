import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { authProvider } from './authProvider';

// By default port 9 (discard) on loopback: nothing answers, so data requests fail fast and the
// baseline measures the shell (login page). Built with VITE_API_URL=/api it reads a simple-rest
// API (the logged-in list comparison serves one next to the files).
const dataProvider = simpleRestProvider(import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:9/api');

export const App = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="users" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
    <Resource name="stores" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
    <Resource name="coupons" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
  </Admin>
);
