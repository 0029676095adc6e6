import { useEffect } from 'react';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { AnyResource, ViewProps } from '../types';

/**
 * Starts reading a resource's whole list (the engine's preloadList, providerLists.ts). A
 * failure is the list's to report: the engine keeps it for the list's first call.
 */
export function readListAhead(dataProvider: DataProvider, name: string): void {
  const preload = (dataProvider as { preloadList?: (name: string) => Promise<void> }).preloadList;
  preload?.(name).catch(() => undefined);
}

/**
 * Starts loading the code of a list's own row buttons (a declaration's `rowActions` made with
 * `lazyScreen`): their rows then need not wait for it, nor show without them. A button that is a
 * plain component has nothing to load.
 */
export function preloadRowActions(resource: AnyResource): void {
  for (const action of resource.list?.rowActions ?? []) {
    if (typeof action !== 'string')
      (action as { preload?: () => Promise<unknown> }).preload?.().catch(() => undefined);
  }
}

/**
 * A resource's records (and its own row buttons' code) are asked for when its page mounts, while
 * the list's code is still on its way: on a first visit the call and the code load side by side
 * instead of one after the other.
 * The list's first getList joins the call, or reports its failure (the engine's preloadList,
 * providerLists.ts). Rendered inside <Authenticated>: only a signed-in admin's visit asks.
 */
export const PreloadList = ({ resource }: ViewProps) => {
  const dataProvider = useDataProvider();
  useEffect(() => readListAhead(dataProvider, resource.name), [dataProvider, resource.name]);
  useEffect(() => preloadRowActions(resource), [resource]);
  return null;
};

// Set when the page load opens a generated resource list, taken by that list (FirstRows): set
// in the boot chunk, with the read ahead, and read by the list's chunk.
let coldList = false;

/** The page load opens a generated resource list (preloadResourcePage): its first records come in slices. */
export const expectColdList = () => {
  coldList = true;
};

/** True once, for the list the page load opened. */
export const takeColdList = () => {
  const cold = coldList;
  coldList = false;
  return cold;
};
