import { sameValue } from '../merge';
import { compareAsKind } from './sheetCompare';
import type { SheetField } from './sheetFields';
import { readStamp } from './sheetStamp';
import { checkRules, type Reason, readCell, type SheetLanguage } from './sheetValues';

/*
 * What an imported spreadsheet would change, before anything is written: pure, so it runs in a
 * worker for a 20,000-row file and in the tests as it is.
 */

export interface PreviewRequest {
  fields: SheetField[];
  /** Every shipped language's names; the admin's first. */
  languages: SheetLanguage[];
  /** The platform's records now, by id: the sheet's fields. */
  current: Record<string, Record<string, unknown>>;
}

/** One field that changes: now on the platform → in the file; with the export's value when known. */
export interface FieldChange {
  source: string;
  now: unknown;
  file: unknown;
  /** The value when exported (from the row's stamp). */
  exported?: unknown;
  /** Changed on the platform since the export too, to another value: the admin chooses. */
  conflict: boolean;
}

export interface RecordChange {
  id: string;
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  changes: FieldChange[];
}

export interface InvalidCell {
  row: number;
  id: string;
  /** The column's header as written, and the field. */
  column: string;
  source: string;
  text: string;
  reason: Reason;
}

export interface SheetPreview {
  /** The language the headers are written in. */
  language: string;
  /** Data rows read (blank rows aside). */
  rows: number;
  changed: RecordChange[];
  unchanged: number;
  /** Rows whose record the platform no longer has. */
  gone: { row: number; id: string }[];
  /** Values the declaration refuses; nothing of their row is written. */
  invalid: InvalidCell[];
  /** Columns read but not written (not editable, or not known), as written. */
  ignored: string[];
  /** Rows without an id (new records are not created by an import). */
  noId: number[];
  /** Rows whose id came earlier in the file (only the first is read). */
  repeated: { row: number; id: string }[];
  /** Rows without the export's stamp: compared with the platform as it is now. */
  unstamped: number;
}

/** A fatal reading of the file: the key of why nothing can be previewed. */
export class SheetError extends Error {}

const fold = (text: string) => text.normalize('NFC').trim().toLowerCase();

interface Columns {
  language: string;
  id: number;
  stamp: number;
  fields: { index: number; field: SheetField; header: string }[];
  ignored: string[];
}

/** Which column is which, by the headers in any shipped language (or the platform's own keys). */
export function matchColumns(
  header: readonly string[],
  fields: SheetField[],
  languages: SheetLanguage[],
): Columns {
  const folded = header.map(fold);
  // The language most headers are written in (the admin's first when tied).
  let best = languages[0];
  let bestCount = -1;
  for (const language of languages) {
    const names = new Set([language.id, language.stamp, ...Object.values(language.headers)].map(fold));
    const count = folded.filter((cell) => names.has(cell)).length;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  const ordered = best ? [best, ...languages.filter((language) => language !== best)] : languages;
  const find = (names: (language: SheetLanguage) => string[]) =>
    folded.findIndex((cell) => cell && ordered.some((language) => names(language).map(fold).includes(cell)));
  const id = find((language) => [language.id, 'id', '_id']);
  const stamp = find((language) => [language.stamp]);
  const taken = new Set([id, stamp]);
  const columns: Columns['fields'] = [];
  for (const field of fields) {
    const index = find((language) => [language.headers[field.source] ?? field.source, field.source]);
    if (index >= 0 && !taken.has(index)) {
      taken.add(index);
      columns.push({ index, field, header: header[index] ?? '' });
    }
  }
  const ignored = header.filter((cell, index) => !taken.has(index) && cell.trim() !== '');
  return { language: best?.code ?? 'en', id, stamp, fields: columns, ignored };
}

/** The preview of `table` (the header row first), against the platform's records now. */
export function previewSheet(table: readonly (readonly string[])[], request: PreviewRequest): SheetPreview {
  const [header = [], ...body] = table;
  const { fields, current } = request;
  const columns = matchColumns(header, fields, request.languages);
  if (columns.id < 0) throw new SheetError('app.sheet.errors.no_id_column');
  if (columns.fields.length === 0) throw new SheetError('app.sheet.errors.no_field_columns');
  const languages = [
    ...request.languages.filter((language) => language.code === columns.language),
    ...request.languages.filter((language) => language.code !== columns.language),
  ];
  const preview: SheetPreview = {
    language: columns.language,
    rows: 0,
    changed: [],
    unchanged: 0,
    gone: [],
    invalid: [],
    ignored: columns.ignored,
    noId: [],
    repeated: [],
    unstamped: 0,
  };
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => !cell?.trim())) return;
    preview.rows += 1;
    const id = (cells[columns.id] ?? '').trim();
    if (!id) {
      preview.noId.push(row);
      return;
    }
    if (seen.has(id)) {
      preview.repeated.push({ row, id });
      return;
    }
    seen.add(id);
    const now = current[id];
    if (!now) {
      preview.gone.push({ row, id });
      return;
    }
    const stamp = columns.stamp >= 0 ? readStamp(cells[columns.stamp] ?? '') : undefined;
    const exported = stamp?.id === id ? stamp.values : undefined;
    if (!exported) preview.unstamped += 1;
    // Every cell read first: a row with one refused value writes nothing.
    const read: { field: SheetField; value: unknown }[] = [];
    const refused: InvalidCell[] = [];
    for (const { index: at, field, header: column } of columns.fields) {
      const text = cells[at] ?? '';
      const cell = readCell(field, text, now[field.source], languages);
      if ('reason' in cell)
        refused.push({ row, id, column, source: field.source, text, reason: cell.reason });
      else read.push({ field, value: cell.value });
    }
    if (refused.length === 0) {
      const values = { ...now, ...Object.fromEntries(read.map(({ field, value }) => [field.source, value])) };
      for (const { field, value } of read) {
        const reason = checkRules(field, value, values);
        const column = columns.fields.find((column) => column.field === field)?.header ?? field.source;
        if (reason)
          refused.push({ row, id, column, source: field.source, text: String(value ?? ''), reason });
      }
    }
    if (refused.length > 0) {
      preview.invalid.push(...refused);
      return;
    }
    const changes: FieldChange[] = [];
    for (const { field, value } of read) {
      const as = compareAsKind(field);
      const platform = now[field.source];
      if (sameValue(value, platform, as)) continue;
      if (exported && Object.hasOwn(exported, field.source)) {
        const was = exported[field.source];
        // The file still says what was exported: a colleague changed it since, and theirs stays.
        if (sameValue(value, was, as)) continue;
        const conflict = !sameValue(platform, was, as);
        changes.push({ source: field.source, now: platform, file: value, exported: was, conflict });
      } else {
        changes.push({ source: field.source, now: platform, file: value, conflict: false });
      }
    }
    if (changes.length > 0) preview.changed.push({ id, row, changes });
    else preview.unchanged += 1;
  });
  return preview;
}
