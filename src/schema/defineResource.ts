import { HttpError } from 'react-admin';
import { type Json, readArray } from '../api/envelope';
import { valueAt } from './localValues';
import type {
  ActionDef,
  AnyAction,
  AnyResource,
  DeclaredResource,
  FieldDef,
  PageDef,
  ResourceDef,
  TypedAction,
  View,
} from './types';

/** The record type of a declaration, as a value: `record: recordOf<Promotion>()`. */
export type RecordType<T> = (record: T) => void;
export const recordOf =
  <T>(): RecordType<T> =>
  () =>
    undefined;

/**
 * Declares one resource. `record: recordOf<T>()` names the record type: every `source` is
 * checked against it by the compiler, and the declaration's actions keep their signatures, so
 * `dataProvider.<action>(params)` is typed from here (src/resources/dataProvider.ts) with
 * nothing written twice. The engine sees the declaration with those types erased.
 */
export function defineResource<T, A extends Record<string, AnyAction> = Record<never, never>>(
  definition: ResourceDef<NoInfer<T>> & { record?: RecordType<T>; actions?: A },
): DeclaredResource<A> {
  return definition as unknown as DeclaredResource<A>;
}

/** Declares a custom page (a screen that is not a resource's list): route, menu entry, component. */
export const definePage = (page: PageDef): PageDef => page;

/** Declares a custom dataProvider method; its params and result types travel with it. */
export const defineAction = <P, R>(action: ActionDef<P, R>): TypedAction<P, R> => action;

export const fieldsIn = (resource: AnyResource, view: View): FieldDef<Record<string, unknown>>[] =>
  resource.fields.filter((field) => !field.in || field.in.includes(view)) as FieldDef<
    Record<string, unknown>
  >[];

export const fieldLabel = (resource: { name: string }, field: { source: string; label?: string }): string =>
  field.label ?? `resources.${resource.name}.fields.${field.source}`;

/** react-admin file inputs hold `{ rawFile, src, title }`; plain Files are accepted too. */
export function fileOf(value: unknown): File | undefined {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (typeof value === 'object' && value !== null && 'rawFile' in value) {
    const raw = (value as { rawFile: unknown }).rawFile;
    if (typeof File !== 'undefined' && raw instanceof File) return raw;
  }
  return undefined;
}

/**
 * Multipart body from named values: Files (or react-admin file values) as file parts, other
 * values as text; undefined and null are left out so optional files are simply absent.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const file = fileOf(value);
    if (file) form.append(name, file, file.name);
    else if (typeof value === 'object' && 'rawFile' in value) continue;
    else form.append(name, String(value));
  }
  return form;
}

/** Reader for a whole-array list reply: the array at `path` (in the body or under `data`). */
export const arrayAt = (path: string) =>
  Object.assign((body: Json): unknown[] => readArray(body, path), { reads: path });

/** Text fields of a form as trimmed strings ('' when absent). */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The record id as a path segment. */
export const idSegment = (id: unknown): string => encodeURIComponent(String(id));

export const unsupported = (resource: string, operation: string) =>
  new HttpError('app.schema.errors.unsupported', 405, { resource, operation });

/**
 * How the admin knows a record (its declared `recordRepresentation`: a field or a function), for
 * delete confirmations and bulk reports; '' when the declaration names none.
 */
export function recordName(resource: AnyResource, record: Record<string, unknown> | undefined): string {
  const named = resource.recordRepresentation;
  if (!record || !named) return '';
  const value = typeof named === 'function' ? named(record as never) : valueAt(record, named);
  // Only a text or a number names a record (an object the server sent in its place does not).
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
