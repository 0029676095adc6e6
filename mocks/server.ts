import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createDb, type MockDb, type StorageLike } from './db';
import { createFaults, type FaultRule, type Faults } from './faults';
import { createHandlers } from './handlers';

/**
 * The embedded platform API served over real HTTP: the same MSW handlers and seeded db the
 * browser uses, answered by a Node server (msw's `getResponse` resolves each request against the
 * handlers), with CORS, so the console can run in real-API mode against it:
 *
 *   VITE_API_URL=http://127.0.0.1:4010/v1 VITE_WEEKLY_API_URL=http://127.0.0.1:4010/weekly npm start
 *
 * Besides the platform's calls it answers a small control API under `/__mock/` (faults to inject,
 * the request log, a reseed, replacing a collection), used by the real-API browser suite.
 */
export interface PlatformServerOptions {
  port?: number;
  host?: string;
  /** Users multiplier (1 = the demo data). */
  scale?: number;
  /** Keep the data in this JSON file across restarts (default: in memory only). */
  dataFile?: string;
  /** Pause before the AI description reply (default 400 ms, as in the browser). */
  aiDelayMs?: number;
}

export interface PlatformServer {
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  apiUrl: string;
  weeklyUrl: string;
  db: MockDb;
  faults: Faults;
  close(): Promise<void>;
}

export const API_PREFIX = '/v1';
export const WEEKLY_PREFIX = '/weekly';
const CONTROL_PREFIX = '/__mock/';

function fileStorage(path: string): StorageLike {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  return {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => writeFileSync(path, JSON.stringify({ ...read(), [key]: value })),
    removeItem: (key) => {
      const all = read();
      delete all[key];
      writeFileSync(path, JSON.stringify(all));
    },
  };
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The body as the request log keeps it: JSON as sent, multipart as name=value lines. */
async function loggedBody(request: Request): Promise<string> {
  if (/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    const form = await request.formData();
    const lines: string[] = [];
    form.forEach((value, name) => {
      lines.push(typeof value === 'string' ? `${name}=${value}` : `${name}=<${value.name}, ${value.size}>`);
    });
    return lines.join('\n');
  }
  return request.text();
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>) {
  res.writeHead(status, headers);
  res.end(body);
}

function faultReply(rule: FaultRule): { status: number; body: string; contentType: string } {
  const reply = rule.reply ?? { status: 500 };
  const isText = typeof reply.body === 'string';
  return {
    status: reply.status,
    body: reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body),
    contentType: reply.contentType ?? (isText ? 'text/plain; charset=utf-8' : 'application/json'),
  };
}

export async function startPlatformServer(options: PlatformServerOptions = {}): Promise<PlatformServer> {
  const host = options.host ?? '127.0.0.1';
  const storage = options.dataFile ? fileStorage(options.dataFile) : null;
  const db = createDb({ scale: options.scale, storage });
  const faults = createFaults();
  let origin = '';
  let handlers: ReturnType<typeof createHandlers> = [];

  const control = async (req: IncomingMessage, res: ServerResponse, path: string, body: Buffer) => {
    const json = () => (body.length ? JSON.parse(body.toString('utf8')) : undefined);
    const ok = (value: unknown = { ok: true }) =>
      send(res, 200, JSON.stringify(value), { 'Content-Type': 'application/json', ...corsHeaders(req) });
    const [area, name] = path.slice(CONTROL_PREFIX.length).split('/');
    if (area === 'faults' && req.method === 'POST') return ok(faults.add(json()));
    if (area === 'faults' && req.method === 'DELETE') return ok(faults.clear());
    if (area === 'requests' && req.method === 'GET') return ok(faults.requests());
    if (area === 'requests' && req.method === 'DELETE') return ok(faults.clearRequests());
    if (area === 'stats' && req.method === 'GET') return ok({ faultsInjected: faults.injected() });
    if (area === 'reset' && req.method === 'POST') {
      db.reset();
      faults.clear();
      faults.clearRequests();
      return ok();
    }
    // PUT /__mock/data/<collection> with a JSON array replaces that collection.
    const { collections } = db.data;
    if (area === 'data' && name && Object.hasOwn(collections, name)) {
      if (req.method === 'GET') return ok(collections[name]);
      if (req.method === 'PUT') {
        const rows = json();
        if (!Array.isArray(rows)) return send(res, 400, 'An array is expected', corsHeaders(req));
        collections[name] = rows;
        db.save();
        return ok();
      }
    }
    return send(res, 404, JSON.stringify({ message: 'Unknown control call' }), corsHeaders(req));
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ message: String(error) }), corsHeaders(req));
      else res.destroy();
    });
  });

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, '', corsHeaders(req));
    const body = await readBody(req);
    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      try {
        return await control(req, res, url.pathname, body);
      } catch (error) {
        return send(res, 400, String(error), corsHeaders(req));
      }
    }

    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(', '));
    }
    const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
    const request = new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
    const rule = faults.take(method, url.pathname);
    faults.record({
      method,
      path: url.pathname,
      body: await loggedBody(request.clone()),
      fault: rule ? (rule.drop ? 'drop' : rule.reply ? 'reply' : 'delay') : undefined,
      at: Date.now(),
    });

    if (rule?.delayMs) await sleep(rule.delayMs);
    if (rule?.drop) {
      req.socket.destroy();
      return;
    }
    if (rule?.reply) {
      const reply = faultReply(rule);
      return send(res, reply.status, reply.body, { 'Content-Type': reply.contentType, ...corsHeaders(req) });
    }

    const response = await getResponse(handlers, request);
    if (!response) {
      return send(res, 404, JSON.stringify({ message: `No such call: ${method} ${url.pathname}` }), {
        'Content-Type': 'application/json',
        ...corsHeaders(req),
      });
    }
    const out: Record<string, string> = { ...corsHeaders(req) };
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    const answer = Buffer.from(await response.arrayBuffer());
    if (rule?.sendAfterMs) await sleep(rule.sendAfterMs);
    send(res, response.status, answer, out);
  };

  await new Promise<void>((done) => server.listen(options.port ?? 4010, host, done));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  const apiUrl = `${origin}${API_PREFIX}`;
  const weeklyUrl = `${origin}${WEEKLY_PREFIX}`;
  handlers = createHandlers(db, { apiUrl, weeklyUrl, aiDelayMs: options.aiDelayMs ?? 400 });

  return {
    origin,
    apiUrl,
    weeklyUrl,
    db,
    faults,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
