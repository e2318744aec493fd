// The floor's static server against real requests on loopback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCodings, serveStatic, type StaticServer } from './lib/staticServer';

const js = 'export const rows = [];\n'.repeat(100);
let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>floor</title>');
  mkdirSync(path.join(dir, 'store'));
  writeFileSync(path.join(dir, 'store/index.html'), '<!doctype html><title>store</title>');
  writeFileSync(path.join(dir, 'assets/app.js'), js);
  writeFileSync(path.join(dir, 'assets/app.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets/app.js.gz'), gzipSync(js));
  server = await serveStatic(dir);
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, acceptEncoding: string) =>
  fetch(`${server.origin}${p}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('the static server of the floor', () => {
  it('reads Accept-Encoding, br first, q=0 refused', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });

  it('sends the precompressed file the request accepts, the plain one otherwise', async () => {
    const br = await get('/assets/app.js', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await br.text()).toBe(js);
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(js.length));
  });

  it('answers a route with index.html and a missing file with 404', async () => {
    const route = await get('/transaction/record', 'identity');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>floor</title>');
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
    // A second page answers the routes under its folder.
    expect(await (await get('/store/', 'identity')).text()).toContain('<title>store</title>');
    expect(await (await get('/store/transaction', 'identity')).text()).toContain('<title>store</title>');
    expect(await (await get('/storefront', 'identity')).text()).toContain('<title>floor</title>');
    expect((await get('/../../etc/passwd.txt', 'identity')).status).toBe(404);
  });
});
