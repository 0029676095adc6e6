import { useLayoutEffect, useState } from 'react';
import { type Store, useStoreContext } from 'react-admin';
import { WEEKLY_COLUMNS } from './weeklyColumns';

/**
 * Where the weekly grid keeps its sort and page: react-admin's store (localStorage `RaStore.…`
 * in the app, so a reload or another screen and back finds them; emptied by sign-out like the
 * rest of the store). One entry, react-admin's own list parameters, plus the sheet its page
 * belongs to.
 *
 * The sort is a way of reading the data and follows the admin from sheet to sheet. The page is
 * a place in one sheet: opening another sheet starts on page 1 (its page 3 holds other rows), and
 * a page the sheet no longer has (rows deleted meanwhile) falls back to page 1 (react-admin's
 * list controller does it when such a page comes back empty). Keeping one page per sheet would
 * add a store entry every week for pages nobody goes back to.
 */
export const WEEKLY_GRID_STORE_KEY = 'weeklyData.grid';

/** The spec: 100 rows a page (page index from 1), list_price ascending by default. */
export const WEEKLY_PER_PAGE = 100;
export const WEEKLY_DEFAULT_SORT = { field: 'list_price', order: 'ASC' } as const;

/** react-admin's list parameters as it stores them (useListParams), with the sheet of `page`. */
export interface WeeklyGridParams {
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
  filter: Record<string, never>;
  displayedFilters: Record<string, never>;
  sheetId: string;
}

const SORTABLE: ReadonlySet<string> = new Set(WEEKLY_COLUMNS.map((column) => column.field));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the grid of `sheetId` starts from, given what the store holds (anything: an older version
 * of the console, a hand edit): the stored sort when it names a column, else the spec's; the
 * stored page when it belongs to this sheet, else 1; always the spec's 100 rows a page (the host
 * pages by index only) and no filter of react-admin's own (the sheet is the list's fixed filter).
 */
export function settledParams(stored: unknown, sheetId: string): WeeklyGridParams {
  const kept = isObject(stored) ? stored : {};
  const sortKnown = typeof kept.sort === 'string' && SORTABLE.has(kept.sort);
  const page = kept.sheetId === sheetId && Number.isSafeInteger(kept.page) ? (kept.page as number) : 1;
  return {
    sort: sortKnown ? (kept.sort as string) : WEEKLY_DEFAULT_SORT.field,
    order: sortKnown && kept.order === 'DESC' ? 'DESC' : 'ASC',
    page: page >= 1 ? page : 1,
    perPage: WEEKLY_PER_PAGE,
    filter: {},
    displayedFilters: {},
    sheetId,
  };
}

const isSettled = (store: Store, sheetId: string) => {
  const stored: unknown = store.getItem(WEEKLY_GRID_STORE_KEY);
  const settled = settledParams(stored, sheetId);
  return (
    isObject(stored) &&
    (Object.keys(settled) as (keyof WeeklyGridParams)[]).every((key) =>
      isObject(settled[key])
        ? isObject(stored[key]) && Object.keys(stored[key]).length === 0
        : stored[key] === settled[key],
    )
  );
};

/**
 * true once the store holds the grid's parameters for `sheetId` (see settledParams). When it
 * does not (first visit, another sheet, a stale entry), they are written before the list mounts,
 * so its first request already asks for the right sort and page: one render of nothing, in a
 * layout effect, not painted. A returning visit renders the list at once.
 */
export function useWeeklyGridParams(sheetId: string): boolean {
  const store = useStoreContext();
  const [ready, setReady] = useState(() => isSettled(store, sheetId));
  useLayoutEffect(() => {
    if (ready) return;
    store.setItem(WEEKLY_GRID_STORE_KEY, settledParams(store.getItem(WEEKLY_GRID_STORE_KEY), sheetId));
    setReady(true);
  }, [ready, store, sheetId]);
  return ready;
}
