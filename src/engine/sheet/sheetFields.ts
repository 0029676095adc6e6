import { endpointsOf } from '../endpointCall';
import { fieldsIn } from '../fieldLookup';
import type { AnyResource, FieldDef, FieldKind } from '../types';

/* Which of a declaration's fields a spreadsheet round trip carries: read from the declaration alone. */

export type SheetField = Pick<
  FieldDef<Record<string, unknown>>,
  'source' | 'kind' | 'rules' | 'values' | 'known' | 'choices' | 'display' | 'label'
>;

/** Kinds a cell holds as text and reads back: not files, addresses with coordinates, references. */
const SHEET_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'email',
  'phone',
  'url',
  'number',
  'date',
  'boolean',
  'select',
]);

/** The fields the admin may edit in the edit form (not read-only), one per source, in form order. */
export function sheetFields(resource: AnyResource): SheetField[] {
  const seen = new Set<string>();
  const fields: SheetField[] = [];
  for (const field of fieldsIn(resource, 'edit')) {
    if (field.readOnly || !SHEET_KINDS.has(field.kind) || seen.has(field.source)) continue;
    seen.add(field.source);
    const { source, kind, rules, values, known, choices, display, label } = field;
    fields.push({ source, kind, rules, values, known, choices, display, label });
  }
  return fields;
}

/** Whether a resource can be edited in a spreadsheet: it has an update call and editable fields. */
export const canEditInSheet = (resource: AnyResource): boolean =>
  Boolean(endpointsOf(resource).update) && sheetFields(resource).length > 0;

/** The journal's action of an import: its batch reads "Import changes". */
export const SHEET_IMPORT = 'sheetImport';
