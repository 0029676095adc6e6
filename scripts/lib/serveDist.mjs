import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves a built SPA on 127.0.0.1 (any free port) as a deployment would: unknown paths get
 * index.html. Options: gzip text when the browser accepts it; `noStore` defeats the HTTP cache.
 * Resolves to { base, close }.
 */
export async function serveDist(dir = 'dist', { gzip = false, noStore = false } = {}) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file =
      path.startsWith(root) && existsSync(path) && statSync(path).isFile() ? path : join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, ...(noStore ? { 'Cache-Control': 'no-store' } : {}) };
    const body = readFileSync(file);
    if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|svg/.test(type)) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      res.end(gzipSync(body));
    } else {
      res.writeHead(200, headers);
      res.end(body);
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
