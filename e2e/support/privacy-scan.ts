// Nothing the e2e run saw may show a token, a card number or an ID number: the console, the
// addresses the page showed and requested, the request headers it sent, what it left in storage and
// what the simulator logged of its session. Every test writes console.json (the consoleMessages
// fixture of support/sim.ts) and exposure.json (the exposures fixture); both are read after the run
// (support/global-teardown.ts). `node --import tsx support/privacy-scan.ts` does the same by hand,
// and `--self-test` proves the patterns flag planted secrets and pass clean text.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LeakKind = 'token' | 'card' | 'id';

export interface Leak {
  kind: LeakKind;
  /** The secret with its middle masked, so the report itself leaks nothing. */
  sample: string;
}

export type ExposureSource = 'url' | 'header' | 'storage' | 'simlog';

export interface ScanReport {
  messages: number;
  /** Entries of exposure.json per source. */
  exposures: Record<ExposureSource, number>;
  tests: number;
  leaks: Array<Leak & { file: string; index: number }>;
}

const SIM_TOKEN = /sim-token:/g;
// RSA/AES ciphertext in base64 (mixed case and digits) or hex, 64 characters or more.
const BASE64_RUN = /[A-Za-z0-9+/]{64,}={0,2}/g;
const HEX_RUN = /(?<![0-9A-Za-z])[0-9a-fA-F]{64,}(?![0-9A-Za-z])/g;
const DIGIT_RUN = /(?<!\d)\d{13,19}(?!\d)/g;
// Not inside a word: a UUID (an Idempotency-Key) may hold four digit-only groups by chance.
const GROUPED_CARD = /(?<![0-9A-Za-z-])\d{4}(?:[ -]\d{4}){3}(?:[ -]?\d{1,3})?(?![0-9A-Za-z-])/g;
const ID_WITH_X = /(?<![0-9A-Za-z])\d{17}[Xx](?![0-9A-Za-z])/g;
const ID_NUMBER = /^\d{6}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

// A 13-digit run that reads as a millisecond timestamp (2001–2100) is a clock, not a card.
const isEpochMs = (digits: string) =>
  digits.length === 13 && Number(digits) >= 978307200000 && Number(digits) < 4102444800000;
// A run that starts with a date (an order or trade number such as T20261123001339) is a serial.
const isDatedSerial = (digits: string) => /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])/.test(digits);
const mixedBase64 = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);
const isHexKey = (run: string) => !mixedBase64(run) && /\d/.test(run) && /[a-fA-F]/.test(run);
const mask = (s: string) =>
  s.length <= 8 ? '*'.repeat(s.length) : `${s.slice(0, 4)}…${s.slice(-2)} (${s.length} chars)`;

/**
 * The secrets one console line shows.
 *
 * @example findLeaks('card 6222021234567890123') // [{ kind: 'card', sample: '6222…23 (19 chars)' }]
 */
export function findLeaks(text: string): Leak[] {
  const leaks: Leak[] = [];
  const add = (kind: LeakKind, s: string) => leaks.push({ kind, sample: mask(s) });
  for (const m of text.matchAll(SIM_TOKEN)) add('token', text.slice(m.index, m.index + 40));
  for (const [run] of text.matchAll(BASE64_RUN)) if (mixedBase64(run)) add('token', run);
  for (const [run] of text.matchAll(HEX_RUN)) if (isHexKey(run)) add('token', run);
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    if (ID_NUMBER.test(run)) add('id', run);
    else if (!isEpochMs(run) && !isDatedSerial(run)) add('card', run);
  }
  for (const [run] of text.matchAll(GROUPED_CARD)) if (/[ -]/.test(run)) add('card', run);
  for (const [run] of text.matchAll(ID_WITH_X)) add('id', run);
  return leaks;
}

/**
 * An address as its reader sees it, one part per line (a long path is not a base64 run):
 * `?token=sim-token%3A…` is `token` and `sim-token:…`.
 */
function addressParts(text: string): string {
  return text
    .split(/[/?&=#]/)
    .map((part) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return part;
      }
    })
    .join('\n');
}

function readEntries(file: string): Array<{ text?: unknown; source?: unknown }> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Array<{ text?: unknown }>) : [];
}

/** Reads every `<outputDir>/<test>/console.json` and `exposure.json`. */
export function scanOutput(outputDir: string): ScanReport {
  const report: ScanReport = {
    messages: 0,
    exposures: { url: 0, header: 0, storage: 0, simlog: 0 },
    tests: 0,
    leaks: [],
  };
  if (!existsSync(outputDir)) return report;
  for (const dir of readdirSync(outputDir)) {
    const consoleFile = join(dir, 'console.json');
    const exposureFile = join(dir, 'exposure.json');
    if (!existsSync(join(outputDir, consoleFile)) && !existsSync(join(outputDir, exposureFile))) continue;
    report.tests += 1;
    readEntries(join(outputDir, consoleFile)).forEach((entry, index) => {
      report.messages += 1;
      for (const leak of findLeaks(String(entry.text ?? '')))
        report.leaks.push({ ...leak, file: consoleFile, index });
    });
    readEntries(join(outputDir, exposureFile)).forEach((entry, index) => {
      const source = entry.source as ExposureSource;
      if (source in report.exposures) report.exposures[source] += 1;
      const text = String(entry.text ?? '');
      for (const leak of findLeaks(source === 'url' ? addressParts(text) : text))
        report.leaks.push({ ...leak, file: `${exposureFile} (${source})`, index });
    });
  }
  return report;
}

export function summary(report: ScanReport): string {
  const e = report.exposures;
  const lines = [
    `privacy scan: ${report.messages} console messages, ${e.url} addresses, ${e.header} request headers, ` +
      `${e.storage} storage snapshots and ${e.simlog} simulator logs from ${report.tests} tests, ` +
      `${report.leaks.length} leaks`,
  ];
  for (const l of report.leaks.slice(0, 50)) lines.push(`  ${l.kind} in ${l.file} #${l.index}: ${l.sample}`);
  if (report.leaks.length > 50) lines.push(`  … and ${report.leaks.length - 50} more`);
  return lines.join('\n');
}

const PLANTED: Array<[string, LeakKind]> = [
  ['token: sim-token:e2e-0-abc:certified', 'token'],
  [`TOKEN ${'Q2lwaGVyVGV4dA9aZ3x7'.repeat(9)}==`, 'token'],
  [`key ${'0a1b2c3d4e5f6789'.repeat(4)}`, 'token'],
  ['卡号 6222021234567890123', 'card'],
  ['card 6222 0212 3456 7890', 'card'],
  ['old card 4111111111119', 'card'],
  ['身份证 11010519491231002X', 'id'],
  ['id=110105194912310021', 'id'],
];
const CLEAN = [
  '卡号 6222 **** **** 0123',
  '622202******0123',
  `at ${Date.now()} ms`,
  '[bridge] 忽略未知或已完成的 callbackId 1234567890',
  '订单号 20240105123456789012345',
  'a'.repeat(120),
  'GET /h5/assets/TransactionRecordScreen-B3xYz9Qa.js 200',
  '¥1,234.56 2024-01-05 12:00:00 交易成功',
  '/transaction/detail/T20261123001339/20261123/02',
  '没有找到与“O19990101000000”相关的交易',
  'idempotency-key: b154a40a-3467-4672-9222-9509b7120122',
];

/** A test folder with a leak in each exposure source (the address URL-encoded) and a clean console. */
function selfTestFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'privacy-scan-'));
  try {
    mkdirSync(join(dir, 't1'));
    writeFileSync(join(dir, 't1', 'console.json'), JSON.stringify([{ text: '交易成功' }]));
    const planted: Array<{ source: ExposureSource; text: string }> = [
      { source: 'url', text: 'http://127.0.0.1/h5/x?token=sim-token%3Ae2e-1%3Acertified' },
      { source: 'header', text: 'referer: http://127.0.0.1/h5/x?token=sim-token:e2e-1:certified' },
      { source: 'storage', text: JSON.stringify({ local: { draft: '{"actNo":"6222021234567890123"}' } }) },
      { source: 'simlog', text: JSON.stringify({ detail: { PHONE_IMEI: 'x', idNo: '11010519491231002X' } }) },
    ];
    writeFileSync(
      join(dir, 't1', 'exposure.json'),
      JSON.stringify(planted.map((p) => ({ ...p, where: '' }))),
    );
    const report = scanOutput(dir);
    const flagged = new Set(report.leaks.map((l) => l.file.replace(/^.*\((\w+)\)$/, '$1')));
    return planted
      .filter((p) => !flagged.has(p.source))
      .map((p) => `missed the ${p.source} leak in exposure.json`)
      .concat(report.messages === 1 ? [] : ['console.json not read']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Flags every planted secret with its kind, and nothing in the clean lines; throws otherwise. */
export function selfTest(): string {
  const problems: string[] = [];
  for (const [text, kind] of PLANTED)
    if (!findLeaks(text).some((l) => l.kind === kind))
      problems.push(`missed ${kind} in ${JSON.stringify(text)}`);
  for (const text of CLEAN) {
    const leaks = findLeaks(text);
    if (leaks.length) problems.push(`false ${leaks[0]?.kind} in ${JSON.stringify(text.slice(0, 60))}`);
  }
  problems.push(...selfTestFiles());
  if (problems.length) throw new Error(`privacy scan self-test failed:\n  ${problems.join('\n  ')}`);
  return `privacy scan self-test: ${PLANTED.length} planted secrets and 4 planted exposures flagged, ${CLEAN.length} clean lines passed`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    if (process.argv.includes('--self-test')) console.log(selfTest());
    else {
      const report = scanOutput(fileURLToPath(new URL('../test-results', import.meta.url)));
      console.log(summary(report));
      process.exitCode = report.leaks.length ? 1 : 0;
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
}
