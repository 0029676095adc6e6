import { useCallback, useEffect, useRef, useState } from 'react';
import { type DataProvider, useDataProvider } from 'react-admin';
import type { CsvPreview } from './csvFile';
import type { CheckedRow, Reconciliation, StoreLike } from './reconcile';

/** The whole stores list the console holds (the provider pages a whole array in the browser). */
export async function fetchAllStores(dataProvider: DataProvider): Promise<StoreLike[]> {
  const { data } = await dataProvider.getList<StoreLike & { id: string }>('stores', {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: '', order: 'ASC' },
    filter: {},
  });
  return data;
}

export interface ReconciliationState {
  /** `failed`: the check itself could not run (its code did not load); the file goes out whole. */
  status: 'idle' | 'checking' | 'ready' | 'failed';
  result?: Reconciliation;
  /** The stores list when the rows were checked; undefined when it could not be read. */
  before?: StoreLike[];
  /** Row numbers the admin keeps in the import. */
  included: ReadonlySet<number>;
}

const IDLE: ReconciliationState = { status: 'idle', included: new Set() };
const CHECKING: ReconciliationState = { status: 'checking', included: new Set() };

/**
 * Checks the chosen file's rows against the stores list (read when the check runs) and against
 * each other; holds which rows the admin includes. A failed list read still checks the rows
 * together, and says so.
 */
export function useReconciliation(preview: CsvPreview | undefined) {
  const dataProvider = useDataProvider();
  const provider = useRef(dataProvider);
  provider.current = dataProvider;
  // Each state names the preview it belongs to: a newer file is never sent with an older check.
  const [state, setState] = useState<ReconciliationState & { of?: CsvPreview }>(IDLE);
  // A check of a file the admin has since replaced must not overwrite the newer one.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    if (!preview) {
      setState(IDLE);
      return;
    }
    setState({ ...CHECKING, of: preview });
    void (async () => {
      const before = await fetchAllStores(provider.current).catch(() => undefined);
      try {
        const { reconcileRows, includedByDefault } = await import('./reconcile');
        const result = reconcileRows(preview, before);
        if (mine === generation.current)
          setState({
            status: 'ready',
            result,
            before,
            included: includedByDefault(result.rows),
            of: preview,
          });
      } catch {
        if (mine === generation.current)
          setState({ status: 'failed', before, included: new Set(), of: preview });
      }
    })();
  }, [preview]);

  const setIncluded = useCallback((rows: readonly number[], include: boolean) => {
    setState((s) => {
      const included = new Set(s.included);
      for (const row of rows) {
        if (include) included.add(row);
        else included.delete(row);
      }
      return { ...s, included };
    });
  }, []);

  const toggle = useCallback(
    (row: number) =>
      setState((s) => {
        const included = new Set(s.included);
        if (!included.delete(row)) included.add(row);
        return { ...s, included };
      }),
    [],
  );

  const current: ReconciliationState = !preview ? IDLE : state.of === preview ? state : CHECKING;
  return { ...current, setIncluded, toggle };
}

export type ReconciliationControl = ReturnType<typeof useReconciliation>;

/** The rows that go out, in file order. */
export const keptRows = (rows: readonly CheckedRow[], included: ReadonlySet<number>) =>
  rows.filter((row) => included.has(row.row));
