// Test helper: the SDK as another team gets it. `npm pack`, the tarball unpacked into a scratch
// project, its runtime dependencies copied from the workspace (offline), nothing else of ours.
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

export const sdkDir = fileURLToPath(new URL('..', import.meta.url));
export const rootModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

export const run = (cmd: string, args: string[], cwd: string): string =>
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
  const inputs = ['package.json', 'tsup.config.ts'].map((file) => statSync(join(sdkDir, file)).mtimeMs);
  return Math.max(newest(join(sdkDir, 'src')), ...inputs) > builtAt;
}

export interface PackedSdk {
  /** The scratch project (its package.json has `type`); the SDK is in node_modules/@merchant-h5/sdk. */
  project: string;
  installed: string;
  dispose(): void;
}

/** Builds dist/ when the sources, package.json or the build's config are newer than it. */
export function buildIfStale(): void {
  if (needsBuild()) run('npm', ['run', 'build'], sdkDir);
}

/** Packs the SDK (building it first when the source is newer) into a fresh scratch project. */
export function packSdk(type: 'commonjs' | 'module'): PackedSdk {
  buildIfStale();
  const scratch = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
  const packDir = join(scratch, 'pack');
  mkdirSync(packDir);
  const tarball =
    run('npm', ['pack', '--silent', '--pack-destination', packDir], sdkDir).trim().split('\n').pop() ?? '';
  const project = join(scratch, 'project');
  const installed = join(project, 'node_modules/@merchant-h5/sdk');
  mkdirSync(installed, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type }));
  run('tar', ['-xzf', join(packDir, tarball), '-C', installed, '--strip-components=1'], scratch);
  const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const dep of Object.keys(packed.dependencies ?? {}))
    cpSync(join(rootModules, dep), join(project, 'node_modules', dep), { recursive: true });
  return { project, installed, dispose: () => rmSync(scratch, { recursive: true, force: true }) };
}
