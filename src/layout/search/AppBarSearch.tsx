import { lazy, Suspense } from 'react';

// The button, its shortcut and its tooltip come in their own small chunk once the layout shows:
// the login page's first load holds only this line (tests/e2e/first-load.e2e.ts).
const SearchButton = lazy(() => import('./SearchButton'));

/** The app bar's search (Ctrl/⌘+K); its place is kept while it loads, so nothing moves. */
export const AppBarSearch = () => (
  <Suspense fallback={<span style={{ display: 'inline-block', width: 40 }} />}>
    <SearchButton />
  </Suspense>
);
