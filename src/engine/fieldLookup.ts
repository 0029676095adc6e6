import { valueAt } from './localValues';
import type { AnyResource, FieldDef, View } from './types';

/* How the generated views read a declaration: its fields per view, their labels, a record's name. */

export const fieldsIn = (resource: AnyResource, view: View): FieldDef<Record<string, unknown>>[] =>
  resource.fields.filter((field) => !field.in || field.in.includes(view)) as FieldDef<
    Record<string, unknown>
  >[];

export const fieldLabel = (resource: { name: string }, field: { source: string; label?: string }): string =>
  field.label ?? `resources.${resource.name}.fields.${field.source}`;

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
