import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOf } from './complete-lockfile.mjs';

describe('complete-lockfile', () => {
  it('reads the platform from a binding package name', () => {
    expect(platformOf('@unrs/resolver-binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@rollup/rollup-linux-x64-musl')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    });
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('adds the missing platform entries in npm order, keeps present and nested ones, reports the rest', () => {
    const lock = {
      packages: {
        '': { name: 'x' },
        'node_modules/unrs-resolver': {
          version: '1.13.0',
          dev: true,
          optionalDependencies: {
            '@unrs/resolver-binding-linux-x64-gnu': '1.13.0',
            '@unrs/resolver-binding-darwin-arm64': '1.13.0',
            fsevents: '2.3.3',
          },
        },
        'node_modules/@unrs/resolver-binding-linux-x64-gnu': { version: '1.13.0' },
        'node_modules/a/node_modules/b': {
          version: '1.0.0',
          optionalDependencies: { 'c-linux-arm64': '^1.0.0' },
        },
      },
    };
    const { added, unknown } = completeLockfile(lock);
    expect(added).toEqual(['@unrs/resolver-binding-darwin-arm64@1.13.0']);
    expect(unknown).toEqual([
      'fsevents@2.3.3 (wanted by node_modules/unrs-resolver)',
      'c-linux-arm64@^1.0.0 (wanted by node_modules/a/node_modules/b)',
    ]);
    const entry = lock.packages['node_modules/@unrs/resolver-binding-darwin-arm64'];
    expect(Object.keys(entry)).toEqual(['version', 'cpu', 'dev', 'optional', 'os']);
    expect(Object.keys(lock.packages)[0]).toBe('');
    expect(completeLockfile(lock).added).toEqual([]);
  });
});
