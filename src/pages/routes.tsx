import type { ComponentType } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { PageDef } from '../engine';
import * as declared from './declaredPages';

/** The custom pages of `./declaredPages.ts`. */
export const pages: readonly PageDef[] = Object.values(declared);

/**
 * The spec gates every admin screen on the stored username: react-admin's checkAuth → /login.
 * A page that suspends (React.lazy) shows the layout's own Suspense fallback, the same <Loading />.
 */
export const guarded = (Page: ComponentType) => (
  <Authenticated loading={<Loading />}>
    <Page />
  </Authenticated>
);

/** The pages' routes, inside the layout; spec routes are exact (case included). */
export const pageRoutes = pages.map((page) => (
  <Route caseSensitive key={page.name} path={page.route} element={guarded(page.component)} />
));
