// The published package works outside the monorepo: `npm pack`, install the tarball into a scratch
// project offline (its dependencies copied from the workspace's node_modules), then import it
// from Node as ESM and as CJS, through the root and through every subpath.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSdk, run } from './packed-sdk';
import type { PackedSdk } from './packed-sdk';

const SUBPATHS = ['validators', 'format', 'bridge', 'client', 'gateway', 'headers', 'envelope', 'endpoints'];

let packed: PackedSdk;

beforeAll(() => {
  packed = packSdk('commonjs');
}, 180_000);

afterAll(() => packed?.dispose());

const script = (lines: string[]) => lines.join('\n');

describe('packed @merchant-h5/sdk', () => {
  it('ships dist, the README, the third-party notices and package.json: every export resolves to a file that is there', () => {
    expect(readdirSync(packed.installed).sort()).toEqual([
      'README.md',
      'THIRD_PARTY_NOTICES.md',
      'dist',
      'package.json',
    ]);
    const files = new Set(readdirSync(join(packed.installed, 'dist')));
    const manifest = JSON.parse(readFileSync(join(packed.installed, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(manifest.exports).sort()).toEqual(
      ['.', './package.json', ...SUBPATHS.map((s) => `./${s}`)].sort(),
    );
    for (const name of ['index', ...SUBPATHS]) {
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts'])
        expect(files.has(`${name}${ext}`), name + ext).toBe(true);
    }
    // Only the build's own chunks and maps besides the entries; one sourceMappingURL per file.
    for (const file of files) {
      expect(file).toMatch(/^[\w-]+\.(js|cjs|d\.ts|d\.cts|js\.map|cjs\.map)$/);
      if (/\.c?js$/.test(file)) {
        const text = readFileSync(join(packed.installed, 'dist', file), 'utf8');
        expect(text.match(/sourceMappingURL=/g) ?? [], file).toHaveLength(1);
      }
    }
  });

  it('has a README whose links all point at absolute addresses or files that ship', () => {
    const readme = readFileSync(join(packed.installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    for (const link of links) {
      if (/^(https?:|#)/.test(link)) continue;
      expect(() => readFileSync(join(packed.installed, link.split('#')[0] ?? ''))).not.toThrow();
    }
  });

  it('imports every subpath as ESM and as CJS', () => {
    for (const sub of SUBPATHS) {
      const esm = run(
        'node',
        [
          '--input-type=module',
          '-e',
          `import * as m from '@merchant-h5/sdk/${sub}'; console.log(Object.keys(m).length);`,
        ],
        packed.project,
      );
      const cjs = run(
        'node',
        ['-e', `console.log(Object.keys(require('@merchant-h5/sdk/${sub}')).length)`],
        packed.project,
      );
      expect(Number(esm), sub).toBeGreaterThan(0);
      expect(Number(cjs), sub).toBe(Number(esm));
    }
  });

  it('imports as ESM', () => {
    const out = run(
      'node',
      [
        '--input-type=module',
        '-e',
        script([
          "import { maskCardNumber, endpoints, formatYuan, createBridge, aesEncrypt, aesDecrypt, generateAesKey } from '@merchant-h5/sdk';",
          'const key = generateAesKey();',
          "console.log(JSON.stringify({ mask: maskCardNumber('62220212345678901234'), path: endpoints.transactionRecordList.path,",
          "  yuan: formatYuan(-1.005), platform: createBridge({ navigator: { userAgent: 'x' } }).platform, aes: aesDecrypt(aesEncrypt('你好', key), key) }));",
        ]),
      ],
      packed.project,
    );
    expect(JSON.parse(out)).toEqual({
      mask: '622202**********1234',
      path: 'transactionRecord/list',
      yuan: '-¥1.01',
      platform: 'unknown',
      aes: '你好',
    });
  });

  it('requires as CJS', () => {
    const out = run(
      'node',
      [
        '-e',
        script([
          "const sdk = require('@merchant-h5/sdk');",
          "console.log(JSON.stringify({ mask: sdk.maskCardNumber('6222021234567890123'), service: sdk.endpoints.withdrawalList.service,",
          "  mobile: sdk.isMobileNumber('13800138000'), channel: sdk.channelForSource('02'), gates: sdk.VERSION_GATES, env: sdk.resolveEnvironment({ hostname: 'alpha.example.com' }, { alpha: ['alpha.example.com'] }) }));",
        ]),
      ],
      packed.project,
    );
    expect(JSON.parse(out)).toEqual({
      mask: '62220**********0123',
      service: 'pos-pay-service',
      mobile: true,
      channel: '公众号',
      gates: { replacePage: 350, openNotificationSettings: 331, reportNotificationStatus: 319 },
      env: 'alpha',
    });
  });
});
