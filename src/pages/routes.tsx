import { type ComponentType, Suspense } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { PageDef } from '../schema';
import * as declared from './declared';

/** The custom pages of `./declared.ts`. */
export const pages: readonly PageDef[] = Object.values(declared);

/** The spec gates every admin screen on the stored username: react-admin's checkAuth → /login. */
export const guarded = (Page: ComponentType) => (
  <Authenticated loading={<Loading />}>
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  </Authenticated>
);

/** The pages' routes, inside the layout; spec routes are exact (case included). */
export const pageRoutes = pages.map((page) => (
  <Route caseSensitive key={page.name} path={page.route} element={guarded(page.component)} />
));
