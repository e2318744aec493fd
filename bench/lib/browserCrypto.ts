// The SDK envelope in Chromium: seal a request and open a response for 200 B / 2 KB / 20 KB, against
// WebCrypto doing the same AES work. WebCrypto has no ECB, so the native side runs AES-256-CBC over
// the same bytes (the same number of AES block operations; CBC's XOR is negligible) plus, for
// sealing, RSA-OAEP of the 32-char key (WebCrypto offers no PKCS#1 v1.5 encryption).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './server';

export interface BrowserCryptoRow {
  bodyBytes: number;
  sdkSealMs: number;
  nativeSealMs: number;
  sealRatio: number;
  sdkOpenMs: number;
  nativeOpenMs: number;
  openRatio: number;
}

const sdkEntry = fileURLToPath(new URL('../../sdk/src/index.ts', import.meta.url));
const publicKey = readFileSync(new URL('../../fixtures/keys/dev-public.pem', import.meta.url), 'utf8');

// Runs in the page (a string, so no bundler helper leaks into it).
const pageBench = `async ({ publicKey, sizes, iterations }) => {
  const sdk = window.MerchantSdk;
  // Chromium coarsens performance.now() to 0.1 ms: time batches of many calls, median of 7 batches.
  const median = async (work) => {
    for (let i = 0; i < 20; i++) await work();
    const means = [];
    for (let b = 0; b < 7; b++) {
      const t = performance.now();
      for (let i = 0; i < iterations; i++) await work();
      means.push((performance.now() - t) / iterations);
    }
    means.sort((a, b) => a - b);
    return means[3];
  };
  const der = Uint8Array.from(atob(publicKey.replace(/-----[^-]+-----|\\s/g, '')), (c) => c.charCodeAt(0));
  const oaepKey = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
  const rows = [];
  for (const size of sizes) {
    const json = JSON.stringify({ list: 'x'.repeat(Math.max(0, size - 11)) });
    const bytes = new TextEncoder().encode(json);
    const key = sdk.generateAesKey();
    const aesKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), 'AES-CBC', false, ['encrypt', 'decrypt']);
    const iv = new Uint8Array(16);
    const sealedResponse = sdk.aesEncrypt(json, key);
    const nativeCipher = await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, bytes);
    const sdkSeal = await median(() => sdk.sealRequestBody(json, { publicKey }));
    const nativeSeal = await median(async () => {
      const k = new TextEncoder().encode(sdk.generateAesKey());
      await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, oaepKey, k);
      await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, bytes);
    });
    const sdkOpen = await median(() => sdk.openResponseBody(sealedResponse, key));
    const nativeOpen = await median(async () => JSON.parse(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, aesKey, nativeCipher))));
    rows.push({ bodyBytes: size, sdkSealMs: sdkSeal, nativeSealMs: nativeSeal, sdkOpenMs: sdkOpen, nativeOpenMs: nativeOpen });
  }
  return rows;
}`;

export async function measureBrowserCrypto({ iterations = 100, sizes = [200, 2_000, 20_000] } = {}) {
  const bundle = await build({
    entryPoints: [sdkEntry],
    bundle: true,
    format: 'iife',
    globalName: 'MerchantSdk',
    platform: 'browser',
    minify: true,
    write: false,
  });
  const script = bundle.outputFiles[0]!.text;
  // A loopback page is a secure context, which WebCrypto needs; no CSP, so the bundle can be inlined.
  const server = createServer((req, res) => {
    res.setHeader('content-type', req.url === '/sdk.js' ? 'text/javascript' : 'text/html');
    res.end(req.url === '/sdk.js' ? script : '<!doctype html><script src="/sdk.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const raw = (await page.evaluate(
      `(${pageBench})(${JSON.stringify({ publicKey, sizes, iterations })})`,
    )) as Omit<BrowserCryptoRow, 'sealRatio' | 'openRatio'>[];
    const round = (n: number) => Number(n.toFixed(4));
    return {
      browser: await browser.version(),
      iterations,
      rows: raw.map((r) => ({
        bodyBytes: r.bodyBytes,
        sdkSealMs: round(r.sdkSealMs),
        nativeSealMs: round(r.nativeSealMs),
        sealRatio: round(r.sdkSealMs / r.nativeSealMs),
        sdkOpenMs: round(r.sdkOpenMs),
        nativeOpenMs: round(r.nativeOpenMs),
        openRatio: round(r.sdkOpenMs / r.nativeOpenMs),
      })),
    };
  } finally {
    await browser.close();
    server.close();
  }
}
