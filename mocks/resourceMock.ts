import { type HttpHandler, HttpResponse, http } from 'msw';
import type { AnyResource, Endpoint } from '../src/engine';
import type { HandlerContext } from './handlers/http';
import { newObjectId } from './random';

/**
 * A resource's part of the mock platform, kept in its own folder (`src/resources/<name>/mock.ts`,
 * never imported by the app itself): the demo rows of the collections it keeps, and, unless it
 * says otherwise, handlers generated from its declared endpoints, so a new resource needs nothing
 * in `mocks/`.
 */
export interface ResourceMock {
  /** The declaration the handlers are generated from. */
  resource: AnyResource;
  /**
   * Its collections' demo rows, by collection name. Each is seeded once, also into saved demo
   * data that does not have it yet. Generated handlers serve the collection named after the resource.
   */
  seed?: Record<string, (context: SeedContext) => object[]>;
  /** Hand-written handlers, for calls too irregular to generate (the platform's own shapes). */
  handlers?(context: HandlerContext): HttpHandler[];
}

/**
 * What a seed is given. Random values come from its own `createRng(stream)` (mocks/random.ts), so
 * nothing another collection draws shifts its rows.
 */
export interface SeedContext {
  /** The seed's "now" (the demo's fixed day), in ms. */
  nowMs: number;
  /** Users multiplier (performance runs): scale N seeds N times the demo's users. */
  scale: number;
  /** Another collection's seeded rows (coupons belong to stores), seeded first when need be. */
  rows<Row extends object>(name: string): Row[];
}

export const defineMock = (mock: ResourceMock): ResourceMock => mock;

const ID = '__mock_id__';

/** The MSW path of a declared path: a function of the params becomes a pattern with `:id`. */
function pathPattern(endpoint: Endpoint<never, unknown>): string | undefined {
  if ('run' in endpoint) return undefined;
  if (typeof endpoint.path === 'string') return endpoint.path;
  const sample = { id: ID, data: {}, previousData: {}, meta: {} } as never;
  return (endpoint.path as (params: never) => string)(sample).replace(encodeURIComponent(ID), ':id');
}

/** Where the reader looks for the rows (`arrayAt('data')` → data), as nested keys. */
function envelope(endpoint: Endpoint<never, unknown>, rows: unknown[]): unknown {
  const path =
    endpoint.reads ?? (!('run' in endpoint) ? (endpoint.read as { reads?: string })?.reads : undefined);
  if (!path) return rows;
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), rows);
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const values: Record<string, unknown> = {};
    form.forEach((value, key) => {
      values[key] = typeof value === 'string' ? value : value.name;
    });
    return values;
  }
  const text = await request.text();
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const idOf = (params: Record<string, unknown>, body: Record<string, unknown>) =>
  String(params.id ?? body._id ?? body.id ?? '');

/**
 * Handlers generated from a declaration: the list answers its rows in the envelope its reader
 * expects, create adds a row with a new `_id`, update merges into the row, delete removes it;
 * a row that does not exist is a 404 with a message, like the platform's. The rows are the
 * collection named after the resource.
 */
export function generatedHandlers(
  resource: AnyResource,
  { apiUrl, weeklyUrl, db }: HandlerContext,
): HttpHandler[] {
  const rows = () => db.collection(resource.name);
  // defineResource resolved the endpoints (the REST defaults when it declares none).
  const endpoints = resource.endpoints ?? {};
  const handlers: HttpHandler[] = [];
  // A row is found by the declaration's own id field (`id` for a platform that says so), as the
  // provider reads it: `_id` otherwise.
  const key = resource.idField ?? '_id';
  const idOfRow = (row: Record<string, unknown>) => String(row[key] ?? row._id ?? row.id);
  const route = (endpoint: Endpoint<never, unknown>) => {
    const path = pathPattern(endpoint);
    if (!path || 'run' in endpoint) return undefined;
    const base = endpoint.host === 'weekly' ? weeklyUrl : apiUrl;
    const method = (endpoint.method ?? (endpoint.body ? 'POST' : 'GET')).toLowerCase();
    return {
      url: `${base}/${path.replace(/^\/+/, '')}`,
      method: method as 'get' | 'post' | 'put' | 'delete',
    };
  };
  const notFound = () => HttpResponse.json({ message: 'Record not found' }, { status: 404 });
  const add = (endpoint: Endpoint<never, unknown> | undefined, answer: Parameters<typeof http.get>[1]) => {
    const target = endpoint && route(endpoint);
    if (target) handlers.push(http[target.method](target.url, answer));
  };
  const list = endpoints.list as Endpoint<never, unknown> | undefined;
  add(list, () => HttpResponse.json((list ? envelope(list, rows()) : rows()) as Record<string, unknown>));
  add(endpoints.getOne as Endpoint<never, unknown> | undefined, ({ params }) => {
    const row = rows().find((candidate) => idOfRow(candidate) === String(params.id));
    return row ? HttpResponse.json({ data: row }) : notFound();
  });
  add(endpoints.create as Endpoint<never, unknown> | undefined, async ({ request }) => {
    const row = { [key]: newObjectId(), ...(await bodyOf(request)) };
    rows().unshift(row);
    db.save();
    return HttpResponse.json({ message: 'Created', data: row });
  });
  add(endpoints.update as Endpoint<never, unknown> | undefined, async ({ request, params }) => {
    const body = await bodyOf(request);
    const row = rows().find((candidate) => idOfRow(candidate) === idOf(params, body));
    if (!row) return notFound();
    Object.assign(row, body, { [key]: row[key] });
    db.save();
    return HttpResponse.json({ message: 'Updated', data: row });
  });
  add(endpoints.delete as Endpoint<never, unknown> | undefined, async ({ request, params }) => {
    const all = rows();
    const id = idOf(params, await bodyOf(request));
    const index = all.findIndex((candidate) => idOfRow(candidate) === id);
    if (index === -1) return notFound();
    all.splice(index, 1);
    db.save();
    return HttpResponse.json({ message: 'Deleted' });
  });
  return handlers;
}
