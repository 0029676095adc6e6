import { afterAll, afterEach, beforeAll } from 'vitest';
import type { MockDb } from '../../../mocks/db';
import { createMockServer, TEST_API_URL, TEST_WEEKLY_URL } from '../../../mocks/node';

export const API = TEST_API_URL;
export const WEEKLY = TEST_WEEKLY_URL;

export interface Reply<T> {
  status: number;
  body: T;
}

/** The platform's list replies: `{ status: 1, data: [...] }`. */
export interface ListReply<T> {
  status: number;
  data: T[];
}

/** Reply bodies the tests read without a dedicated type. */
export interface Envelope {
  status?: number | boolean;
  success?: number;
  message?: string;
}

const resolve = (path: string) => (/^https?:/.test(path) ? path : `${API}${path}`);

async function send<T>(path: string, init: RequestInit): Promise<Reply<T>> {
  const response = await fetch(resolve(path), init);
  return { status: response.status, body: (await response.json()) as T };
}

export const get = <T = Envelope>(path: string, headers: Record<string, string> = {}) =>
  send<T>(path, { headers });

/** JSON for plain values, multipart for FormData; a string is sent as the raw body. */
export function post<T = Envelope>(path: string, body?: unknown, headers: Record<string, string> = {}) {
  if (body instanceof FormData) return send<T>(path, { method: 'POST', body, headers });
  return send<T>(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** One mock server per test file; each test starts from the seed again. */
export function useMockServer(): MockDb {
  const { server, db } = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => db.reset());
  afterAll(() => server.close());
  return db;
}

export const form = (fields: Record<string, string | Blob>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, value, value instanceof File ? value.name : 'blob');
  }
  return data;
};

export const OBJECT_ID = /^[0-9a-f]{24}$/;
