import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { ViewProps } from '../types';

/**
 * A resource's records are asked for when its page mounts, while the list's code is still on its
 * way: on a first visit the call and the code load side by side instead of one after the other.
 * The list's first getList joins the call, or reports its failure (the engine's preloadList,
 * buildDataProvider.ts). Rendered inside <Authenticated>: only a signed-in admin's visit asks.
 */
export const PreloadList = ({ resource }: ViewProps) => {
  const dataProvider = useDataProvider();
  useEffect(() => {
    const preload = (dataProvider as { preloadList?: (name: string) => Promise<void> }).preloadList;
    // A failure is the list's to report (the engine keeps it for the list's first call).
    preload?.(resource.name).catch(() => undefined);
  }, [dataProvider, resource.name]);
  return null;
};
