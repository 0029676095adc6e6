import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Loading } from 'react-admin';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A screen whose code loads on demand; `preload()` starts (or joins) the load. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy for whole screens, without suspending. A lazy component that suspends shows its
 * Suspense fallback, and React then throttles the reveal of the loaded screen (its
 * FALLBACK_THROTTLE_MS), however early the code arrived: a first visit held every list on its
 * loading indicator, and its data call with it (see docs/performance.md). Here the screen
 * shows `fallback` and renders as soon as its module is there, in an ordinary update; once
 * loaded it renders at once.
 *
 * A failed load is thrown to the nearest error boundary (the layout's, with Retry); the next
 * mount tries again (React.lazy keeps a failure forever).
 */
export function lazyScreen<P extends object>(
  load: Loader<P>,
  fallback: ReactNode = <Loading />,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Screen = (props: P) => {
    // Set once the load settles: a re-render, with the error to throw if it failed.
    const [settled, settle] = useState<{ error?: unknown }>();
    // Whether the first render showed the fallback (the code was not there yet).
    const [waited] = useState(() => !loaded);
    useEffect(() => {
      if (!waited) return;
      // The code may have come between that render and this effect (a busy page runs effects
      // late): the fallback is on screen and nothing else would render the screen. So the
      // effect always waits for the load, settled or not, and renders once more.
      let live = true;
      preload().then(
        () => live && settle({}),
        (error: unknown) => live && settle({ error }),
      );
      return () => {
        live = false;
      };
    }, [waited]);
    if (settled && 'error' in settled) throw settled.error;
    if (!loaded) return <>{fallback}</>;
    const Component = loaded;
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload });
}
