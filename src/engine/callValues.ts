import { type Json, readArray } from '../api/envelope';

/* What declarations use to build their calls and read their replies. */

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
