import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';

// The button, its shortcut and its tooltip come in their own small chunk once the screen has
// painted: the login page's first load holds only these lines (tests/e2e/first-load.e2e.ts), and
// a screen's own code and data go first.
const SearchButton = lazy(() => import('./SearchButton'));

/** The app bar's search (Ctrl/⌘+K); its place is kept while it loads, so nothing moves. */
export const AppBarSearch = () => {
  const ready = useAfterFirstPaint();
  const place = <span style={{ display: 'inline-block', width: 40 }} />;
  if (!ready) return place;
  return (
    <Suspense fallback={place}>
      <SearchButton />
    </Suspense>
  );
};
