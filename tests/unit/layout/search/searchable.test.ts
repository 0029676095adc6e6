import { describe, expect, it } from 'vitest';
import { type AnyResource, arrayAt } from '../../../../src/engine';
import { representationOf, searchSources, targetOf } from '../../../../src/layout/search/searchable';
import { resources } from '../../../../src/resources/registry';

/** A declaration of the shape the engine takes (defineResource only types it). */
const declare = (extra: Partial<AnyResource>): AnyResource => ({
  name: 'things',
  route: '/Things',
  endpoints: { list: { path: '/things', read: arrayAt('data') } },
  fields: [{ source: 'name', kind: 'text' }],
  globalSearch: { text: ['name', 'code'] },
  ...extra,
});

describe('what the search covers, from the declarations', () => {
  it('the declarations with globalSearch, in sidebar order', () => {
    expect(searchSources(resources).map((source) => source.name)).toEqual([
      'users',
      'stores',
      'coupons',
      'agents',
    ]);
  });

  it('leaves out a declaration without pages or with a server-paged list', () => {
    expect(searchSources([declare({})]).map((source) => source.name)).toEqual(['things']);
    expect(searchSources([declare({ route: undefined })])).toEqual([]);
    expect(
      searchSources([
        declare({
          endpoints: { list: { paging: 'server', path: '/things', read: () => ({ data: [] }) } },
        }),
      ]),
    ).toEqual([]);
  });

  it('names a record by its recordRepresentation, a function, or its first searched field', () => {
    const row = { id: 'x/1', name: 'Widget', code: 'W-1' };
    expect(representationOf(searchSources([declare({ recordRepresentation: 'code' })])[0]!, row)).toBe('W-1');
    expect(
      representationOf(
        searchSources([declare({ recordRepresentation: (record) => `${record.name} (${record.code})` })])[0]!,
        row,
      ),
    ).toBe('Widget (W-1)');
    expect(representationOf(searchSources([declare({})])[0]!, row)).toBe('Widget');
  });

  it('Enter leads to the edit dialog when there is one, else to the list searched for the record', () => {
    const row = { id: 'x/1', name: 'Widget', code: 'W-1' };
    const editable = searchSources([
      declare({
        endpoints: { list: { path: '/things', read: arrayAt('data') }, update: { path: '/things/u' } },
      }),
    ])[0]!;
    expect(targetOf(editable, row, 'name')).toBe('/Things/x%2F1');
    const listed = searchSources([declare({ list: { search: ['code'] } })])[0]!;
    const filter = (q: string) => `/Things?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
    // The matched field is not searched by the list: the first searched field it does search.
    expect(targetOf(listed, row, 'name')).toBe(filter('W-1'));
    expect(targetOf(searchSources([declare({})])[0]!, row, 'code')).toBe(filter('Widget'));
  });
});
