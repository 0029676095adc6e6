import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { authProvider } from './authProvider';
import { RowsShown } from './RowsShown';

// A simple-rest API at /api on the page's own origin: `measure-web.mjs --rest-api FILE` serves one
// next to the files (`npm run perf` fills it with the platform server's seeded records). Without
// it, /api answers index.html and a list shows an error; the login page calls no data.
const dataProvider = simpleRestProvider(import.meta.env.VITE_API_URL ?? '/api');

// The template's ListGuesser, with the "rows visible" mark the console sets (./RowsShown.tsx) in
// its list context (ListView's aside slot: renders nothing).
const List = () => <ListGuesser aside={<RowsShown />} />;

export const App = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="users" list={List} edit={EditGuesser} show={ShowGuesser} />
    <Resource name="stores" list={List} edit={EditGuesser} show={ShowGuesser} />
    <Resource name="coupons" list={List} edit={EditGuesser} show={ShowGuesser} />
  </Admin>
);
