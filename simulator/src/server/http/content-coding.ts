// Content codings of the H5's responses (docs/simulator.md, "Compression"): which one a request
// allows, the file a precompressed build leaves for it, and on-the-fly compression of a small page.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The file `app/scripts/precompress.mjs` writes beside `<file>` for each coding. */
export const VARIANT_SUFFIX: Record<Exclude<ContentCoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/**
 * The codings to try, best first, always ending with `identity`. The server's order decides, not
 * the client's q-values (brotli is smaller than gzip for every text file served): a coding is
 * allowed when its own entry, or else `*`, has q > 0. No header, or an empty one, allows identity
 * only. Identity closes the list even when the client excluded it: an uncompressed script works,
 * a 406 would leave a blank page.
 *
 * @example preferredCodings('gzip, deflate, br'); // ['br', 'gzip', 'identity']
 */
export function preferredCodings(acceptEncoding: string | undefined): ContentCoding[] {
  const quality = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='))?.slice(2);
    const value = q === undefined ? 1 : Number(q);
    if (name && !Number.isNaN(value)) quality.set(name === 'x-gzip' ? 'gzip' : name, value);
  }
  const allowed = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  return [...(['br', 'gzip'] as const).filter(allowed), 'identity'];
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a per-request body (the shimmed page) at a fast level: a few KB take well under a
 * millisecond, and the build's quality 11 would buy a few bytes for far more time.
 *
 * @example res.set('Content-Encoding', 'br').send(await compressOnTheFly(html, 'br'));
 */
export async function compressOnTheFly(body: string, coding: ContentCoding): Promise<Buffer> {
  const bytes = Buffer.from(body);
  if (coding === 'br') {
    return brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return coding === 'gzip' ? gzip(bytes, { level: 6 }) : bytes;
}

/**
 * Sends a per-request text body in the best coding the request allows, with `Vary`.
 *
 * @example await sendCompressed(req, res.type('application/javascript'), renderShim(config));
 */
export async function sendCompressed(req: Request, res: Response, body: string): Promise<void> {
  const [coding = 'identity'] = preferredCodings(req.headers['accept-encoding']);
  const bytes = await compressOnTheFly(body, coding);
  res.vary('Accept-Encoding');
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  res.send(bytes);
}
