import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AnyResource } from '../types';

/**
 * A resource's records are asked for when its page mounts, while the list's code is still on its
 * way: on a first visit the call and the code load side by side instead of one after the other.
 * The list's first getList joins the call (the engine's cache, buildDataProvider.ts).
 */
export function usePreloadedList(resource: AnyResource): void {
  const dataProvider = useDataProvider();
  useEffect(() => {
    const preload = (dataProvider as { preloadList?: (name: string) => Promise<void> }).preloadList;
    // A failure is the list's to report (its own call is made, and fails, in the usual way).
    preload?.(resource.name).catch(() => undefined);
  }, [dataProvider, resource.name]);
}
