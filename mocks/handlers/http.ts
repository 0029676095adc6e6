import { HttpResponse } from 'msw';
import type { MockDb } from '../types';

/** What every area's handler table is built from. */
export interface HandlerContext {
  db: MockDb;
  /** Absolute API base including the version, without a trailing slash. */
  apiUrl: string;
  /** Absolute base of the weekly-data host, without a trailing slash. */
  weeklyUrl: string;
  /** Pause before the "AI" description reply. */
  aiDelayMs: number;
}

export type JsonBody = Record<string, unknown>;

export const message = (status: number, text: string) => HttpResponse.json({ message: text }, { status });
export const badRequest = (text: string) => message(400, text);
export const notFound = (text: string) => message(404, text);

/**
 * The JSON body as an object ({} when empty). A malformed body makes the handler reply
 * 400 'Invalid request body': MSW turns a thrown Response into the mocked reply.
 */
export async function readJson(request: Request): Promise<JsonBody> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as JsonBody;
  } catch {
    // fall through
  }
  throw badRequest('Invalid request body');
}

/** Multipart bodies; anything that is not form data is a 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest('Invalid request body');
  }
}

/** A field as trimmed text: numbers are accepted where the platform takes strings. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const formText = (form: FormData, key: string): string => text(form.get(key));

/** An uploaded file part, or null when absent, empty or sent as plain text. */
export function formFile(form: FormData, key: string): File | null {
  const value = form.get(key);
  return typeof value === 'object' && value !== null && value.size > 0 ? value : null;
}

/** Numbers may arrive as strings (form inputs); '' and garbage become NaN. */
export function num(value: unknown): number {
  if (typeof value === 'number') return value;
  const trimmed = text(value).replace(/[$,%\s]/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The first missing field as a 400 reply, or null when all are present. */
export function missingField(values: Record<string, string | File | null>, required: readonly string[]) {
  const missing = required.find((field) => !values[field]);
  return missing ? badRequest(`${missing} is required`) : null;
}

export function findById<T extends { _id: string }>(list: readonly T[], id: string): T | undefined {
  return list.find((item) => item._id === id);
}

export function removeById<T extends { _id: string }>(list: T[], id: string): T | undefined {
  const index = list.findIndex((item) => item._id === id);
  return index === -1 ? undefined : list.splice(index, 1)[0];
}

/** Stored uploads above this stay out (localStorage holds ~5 MB in all). */
export const MAX_STORED_UPLOAD_BYTES = 1_500_000;

/** An uploaded file as a data URL, or null when it is too big to keep. */
export async function fileToDataUrl(file: File): Promise<string | null> {
  if (file.size > MAX_STORED_UPLOAD_BYTES) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Seeded media are stored as paths under the API base (so a changed base still resolves). */
export const resolveMediaUrl = (apiUrl: string, value: string): string =>
  value.startsWith('media/') ? `${apiUrl}/${value}` : value;

export const isoNow = () => new Date().toISOString();
