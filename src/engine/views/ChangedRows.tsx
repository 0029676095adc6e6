import { Alert, alpha, Box, type Theme } from '@mui/material';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type RaRecord, useListContext } from 'react-admin';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useTranslate } from '../../i18n/useTranslate';
import type { Truncated } from '../providerLists';

/** How long a changed row stays marked after a refresh. */
const MARK_MS = 5_000;
const NONE: ReadonlySet<string> = new Set();

const ChangedRowsContext = createContext<ReadonlySet<string>>(NONE);

/** The ids of the rows a refresh found changed (marked for a few seconds). */
export const useChangedRows = () => useContext(ChangedRowsContext);

/** A changed row's mark: a quiet tint that fades. */
export const changedRowSx = {
  backgroundColor: (theme: Theme) => alpha(theme.palette.info.main, 0.14),
  transition: 'background-color 1s ease-out',
} as const;

/**
 * Inside a list: when the same page is read again (Refresh, a save, the window regaining focus),
 * the rows whose values differ from what the admin last saw are marked for a few seconds, and
 * screen readers hear how many changed. A new page, sort or filter is a new look, not a change.
 */
export const ChangedRows = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { data, page, perPage, sort, filterValues } = useListContext();
  const [changed, setChanged] = useState<ReadonlySet<string>>(NONE);
  const last = useRef<{ key: string; rows: Map<string, string> }>(undefined);

  useEffect(() => {
    if (!data) return;
    const key = JSON.stringify([page, perPage, sort, filterValues]);
    const rows = new Map(data.map((row: RaRecord) => [String(row.id), JSON.stringify(row)]));
    const before = last.current;
    last.current = { key, rows };
    if (!before || before.key !== key) return;
    const ids = [...rows].filter(([id, seen]) => before.rows.has(id) && before.rows.get(id) !== seen);
    // Marking re-renders every row: in slices (a transition), not one blocking task.
    if (ids.length > 0) startTransition(() => setChanged(new Set(ids.map(([id]) => id))));
  }, [data, page, perPage, sort, filterValues]);

  useEffect(() => {
    if (changed.size === 0) return;
    const timer = setTimeout(() => startTransition(() => setChanged(NONE)), MARK_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  return (
    <ChangedRowsContext.Provider value={changed}>
      <Box role="status" aria-live="polite" style={visuallyHidden}>
        {changed.size > 0 ? translate('app.stale.changed_rows', { smart_count: changed.size }) : ''}
      </Box>
      {children}
    </ChangedRowsContext.Provider>
  );
};

/** A list that stopped at a limit says so, never silently ("showing the first 20,000 of …"). */
export const TruncatedNotice = () => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const truncated = (meta as { truncated?: Truncated } | undefined)?.truncated;
  if (!truncated) return null;
  const shown = truncated.shown.toLocaleString();
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      {truncated.total === undefined
        ? translate('app.stale.truncated_unknown', { shown })
        : translate('app.stale.truncated', { shown, total: truncated.total.toLocaleString() })}
    </Alert>
  );
};
