import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ActionMethods } from '../types';

type Method = (params: never) => Promise<{ data: unknown }>;

/**
 * Calls a named custom dataProvider method (`markRegistered`, `generateDescription`, ...) through
 * react-admin's provider (so 401 handling applies) and tracks whether it is in flight. Typed by
 * the app's actions (`useAppAction` of src/resources/dataProvider.ts binds them).
 */
export function useAction<Actions, K extends keyof Actions & string>(name: K) {
  type Run = Actions[K] extends Method ? Actions[K] : never;
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (params: Parameters<Run>[0]): Promise<Awaited<ReturnType<Run>>> => {
      setPending(true);
      try {
        // react-admin types a custom method as any; `Actions` declares what this one takes.
        const call: (params: Parameters<Run>[0]) => ReturnType<Run> = dataProvider[name];
        return await call(params);
      } finally {
        setPending(false);
      }
    },
    [dataProvider, name],
  );
  return { run, isPending };
}

/**
 * A resource's own typed action hook, made from its actions object alone (no import of the
 * registry, so a resource's components never import the list of resources):
 * `export const useStoreAction = actionHookFor<typeof storeActions>();`
 */
export const actionHookFor =
  <A>() =>
  <K extends keyof A & string>(name: K) =>
    useAction<ActionMethods<A>, K>(name);
