import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';

/**
 * Calls a named custom dataProvider method (`markRegistered`, `generateDescription`, ...) through
 * react-admin's provider (so 401 handling applies) and tracks whether it is in flight.
 */
export function useAction<P, R>(method: string) {
  const dataProvider = useDataProvider();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (params: P): Promise<{ data: R }> => {
      setPending(true);
      try {
        const call = dataProvider[method] as (params: P) => Promise<{ data: R }>;
        return await call(params);
      } finally {
        setPending(false);
      }
    },
    [dataProvider, method],
  );
  return { run, isPending };
}
