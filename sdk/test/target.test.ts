// The published build runs on the engines its package.json states (`browserslist`: Chrome 83 /
// Android WebView 83, iOS 14), which are the repository's declared target (.browserslistrc): no
// syntax they cannot parse, and its code works with the APIs they lack taken away first
// (fixtures/engines/apis.json, the list the simulator's hosts take away too).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tooNewSyntax } from '../../scripts/engine-syntax.mjs';
import { buildIfStale, sdkDir } from './packed-sdk';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(sdkDir, 'dist');
const OLDEST = { webview_android: 83, safari_ios: 14 };

interface EngineApi {
  path: string;
  webview_android: string | null;
  safari_ios: string | null;
}

/** The APIs the target's oldest Android WebView or iOS lacks. */
function lackedByTarget(): string[] {
  const { apis } = JSON.parse(readFileSync(join(repoRoot, 'fixtures/engines/apis.json'), 'utf8')) as {
    apis: EngineApi[];
  };
  return apis
    .filter((api) =>
      (['webview_android', 'safari_ios'] as const).some(
        (browser) => api[browser] === null || Number.parseFloat(api[browser]) > OLDEST[browser],
      ),
    )
    .map((api) => api.path);
}

/** Runs `body` (an ES module) in a fresh Node after deleting `lacks` from its globals, as the shim does. */
function runWithout(lacks: readonly string[], body: string): unknown {
  const prelude = `
    for (const path of ${JSON.stringify(lacks)}) {
      const names = path.split('.');
      const property = names.pop();
      let owner = names.reduce((o, name) => (o == null ? o : o[name]), globalThis);
      while (owner != null && !Object.prototype.hasOwnProperty.call(owner, property))
        owner = Object.getPrototypeOf(owner);
      if (owner != null) delete owner[property];
    }
`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `${prelude}\n${body}`], {
    cwd: sdkDir,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

beforeAll(() => buildIfStale(), 180_000);

describe('the SDK on its declared engine target', () => {
  it('states the repository target in its package.json', () => {
    const stated = (
      JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { browserslist: string[] }
    ).browserslist;
    const declared = readFileSync(join(repoRoot, '.browserslistrc'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(stated).toEqual(declared);
  });

  it('ships no syntax Chrome 83 or iOS 14 cannot run', () => {
    const files = readdirSync(dist).filter((f) => /\.c?js$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const findings = files.flatMap((file) =>
      tooNewSyntax(
        readFileSync(join(dist, file), 'utf8'),
        { chrome: 83, safari_ios: 14 },
        file.endsWith('.cjs') ? 'script' : 'module',
      ).map((f) => `${file}@${f.at}: ${f.feature}`),
    );
    expect(findings).toEqual([]);
  });

  it('works with the APIs its oldest engines lack taken away', () => {
    const lacks = lackedByTarget();
    expect(lacks).toEqual(expect.arrayContaining(['Array.prototype.at', 'Object.hasOwn', 'structuredClone']));
    const pem = readFileSync(join(repoRoot, 'fixtures/keys/dev-public.pem'), 'utf8');
    const result = runWithout(
      lacks,
      `
      const sdk = await import('./dist/index.js');
      const key = sdk.generateAesKey();
      const bridgeWindow = { navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 7.1.1; P2) Chrome/83.0.4103.101' } };
      const bridge = sdk.createBridge(bridgeWindow, { mock: { answers: { getBaseRequestParams: { PHONE_MODLE: 'P2' } } }, logger: { log() {}, warn() {}, error() {} } });
      const answer = await bridge.callUnchecked('getBaseRequestParams', { asked: true });
      console.log(JSON.stringify({
        hasAt: typeof [].at,
        channel: sdk.channelForSource('06'),
        unknownChannel: sdk.channelForSource('99') ?? null,
        card: sdk.maskCardNumber('6222021234567890123'),
        id: sdk.isIdNumber('11010519491231002X'),
        yuan: sdk.formatYuan(7030549.29),
        roundTrip: sdk.aesDecrypt(sdk.aesEncrypt('商户 ¥1', key), key),
        rsaLength: sdk.rsaEncrypt(key, ${JSON.stringify(pem)}).length,
        idempotencyKey: /^[0-9a-f-]{36}$/.test(sdk.newIdempotencyKey()),
        swipe: sdk.swipeCodeOf('0000').outcome,
        answer,
      }));
      `,
    );
    expect(result).toEqual({
      hasAt: 'undefined',
      channel: '智能POS设备',
      unknownChannel: null,
      card: '62220**********0123',
      id: true,
      yuan: '¥7,030,549.29',
      roundTrip: '商户 ¥1',
      rsaLength: 256,
      idempotencyKey: true,
      swipe: 'paid',
      answer: { PHONE_MODLE: 'P2', asked: true },
    });
  });
});
