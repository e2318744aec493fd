// /h5 static files by Accept-Encoding, on the real app over a temporary dist that the real
// app/scripts/precompress.mjs has compressed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';
import { rawRequest } from './raw-request';

const PRECOMPRESS = fileURLToPath(new URL('../../../../app/scripts/precompress.mjs', import.meta.url));
const CHROME = 'gzip, deflate, br, zstd';

/** A few KB of text that compresses as a real chunk does. */
const chunk = (name: string, lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `export const ${name}${i} = () => ({ row: ${i}, label: "行 ${i}" });`,
  )
    .join('\n')
    .concat('\n');

const FILES: Record<string, string> = {
  'assets/vendor-4f2a91c0.js': chunk('vendor', 120),
  'assets/index-7c1d0e.css': `.row{display:flex;padding:12px}\n`.repeat(60),
  'assets/gzip-only-77aa01.js': chunk('gzipOnly', 40),
  'assets/bare-5d5d5d.js': chunk('bare', 40),
  'rem.js': chunk('rem', 30),
  '.vite/manifest.json': JSON.stringify({ entries: chunk('m', 30) }),
};

let server: TestServer;
let summary: string;
const file = (name: string) => path.join(server.appDist, name);
const precompress = () => execFileSync(process.execPath, [PRECOMPRESS, server.appDist], { encoding: 'utf8' });
const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${server.url}${urlPath}`, headers, method);

beforeAll(async () => {
  server = await startTestServer();
  mkdirSync(file('.vite'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(file(name), text);
  summary = precompress();
});
afterAll(() => server.close());

describe('app/scripts/precompress.mjs', () => {
  it('writes .br and .gz beside every served text file over 1 KiB and prints one line', () => {
    expect(summary).toMatch(/^precompress: 5 files, [\d.]+ KiB → br [\d.]+ KiB, gzip [\d.]+ KiB \(.+\)\n$/);
    const raw = readFileSync(file('rem.js'));
    expect(zlib.brotliDecompressSync(readFileSync(file('rem.js.br')))).toEqual(raw);
    expect(zlib.gunzipSync(readFileSync(file('rem.js.gz')))).toEqual(raw);
    expect(existsSync(file('favicon.svg.br')), 'under 1 KiB').toBe(false);
    expect(existsSync(file('.vite/manifest.json.br')), 'never served').toBe(false);
  });

  it('leaves the same files when run again', () => {
    const before = readFileSync(file('assets/vendor-4f2a91c0.js.br'));
    precompress();
    expect(readFileSync(file('assets/vendor-4f2a91c0.js.br'))).toEqual(before);
  });
});

describe('/h5 static files by Accept-Encoding', () => {
  const vendor = '/h5/assets/vendor-4f2a91c0.js';
  const original = () => readFileSync(file('assets/vendor-4f2a91c0.js'));

  it('sends brotli when allowed, with the original type, Vary and a year of immutable cache', async () => {
    const res = await get(vendor, { 'accept-encoding': CHROME });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original().length / 3);
    expect(zlib.brotliDecompressSync(res.body)).toEqual(original());
  });

  it('sends gzip when only gzip is allowed', async () => {
    const res = await get('/h5/assets/index-7c1d0e.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.gunzipSync(res.body)).toEqual(readFileSync(file('assets/index-7c1d0e.css')));
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['every coding excluded', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('sends the file itself for %s, still with Vary', async (_name, headers) => {
    const res = await get(vendor, headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toEqual(original());
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0, br;q=0.1', 'br'],
    ['gzip;q=1, br;q=0.5', 'br'],
  ])('honours q-values: %s → %s', async (acceptEncoding, coding) => {
    const res = await get(vendor, { 'accept-encoding': acceptEncoding });
    expect(res.headers['content-encoding']).toBe(coding);
  });

  it('falls back to the next coding when a variant file is missing', async () => {
    for (const variant of ['gzip-only-77aa01.js.br', 'bare-5d5d5d.js.br', 'bare-5d5d5d.js.gz'])
      rmSync(file(`assets/${variant}`));
    const gzipOnly = await get('/h5/assets/gzip-only-77aa01.js', { 'accept-encoding': CHROME });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body)).toEqual(readFileSync(file('assets/gzip-only-77aa01.js')));
    const bare = await get('/h5/assets/bare-5d5d5d.js', { 'accept-encoding': CHROME });
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body).toEqual(readFileSync(file('assets/bare-5d5d5d.js')));
    const small = await get('/h5/favicon.svg', { 'accept-encoding': CHROME });
    expect(small.headers['content-type']).toBe('image/svg+xml');
    expect(small.headers.vary).toMatch(/accept-encoding/i);
  });

  it('revalidates unhashed files by an ETag that differs per coding', async () => {
    const answers = await Promise.all(
      ['br', 'gzip', 'identity'].map((coding) => get('/h5/rem.js', { 'accept-encoding': coding })),
    );
    expect(answers.map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('public, max-age=0');
    const etags = answers.map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const [brTag] = etags as string[];
    const again = await get('/h5/rem.js', { 'accept-encoding': 'br', 'if-none-match': brTag! });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const otherCoding = await get('/h5/rem.js', { 'accept-encoding': 'gzip', 'if-none-match': brTag! });
    expect(otherCoding.status).toBe(200);
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const head = await get(vendor, { 'accept-encoding': 'br' }, 'HEAD');
    const body = await get(vendor, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(body.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('answers a Range with the whole variant when compressed (200), with the bytes when not (206)', async () => {
    const compressed = await get(vendor, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['accept-ranges']).toBeUndefined();
    expect(zlib.brotliDecompressSync(compressed.body)).toEqual(original());
    const plain = await get(vendor, { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body).toEqual(original().subarray(0, 10));
    const past = await get(vendor, { range: 'bytes=99999999-' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${original().length}`);
  });

  it('keeps nosniff and CORP on compressed files, and leaves the page-only policies to the page', async () => {
    const res = await get(vendor, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // CSP and the other document policies apply per page (the shimmed page carries them).
    expect(res.headers['content-security-policy']).toBeUndefined();
    const page = await get('/h5/transaction/record', { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('still refuses a missing hashed asset and other methods without a page', async () => {
    const missing = await get('/h5/assets/gone-123.js', { 'accept-encoding': CHROME });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toEqual({ error: 'Not Found' });
    const post = await get(vendor, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
