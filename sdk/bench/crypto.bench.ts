// Envelope v1 cost: median time to seal a request and open a response with the SDK (crypto-js AES
// + BigInt RSA) against node:crypto doing the same work. `runCryptoBench()` returns the figures
// for the root bench; run this file directly (`npm run bench -w sdk`) for a table, or with
// `--json` for JSON.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { aesEncrypt, openResponseBody, sealRequestBody } from '../src/envelope/index';

export interface CryptoBenchRow {
  bodyBytes: number;
  sdkSealMs: number;
  nodeSealMs: number;
  sealRatio: number;
  sdkOpenMs: number;
  nodeOpenMs: number;
  openRatio: number;
}

export interface CryptoBenchResult {
  node: string;
  iterations: number;
  rows: CryptoBenchRow[];
}

const publicKey = readFileSync(new URL('../../fixtures/keys/dev-public.pem', import.meta.url), 'utf8');

/** A JSON body of exactly `bytes` UTF-8 bytes (ASCII and CJK, nothing JSON has to escape). */
function bodyOf(bytes: number): string {
  const unit = 'tranDt=20240101;amount=12.50;memo=积分兑换;';
  let list = '';
  for (let i = 0; Buffer.byteLength(list) < bytes - 11; i++) {
    const char = unit[i % unit.length]!;
    list += Buffer.byteLength(list + char) <= bytes - 11 ? char : 'x';
  }
  return JSON.stringify({ list });
}

function median(work: () => unknown, iterations: number): number {
  for (let i = 0; i < Math.min(20, iterations); i++) work(); // warm-up (JIT, key parse cache)
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

// Parsed once, as the SDK caches its parsed key.
const nodeKey = createPublicKey(publicKey);

function nodeSeal(json: string): string {
  const aesKey = randomBytes(16).toString('hex');
  const rsa = publicEncrypt({ key: nodeKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(aesKey));
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey), null);
  return `${rsa.toString('hex')}|${Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64')}`;
}

function nodeOpen(base64: string, aesKey: string): unknown {
  const decipher = createDecipheriv('aes-256-ecb', Buffer.from(aesKey), null);
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8'),
  );
}

const round = (n: number, digits = 4) => Number(n.toFixed(digits));

/** Runs the benchmark for 200 B, 2 KB and 20 KB bodies and returns the medians in ms. */
export function runCryptoBench({ iterations = 400, sizes = [200, 2_000, 20_000] } = {}): CryptoBenchResult {
  const rows = sizes.map((bodyBytes) => {
    const json = bodyOf(bodyBytes);
    const aesKey = randomBytes(16).toString('hex');
    const sealed = aesEncrypt(json, aesKey);
    const sdkSealMs = median(() => sealRequestBody(json, { publicKey }), iterations);
    const nodeSealMs = median(() => nodeSeal(json), iterations);
    const sdkOpenMs = median(() => openResponseBody(sealed, aesKey), iterations);
    const nodeOpenMs = median(() => nodeOpen(sealed, aesKey), iterations);
    return {
      bodyBytes: Buffer.byteLength(json),
      sdkSealMs: round(sdkSealMs),
      nodeSealMs: round(nodeSealMs),
      sealRatio: round(sdkSealMs / nodeSealMs, 2),
      sdkOpenMs: round(sdkOpenMs),
      nodeOpenMs: round(nodeOpenMs),
      openRatio: round(sdkOpenMs / nodeOpenMs, 2),
    };
  });
  return { node: process.version, iterations, rows };
}

function printTable(result: CryptoBenchResult): void {
  const header = ['body', 'seal SDK ms', 'seal node ms', 'ratio', 'open SDK ms', 'open node ms', 'ratio'];
  const lines = result.rows.map((r) => [
    `${r.bodyBytes} B`,
    r.sdkSealMs.toFixed(4),
    r.nodeSealMs.toFixed(4),
    `${r.sealRatio.toFixed(1)}×`,
    r.sdkOpenMs.toFixed(4),
    r.nodeOpenMs.toFixed(4),
    `${r.openRatio.toFixed(1)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(`Envelope v1, median of ${result.iterations} runs, Node ${result.node}`);
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runCryptoBench();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
}
