// A static server on loopback that serves a built folder as a CDN would: the precompressed `.br` or
// `.gz` beside a file when the request accepts it, hashed assets cached for a year, a missing file
// 404, and every other path answered with its first folder's index.html if there is one (a second
// page: /store/…), else the root's (a single-page app).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

const suffix = { br: '.br', gzip: '.gz' } as const;
type Coding = keyof typeof suffix;

/** The codings the request accepts, br first: 'gzip, deflate, br' → ['br', 'gzip']. */
export function acceptedCodings(header: string | undefined): Coding[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).filter((coding) => accepted.has(coding));
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file for a URL path; a page's index.html for a route; null for a missing file (a path with an extension). */
function resolveFile(dist: string, urlPath: string): string | null {
  const normal = path.posix.normalize(decodeURIComponent(urlPath));
  const wanted = path.resolve(dist, `.${normal}`);
  if (wanted.startsWith(dist + path.sep) && isFile(wanted)) return wanted;
  if (path.extname(urlPath)) return null;
  const page = path.resolve(dist, `.${normal.split('/', 2).join('/')}`, 'index.html');
  return page.startsWith(dist + path.sep) && isFile(page) ? page : path.join(dist, 'index.html');
}

/** @example const server = await serveStatic('bench/floor/dist'); await fetch(server.origin); await server.stop(); */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const dist = path.resolve(dir);
  const server = createServer((req, res) => {
    const file = resolveFile(dist, new URL(req.url ?? '/', 'http://static.invalid').pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Length': 0 }).end();
      return;
    }
    const coding = acceptedCodings(req.headers['accept-encoding']).find((c) => existsSync(file + suffix[c]));
    const body = readFileSync(coding ? file + suffix[coding] : file);
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(coding ? { 'Content-Encoding': coding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
