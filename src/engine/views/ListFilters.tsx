import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  FilterLiveForm,
  NumberInput,
  SavedQueriesList,
  useDataProvider,
  useGetList,
  useListFilterContext,
} from 'react-admin';
import { DateInput } from '../../components/dates/DateInput';
import { useTranslate } from '../../i18n/useTranslate';
import { distinctValues } from '../distinctValues';
import { endpointsOf } from '../endpointCall';
import { fieldLabel } from '../fieldLookup';
import { useKnownValue } from '../knownValues';
import { activeFilterCount, filterKeys } from '../localFilter';
import { valueAt } from '../localValues';
import type { AnyResource, FilterDef, ViewProps } from '../types';
import { ChoiceFilter, Section } from './ChoiceFilter';

type Filter = FilterDef<Record<string, unknown>>;

/** Every record of a list (the provider holds a whole-array list already: no second request). */
const WHOLE = { pagination: { page: 1, perPage: 1_000_000 }, sort: { field: '', order: 'ASC' } } as const;
/**
 * No structural sharing of a whole list: react-query compared every record of the old and the new
 * array after each read (91 ms at 100,000 users, after every save and Refresh: npm run bench);
 * the choices are made again from the new array anyway.
 */
const WHOLE_OPTIONS = { structuralSharing: false } as const;

/** The filter's heading: its own key, else the label of the field it filters. */
export const filterLabel = (resource: AnyResource, filter: Filter): string => {
  if (filter.label) return filter.label;
  const field = resource.fields.find((candidate) => candidate.source === filter.source && candidate.label);
  return fieldLabel(resource, field ?? filter);
};

/** The known values' message-key prefix of a filter: its own, else its field's. */
const knownValuesOf = (resource: AnyResource, filter: Filter): string | undefined =>
  filter.values ?? resource.fields.find((field) => field.source === filter.source && field.values)?.values;

/**
 * The distinct values the list holds for a field, sorted, as choices. Worked out in slices from a
 * read of every record (the provider holds a whole-array list already: no second request; a list
 * the platform pages is read whole only when the admin opens the box). Only the values go into
 * react-query, under the resource's name so that a save and Refresh reach them: as a `useGetList`
 * of every record, react-admin's update copied the 100,000-row array after each save, and the
 * choices took a 56 ms task to work out (docs/performance.md).
 */
const DataChoices = ({ resource, filter }: { resource: AnyResource; filter: Filter }) => {
  const paged = endpointsOf(resource).list?.paging === 'server';
  const [wanted, setWanted] = useState(!paged);
  const dataProvider = useDataProvider();
  const { data, isPending } = useQuery({
    queryKey: [resource.name, 'filterValues', { source: filter.source }],
    queryFn: async ({ signal }) => {
      const { data: rows } = await dataProvider.getList(resource.name, { ...WHOLE, signal });
      return distinctValues(rows, filter.source, signal);
    },
    enabled: wanted,
  });
  const name = useKnownValue(knownValuesOf(resource, filter));
  const choices = useMemo(
    () =>
      (data ?? [])
        .map((value) => ({ id: value, name: name(value) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [data, name],
  );
  return (
    <ChoiceFilter
      source={filter.source}
      label={filterLabel(resource, filter)}
      choices={choices}
      fromData
      onOpen={paged ? () => setWanted(true) : undefined}
      loading={paged && wanted && isPending}
    />
  );
};

const ReferenceChoices = ({
  resource,
  filter,
  reference,
}: {
  resource: AnyResource;
  filter: Filter;
  reference: { resource: string; optionText: string };
}) => {
  const { data } = useGetList(reference.resource, WHOLE, WHOLE_OPTIONS);
  const name = useKnownValue(knownValuesOf(resource, filter));
  const choices = useMemo(
    () =>
      (data ?? []).map((record) => ({
        id: String(record.id),
        name: name(valueAt(record, reference.optionText) ?? record.id),
      })),
    [data, reference.optionText, name],
  );
  return (
    <ChoiceFilter source={filter.source} label={filterLabel(resource, filter)} choices={choices} fromData />
  );
};

/** From / to (or "before") inputs that set the filter as the admin types (debounced by react-admin). */
const RangeFilter = ({ resource, filter }: { resource: AnyResource; filter: Filter }) => {
  const translate = useTranslate();
  const label = filterLabel(resource, filter);
  const field = translate(label);
  const keys = filterKeys(filter);
  const date = filter.kind !== 'numberRange';
  const labels =
    filter.kind === 'before'
      ? [label]
      : [translate('app.filters.from', { field }), translate('app.filters.to', { field })];
  return (
    <Section label={label}>
      <FilterLiveForm>
        {keys.map((key, index) =>
          date ? (
            <DateInput key={key} source={key} label={labels[index]} helperText={false} />
          ) : (
            <NumberInput key={key} source={key} label={labels[index]} helperText={false} />
          ),
        )}
      </FilterLiveForm>
    </Section>
  );
};

const OneFilter = ({ resource, filter }: { resource: AnyResource; filter: Filter }) => {
  switch (filter.kind) {
    case 'boolean':
      return (
        <ChoiceFilter
          source={filter.source}
          label={filterLabel(resource, filter)}
          choices={[
            { id: 'true', name: 'app.filters.yes' },
            { id: 'false', name: 'app.filters.no' },
          ]}
        />
      );
    case 'select':
      return filter.choices ? (
        <ChoiceFilter
          source={filter.source}
          label={filterLabel(resource, filter)}
          choices={[...filter.choices]}
        />
      ) : (
        <DataChoices resource={resource} filter={filter} />
      );
    case 'reference':
      return <ReferenceChoices resource={resource} filter={filter} reference={filter.reference} />;
    default:
      return <RangeFilter resource={resource} filter={filter} />;
  }
};

const ClearFilters = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const declared = new Set((resource.list?.filters ?? []).flatMap((filter) => filterKeys(filter as Filter)));
  const kept = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !declared.has(key)));
  if (activeFilterCount(resource, filterValues) === 0) return null;
  return (
    <Button size="small" sx={{ mt: 2 }} onClick={() => setFilters(kept)}>
      {translate('app.filters.clear')}
    </Button>
  );
};

/** The filters and react-admin's saved queries, as one panel (loaded on demand: ./FilterEntry.tsx). */
export const FilterPanel = ({ resource }: ViewProps) => (
  <>
    <SavedQueriesList />
    {(resource.list?.filters ?? []).map((filter) => (
      <OneFilter key={`${filter.kind}:${filter.source}`} resource={resource} filter={filter as Filter} />
    ))}
    <ClearFilters resource={resource} />
  </>
);

export default FilterPanel;
