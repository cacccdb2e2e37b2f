// Small static file servers for dist/ (the built site), as other hosts would serve it. The browser
// tests run against `vite preview` (what `npm start` serves, e2e/global-setup.ts); these stand for
// the rest: a plain static host, and a host that sends `Vary` and long-lived caching headers (as a
// CDN does), so offline play is tested under each (e2e/offline.test.ts).
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** How the server answers: `plain` says no-cache; `cdn` adds `Vary` and caches for a year (with an ETag). */
export type ServerKind = 'plain' | 'cdn';

export async function serveDir(dir: string, port = 0, kind: ServerKind = 'plain'): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const body = await readFile(file);
        const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
        if (kind === 'cdn') {
          const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
          headers.etag = etag;
          headers.vary = 'Origin, Accept-Encoding';
          headers['cache-control'] = file.endsWith('.html') || file.endsWith('sw.js') ? 'no-cache' : 'public, max-age=31536000, immutable';
          if (req.headers['if-none-match'] === etag) {
            res.writeHead(304, headers).end();
            return;
          }
        } else headers['cache-control'] = 'no-cache';
        res.writeHead(200, headers);
        res.end(body);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const addr = server.address();
  const p = typeof addr === 'object' && addr ? addr.port : port;
  return { server, url: `http://127.0.0.1:${p}/` };
}
