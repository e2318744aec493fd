// What a consumer's bundler keeps: esbuild bundles a page that imports only the validators, or only
// the bridge, from the packed SDK, and the bytes stay within budget with no crypto code inside.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSdk } from './packed-sdk';
import type { PackedSdk } from './packed-sdk';

let packed: PackedSdk;

beforeAll(() => {
  packed = packSdk('module');
}, 180_000);

afterAll(() => packed?.dispose());

async function bundle(source: string): Promise<{ text: string; gzip: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: packed.project, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles.map((f) => f.text).join('\n');
  return { text, gzip: gzipSync(text).length };
}

// Markers of each cipher library in minified output: crypto-js's core, jsencrypt's BigInteger.
const CRYPTO_MARKERS = [/WordArray/, /BlockCipher/, /JSEncrypt/, /Message too long for RSA/, /AES/];

const KB = 1024;

describe('tree-shaking of the packed SDK', () => {
  for (const [label, from] of [
    ['the root', '@merchant-h5/sdk'],
    ['the subpath', '@merchant-h5/sdk/validators'],
  ] as const) {
    it(`validators only, from ${label}: ≤ 3 KB gzip and no crypto code`, async () => {
      const { text, gzip } = await bundle(
        `import { isMobileNumber, maskCardNumber, splitCardNumber, isLeapYear } from '${from}';
         console.log(isMobileNumber('13800138000'), maskCardNumber('6222021234567890123'), splitCardNumber('1'), isLeapYear(2024));`,
      );
      expect(gzip).toBeLessThanOrEqual(3 * KB);
      for (const marker of CRYPTO_MARKERS) expect(text).not.toMatch(marker);
      expect(text).not.toMatch(/transactionRecord\/list/); // the catalogue stays out too
    });
  }

  it('bridge only: ≤ 6 KB gzip and no crypto code', async () => {
    const { text, gzip } = await bundle(
      `import { createBridge, createNativeApi } from '@merchant-h5/sdk/bridge';
       const native = createNativeApi(createBridge(window), { appVersion: '360' });
       native.setTitle('交易记录').catch(() => undefined);`,
    );
    expect(gzip).toBeLessThanOrEqual(6 * KB);
    for (const marker of CRYPTO_MARKERS) expect(text).not.toMatch(marker);
  });

  it('the gateway keeps its ciphers out of the importing chunk (they load on first use)', async () => {
    const result = await build({
      stdin: {
        contents: `import { createGateway } from '@merchant-h5/sdk/gateway'; export const g = createGateway;`,
        resolveDir: packed.project,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      outdir: 'out',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const [entry, ...lazy] = result.outputFiles;
    expect(lazy.length).toBeGreaterThan(0);
    for (const marker of CRYPTO_MARKERS) expect(entry?.text ?? '').not.toMatch(marker);
    expect(lazy.map((f) => f.text).join('\n')).toMatch(/WordArray/);
  });
});
