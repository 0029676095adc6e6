import type { CompareAs } from '../merge';
import type { SheetField } from './sheetFields';

/** How a field's values compare, as the stale-write guard compares them (providerVerbs). */
export const compareAsKind = (field: Pick<SheetField, 'kind' | 'display'>): CompareAs =>
  field.kind === 'phone' || field.display === 'phone'
    ? 'phone'
    : field.kind === 'date'
      ? 'day'
      : field.kind === 'number'
        ? 'number'
        : 'value';
