// The published package works outside the monorepo: `npm pack`, install the tarball into a scratch
// project offline (its dependencies copied from the workspace's node_modules), then import it
// from Node as ESM and as CJS.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const rootModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

function needsBuild(): boolean {
  const built = join(sdkDir, 'dist/index.d.cts');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true }).map((e) =>
        e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
      ),
    );
  return newest(join(sdkDir, 'src')) > builtAt;
}

let scratch = '';

beforeAll(() => {
  if (needsBuild()) run('npm', ['run', 'build'], sdkDir);
  scratch = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
  const packDir = join(scratch, 'pack');
  mkdirSync(packDir);
  const tarball =
    run('npm', ['pack', '--silent', '--pack-destination', packDir], sdkDir).trim().split('\n').pop() ?? '';
  const project = join(scratch, 'project');
  const installed = join(project, 'node_modules/@merchant-h5/sdk');
  mkdirSync(installed, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'commonjs' }),
  );
  run('tar', ['-xzf', join(packDir, tarball), '-C', installed, '--strip-components=1'], scratch);
  // Offline "install": the runtime dependencies the packed package.json declares, from our tree.
  const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const dep of Object.keys(packed.dependencies ?? {}))
    cpSync(join(rootModules, dep), join(project, 'node_modules', dep), { recursive: true });
}, 180_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const script = (lines: string[]) => lines.join('\n');

describe('packed @merchant-h5/sdk', () => {
  it('ships only dist and package.json metadata', () => {
    const files = readdirSync(join(scratch, 'project/node_modules/@merchant-h5/sdk/dist')).sort();
    expect(files).toEqual([
      'index.cjs',
      'index.cjs.map',
      'index.d.cts',
      'index.d.ts',
      'index.js',
      'index.js.map',
    ]);
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
      join(scratch, 'project'),
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
          "  mobile: sdk.isMobileNumber('13800138000'), channel: sdk.channelForSource('02'), gates: sdk.VERSION_GATES, env: sdk.resolveEnvironment({ hostname: 'alpha.example.com', search: '' }) }));",
        ]),
      ],
      join(scratch, 'project'),
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
