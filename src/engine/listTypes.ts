import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import type { FormValues } from './endpointTypes';
import type { SourceOf } from './fieldTypes';

/* Lists and forms: row actions, filters, bulk actions, search, form options, view overrides. */

/** Row actions of generated lists: the built-in edit / delete, or a resource's own button. */
export type RowAction = 'edit' | 'delete' | ComponentType;

/**
 * A filter of a list: in react-admin's filter sidebar on desktop, behind a Filters button on
 * phones, kept in the URL (bookmarkable) and in saved queries. The local engine evaluates it on
 * whole-array lists (src/engine/localFilter.ts): `select`/`boolean`/`reference` set
 * `<source>`; ranges set `<source>_gte` / `<source>_lte`; `before` sets `<source>_lte`.
 * `label` is an i18n key (default: the field's label).
 */
export type FilterDef<T> = {
  /** A field, or a path into it ('flagContent.flagMsg': any item of an array matches). */
  source: SourceOf<T> | `${SourceOf<T>}.${string}`;
  label?: string;
  /** The known values' message-key prefix (see FieldDef `values`); else the field's own. */
  values?: string;
} & (
  | /** Fixed choices (names are i18n keys), or with none the distinct values the list holds. */
  { kind: 'select'; choices?: readonly { id: string; name: string }[] }
  | { kind: 'boolean' }
  | { kind: 'numberRange' | 'dateRange' }
  | { kind: 'before' }
  | { kind: 'reference'; reference: { resource: string; optionText: string } }
);

/** What a bulk action's call receives. */
export interface BulkCall<T> {
  record: T;
  /** The value the admin chose first (`choose`), e.g. the new status. */
  value?: string;
  dataProvider: DataProvider;
  resource: string;
}

/**
 * An action on a list's selection (`list.bulkActions`). The engine runs `run` a few records at a
 * time, goes on past failures, and ends with one report ("48 done, 2 failed", each failure named
 * with the server's message); the failed records stay selected for a retry.
 */
export interface BulkActionDef<T> {
  /** Unique in the resource; the button's text is `resources.<resource>.bulk.<name>`. */
  name: string;
  icon?: ComponentType;
  /** One record's call: resolves when the server confirmed it, throws with its message if not. */
  run: (call: BulkCall<T>) => Promise<unknown>;
  /** Records it does not apply to are left out and counted as skipped (e.g. already registered). */
  appliesTo?: (record: T) => boolean;
  /** A value the admin picks before it runs (choice names are i18n keys). */
  choose?: { label: string; choices: readonly { id: string; name: string }[] };
}

export interface ListOptions<T> {
  sort?: { field: SourceOf<T> | 'id'; order: 'ASC' | 'DESC' };
  /** Sources searched by the `q` search box. */
  search?: readonly SourceOf<T>[];
  perPage?: number;
  /** A `#` column numbering rows across pages. */
  rowNumbers?: boolean;
  /** Default: edit and delete where the endpoints exist. */
  rowActions?: readonly RowAction[];
  /** The actions column's header key (the spec writes "Actions" or "Action"). */
  actionsLabel?: string;
  /** Sources shown in the compact list on phones (default: the first three columns). */
  compact?: readonly SourceOf<T>[];
  /** The list's filters (see FilterDef). */
  filters?: readonly FilterDef<T>[];
  /** Actions on the selection; `'delete'` is the built-in bulk delete (default: it, when deletable). */
  bulkActions?: readonly (BulkActionDef<T> | 'delete')[];
}

/**
 * The resource in the app bar's search (Ctrl/⌘+K): the text fields matched (name, e-mail,
 * reference id…) and the phone fields, compared in E.164 whatever way they are typed.
 */
export interface GlobalSearch<T> {
  text: readonly SourceOf<T>[];
  phone?: readonly SourceOf<T>[];
}

export interface FormOptions<T> {
  /** Record from the list → form values (e.g. country code + digits → E.164 phone). */
  toForm?(record: T): FormValues;
  /** Initial values of the create form. */
  defaults?(): FormValues;
}
