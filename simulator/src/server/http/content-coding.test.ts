import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnTheFly, preferredCodings } from './content-coding';

describe('preferredCodings', () => {
  it.each([
    [undefined, ['identity']],
    ['', ['identity']],
    ['identity', ['identity']],
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip;q=1.0, br;q=0.1', ['br', 'gzip', 'identity']],
    ['GZIP', ['gzip', 'identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*, br;q=0', ['gzip', 'identity']],
    ['*;q=0', ['identity']],
    ['br;q=oops, gzip', ['gzip', 'identity']],
  ])('%j → %j', (header, expected) => {
    expect(preferredCodings(header)).toEqual(expected);
  });
});

describe('compressOnTheFly', () => {
  const page = '<!doctype html><title>商户</title>'.repeat(40);

  it('round-trips brotli and gzip, and leaves identity as UTF-8', async () => {
    expect(zlib.brotliDecompressSync(await compressOnTheFly(page, 'br')).toString()).toBe(page);
    expect(zlib.gunzipSync(await compressOnTheFly(page, 'gzip')).toString()).toBe(page);
    expect((await compressOnTheFly(page, 'identity')).toString()).toBe(page);
  });
});
