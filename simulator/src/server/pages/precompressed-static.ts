// Static files of a build that left `<file>.br` and `<file>.gz` beside its text files
// (app/scripts/precompress.mjs), served as a CDN would: the best variant the request's
// Accept-Encoding allows, else the next one, else the file itself. The folder is read per request,
// so a rebuild while the simulator runs needs no restart.
import path from 'node:path';
import type { Stats } from 'node:fs';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import send from 'send';
import { preferredCodings, VARIANT_SUFFIX, type ContentCoding } from '../http/content-coding';

// What the 'headers' hook and send may have set before a late error (412, 416): none of it
// describes the answer that follows.
const REPRESENTATION_HEADERS = [
  'Content-Encoding',
  'Content-Type',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'Accept-Ranges',
];

export interface PrecompressedStaticOptions {
  /** `Cache-Control: public, max-age=…` in milliseconds or a `ms` string ('1y'). */
  maxAge: number | string;
  immutable?: boolean;
  /** false: a missing file is a 404 here, never the next route (hashed assets must not become HTML). */
  fallthrough: boolean;
}

/** @example router.use('/assets', precompressedStatic(assetsDir, { maxAge: '1y', immutable: true, fallthrough: false })); */
export function precompressedStatic(root: string, options: PrecompressedStaticOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (options.fallthrough) next();
      else res.status(405).set('Allow', 'GET, HEAD').set('Content-Length', '0').end();
      return;
    }
    // On every answer, compressed or not: a cache must not hand one client's coding to another.
    res.vary('Accept-Encoding');
    serveFirst(root, options, req, res, next, preferredCodings(req.headers['accept-encoding']));
  };
}

function serveFirst(
  root: string,
  options: PrecompressedStaticOptions,
  req: Request,
  res: Response,
  next: NextFunction,
  codings: ContentCoding[],
): void {
  const [coding = 'identity', ...rest] = codings;
  const missing = () => {
    if (coding !== 'identity') serveFirst(root, options, req, res, next, rest);
    else if (options.fallthrough) next();
    else next(Object.assign(new Error('Not Found'), { status: 404 }));
  };
  const file = send(req, coding === 'identity' ? req.path : req.path + VARIANT_SUFFIX[coding], {
    root,
    index: false,
    maxAge: options.maxAge,
    immutable: options.immutable ?? false,
    // A byte range of a compressed variant is rarely what a client means: it gets the whole
    // variant with 200 (send ignores Range when ranges are off). The file itself keeps 206.
    acceptRanges: coding === 'identity',
  });
  file.on('headers', (_res: Response, _path: string, stat: Stats) => {
    if (coding === 'identity') return;
    res.set('Content-Encoding', coding);
    res.type(path.extname(req.path));
    // send's ETag is size-mtime of the file it reads; the coding in it makes one per variant certain.
    res.set('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${coding}"`);
  });
  file.on('directory', missing);
  file.on('error', (error: { status?: number; headers?: Record<string, string> }) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    const status = error.status ?? 500;
    if (status === 404) missing();
    // The file is here and the request's own condition failed: answer it, never another route.
    else if (status === 412 || status === 416)
      res
        .status(status)
        .set(error.headers ?? {})
        .end();
    else if (options.fallthrough && status < 500) next();
    else next(error);
  });
  file.pipe(res);
}
