import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../../lib/csv';
import { fieldLabel, fieldsIn } from '../fieldLookup';
import { valueAt } from '../localValues';
import { shownValue } from '../shownValue';
import type { AnyResource, FieldDef } from '../types';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type AnyField = FieldDef<Record<string, unknown>>;

/** Fields a CSV can carry as text (not pictures, videos, QR codes). */
const exportable = (field: AnyField) => !['image', 'video', 'qrCode'].includes(field.kind);

/**
 * A list export as the admin sees the list: the column headers in the admin's language, and the
 * values as the cells show them (phones in the one international format, dates in the
 * language's day format, known values named). Under the console's one CSV rule (lib/csv).
 */
export const screenExporter =
  (resource: AnyResource, translate: Translate, locale: string): Exporter =>
  async (records) => {
    const fields = fieldsIn(resource, 'list').filter(exportable);
    const { displayPhone } = await import('../../lib/phoneNumbers');
    const cell = (record: Record<string, unknown>, field: AnyField): string =>
      shownValue(field, valueAt(record, field.source), record, { translate, locale, displayPhone });
    const headers = fields.map((field) => translate(fieldLabel(resource, field), { _: field.source }));
    const rows = (records as Record<string, unknown>[]).map((record) =>
      fields.map((field) => cell(record, field)),
    );
    downloadCSV(
      await toCsv(headers, rows),
      translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }),
    );
  };

/**
 * The platform's own keys and values, for re-import: one column per field under its key, the
 * values as the platform sent them.
 */
export const rawExporter =
  (resource: AnyResource): Exporter =>
  async (records) => {
    const sources = ['id', ...fieldsIn(resource, 'list').map((field) => field.source)];
    const rows = (records as Record<string, unknown>[]).map((record) =>
      sources.map((source) => valueAt(record, source)),
    );
    downloadCSV(await toCsv(sources, rows), `${resource.name}-raw`);
  };
