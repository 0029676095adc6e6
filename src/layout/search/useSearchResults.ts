import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { resources } from '../../resources/registry';
import { type SearchSource, searchSources } from './searchable';
import { type GroupResult, type Hit, needleOf, searchIndex } from './searchIndex';
import { useSearchLists } from './useSearchLists';

/** The declarations with `globalSearch`, in sidebar order. */
export const SOURCES = searchSources(resources);
/** Rows shown per resource. */
export const PER_GROUP = 5;

/** One result: a record of a resource, with the field it matched on. `id` is its element's. */
export interface Option {
  id: string;
  source: SearchSource;
  hit: Hit;
}

/** A resource's results: its best few, and how many match in all. */
export interface Group {
  source: SearchSource;
  result: GroupResult;
  options: Option[];
}

type E164Of = (typed: string) => string | undefined;

/**
 * The phone library (libphonenumber's metadata, shared with the phone input's chunk) loads beside
 * the dialog rather than before it: until it is there, a number is matched by its digits.
 */
function usePhoneLibrary(): E164Of | undefined {
  const [e164Of, setE164Of] = useState<E164Of>();
  useEffect(() => {
    let alive = true;
    import('./phoneNeedle').then(
      (module) => alive && setE164Of(() => module.e164Of),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return e164Of;
}

/**
 * The search's results for `query`, grouped by resource in sidebar order (no group for a resource
 * with no match), with the lists still loading and those that failed. The options' ids start
 * with `baseId`.
 */
export function useSearchResults(query: string, baseId: string) {
  const lists = useSearchLists(SOURCES);
  // Typing stays immediate; the results follow in a render React may interrupt for the next key.
  const typed = useDeferredValue(query);
  const e164Of = usePhoneLibrary();
  const needle = useMemo(() => needleOf(typed, e164Of), [typed, e164Of]);

  const groups = useMemo((): Group[] => {
    if (!needle) return [];
    const found: Group[] = [];
    for (const list of lists) {
      if (list.status !== 'ready') continue;
      const result = searchIndex(list.index, needle, PER_GROUP);
      if (result.total === 0) continue;
      const options = result.hits.map((hit, at) => ({
        id: `${baseId}-${found.length}-${at}`,
        source: list.source,
        hit,
      }));
      found.push({ source: list.source, result, options });
    }
    return found;
  }, [needle, lists, baseId]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  return {
    typed,
    needle,
    groups,
    options,
    loading: lists.filter((list) => list.status === 'loading').length,
    failed: lists.filter((list) => list.status === 'failed'),
    total: groups.reduce((sum, group) => sum + group.result.total, 0),
  };
}
