import type { AnyResource, FilterDef } from '../types';

type Filter = FilterDef<Record<string, unknown>>;

/** The filter keys a declared filter writes (`status`, `discount_gte`, …). */
export function filterKeys(filter: Filter): string[] {
  switch (filter.kind) {
    case 'numberRange':
    case 'dateRange':
      return [`${filter.source}_gte`, `${filter.source}_lte`];
    case 'before':
      return [`${filter.source}_lt`];
    default:
      return [filter.source];
  }
}

/** How many declared filters are set now (the phone's Filters button shows it). */
export function activeFilterCount(resource: AnyResource, values: Record<string, unknown>): number {
  return (resource.list?.filters ?? []).filter((filter) =>
    filterKeys(filter as Filter).some((key) => values[key] !== undefined && values[key] !== ''),
  ).length;
}
