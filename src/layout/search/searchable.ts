import type { AnyResource } from '../../engine';
import { capabilities, endpointsOf, fieldLabel, listPath, recordName } from '../../engine';
import { type Row, valueAt } from '../../engine/localQuery';
import type { SearchFields } from './searchIndex';

/**
 * What the app bar search takes from a declaration with `globalSearch`: every resource in it
 * comes from there, none is named in this folder.
 */
export interface SearchSource {
  resource: AnyResource;
  name: string;
  fields: SearchFields;
  /** How long its fetched list is reused (the declaration's cacheMs, as the data provider does). */
  staleMs: number;
}

const DEFAULT_CACHE_MS = 30_000;

/**
 * The declarations the search covers: those with `globalSearch`, pages (a route) and a whole-array
 * list (a server-paged list cannot be searched in the browser). Sidebar order: the main group by
 * its order first, then the others, then those with no menu entry.
 */
export function searchSources(resources: readonly AnyResource[]): SearchSource[] {
  const rank = (resource: AnyResource) =>
    resource.menu ? (resource.menu.group === 'main' ? 0 : 1e6) + resource.menu.order : 2e6;
  return resources
    .filter((resource) => {
      const list = endpointsOf(resource).list;
      return Boolean(resource.globalSearch && resource.route && list && list.paging !== 'server');
    })
    .map((resource, position) => ({ resource, position }))
    .sort((a, b) => rank(a.resource) - rank(b.resource) || a.position - b.position)
    .map(({ resource }) => ({
      resource,
      name: resource.name,
      fields: {
        text: resource.globalSearch?.text ?? [],
        phone: resource.globalSearch?.phone ?? [],
      },
      staleMs: resource.cacheMs ?? DEFAULT_CACHE_MS,
    }));
}

const stringOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The record's name for the admin: its declared `recordRepresentation`, else its first searched field. */
export function representationOf(source: SearchSource, row: Row): string {
  return (
    recordName(source.resource, row) ||
    stringOf(valueAt(row, source.fields.text[0] ?? '')) ||
    `#${stringOf(row.id)}`
  );
}

/** The field's own label key (as its list or form shows it), or undefined for an undeclared source. */
export function labelKeyOf(source: SearchSource, field: string): string | undefined {
  const declared = source.resource.fields.find((item) => item.source === field);
  return declared ? fieldLabel(source.resource, declared) : undefined;
}

/**
 * Where Enter leads: the record's edit dialog (`<route>/<id>`, the URL the list's own edit
 * button opens) when the resource can be edited; otherwise its list searched for this record
 * (`?filter={"q":…}`), by the matched field when the list searches it, else by the first
 * searched field the list also searches, else by the record's name.
 */
export function targetOf(source: SearchSource, row: Row, matchedField: string): string {
  const base = listPath(source.resource);
  if (capabilities(source.resource).edit) return `${base}/${encodeURIComponent(stringOf(row.id))}`;
  const listed = (source.resource.list?.search ?? []) as readonly string[];
  const field = [matchedField, ...source.fields.text, ...source.fields.phone].find(
    (candidate) => listed.includes(candidate) && stringOf(valueAt(row, candidate)).trim() !== '',
  );
  const q = field ? stringOf(valueAt(row, field)).trim() : representationOf(source, row);
  return `${base}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
}
