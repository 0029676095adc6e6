import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DataProvider, type GetListResult, useDataProvider } from 'react-admin';
import type { Row } from '../../engine/localQuery';
import type { SearchSource } from './searchable';
import { buildIndexInSlices, type SearchIndex } from './searchIndex';

/**
 * The whole list, under the resource's name but not under react-admin's `getList` keys: its
 * pessimistic update copies every `[resource, 'getList', …]` entry to put a saved record in, and
 * at 100,000 records that copy was a long task after each save once the search had been opened.
 * A save's `refresh()` (and Refresh) marks this entry stale, so the next search reads it again.
 * With no pagination the data provider answers with its cached whole array (fetched once if it
 * holds none).
 */
export const WHOLE_LIST = { filter: {}, meta: { wholeList: true } } as const;
export const searchListKey = (name: string) => [name, 'searchList', WHOLE_LIST] as const;

export type ListState =
  | { source: SearchSource; status: 'loading' }
  | { source: SearchSource; status: 'ready'; index: SearchIndex }
  | { source: SearchSource; status: 'failed' };

/** One index per fetched array (and its fields): reopening the search reuses it. */
const built = new WeakMap<readonly Row[], Map<SearchSource['fields'], Promise<SearchIndex>>>();
const done = new WeakMap<Promise<SearchIndex>, SearchIndex>();

function indexFor(rows: readonly Row[], source: SearchSource): Promise<SearchIndex> {
  let byFields = built.get(rows);
  if (!byFields) {
    byFields = new Map();
    built.set(rows, byFields);
  }
  let pending = byFields.get(source.fields);
  if (!pending) {
    const building = buildIndexInSlices(rows, source.fields);
    void building.then((index) => done.set(building, index));
    byFields.set(source.fields, building);
    pending = building;
  }
  return pending;
}

const cachedRows = (client: QueryClient, source: SearchSource) =>
  client.getQueryData<GetListResult<Row & { id: string | number }>>(searchListKey(source.name))?.data;

function readyNow(client: QueryClient, source: SearchSource): ListState {
  const rows = cachedRows(client, source);
  const pending = rows ? built.get(rows)?.get(source.fields) : undefined;
  const index = pending ? done.get(pending) : undefined;
  return index ? { source, status: 'ready', index } : { source, status: 'loading' };
}

function fetchList(client: QueryClient, dataProvider: DataProvider, source: SearchSource) {
  return client.fetchQuery({
    queryKey: searchListKey(source.name),
    queryFn: ({ signal }) => dataProvider.getList(source.name, { ...WHOLE_LIST, signal }),
    staleTime: source.staleMs,
    // 100,000 rows: comparing a refetch with the previous array deeply would cost a long task.
    structuralSharing: false,
  });
}

/**
 * The searched lists while the search is open: each fetched through the data provider (or read
 * from react-query's cache while fresh), then indexed in slices. A list already indexed is ready
 * at the first render; one that fails is reported and left out.
 */
export function useSearchLists(sources: readonly SearchSource[]): ListState[] {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const [states, setStates] = useState<ListState[]>(() => sources.map((source) => readyNow(client, source)));
  useEffect(() => {
    let alive = true;
    const settle = (position: number, state: ListState) => {
      if (!alive) return;
      setStates((current) => current.map((item, at) => (at === position ? state : item)));
    };
    sources.forEach((source, position) => {
      fetchList(client, dataProvider, source)
        .then((result) => indexFor(result.data as Row[], source))
        .then(
          (index) => settle(position, { source, status: 'ready', index }),
          () => settle(position, { source, status: 'failed' }),
        );
    });
    return () => {
      alive = false;
    };
  }, [client, dataProvider, sources]);
  return states;
}
