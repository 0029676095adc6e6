import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** A certificate and its key (PEM), to serve over https. */
export interface TlsOptions {
  key: string | Buffer;
  cert: string | Buffer;
}

/**
 * Serves a built SPA with history fallback (unknown paths get index.html), as a deployment would;
 * `headers` go on every response (e.g. a Content-Security-Policy), `tls` serves https instead.
 */
export async function serveDist(
  dist: string,
  headers: Record<string, string> = {},
  tls?: TlsOptions,
): Promise<StaticServer> {
  const root = resolve(dist);
  const listener: RequestListener = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    // A route with a page of its own (the first frame's, e.g. DataListing/index.html) gets it.
    if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory())
      file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', ...headers });
    createReadStream(file).pipe(res);
  };
  const server: Server = tls ? createTlsServer(tls, listener) : createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
