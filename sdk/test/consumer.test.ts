// A team that adopts the SDK starts from its README: every ```ts block of the packed README must
// compile in a fresh project, with `moduleResolution` bundler and with node16, against the
// package's own declaration files (skipLibCheck off).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSdk, run } from './packed-sdk';
import type { PackedSdk } from './packed-sdk';

const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

let packed: PackedSdk;
let blocks: string[] = [];

beforeAll(() => {
  packed = packSdk('module');
  const readme = readFileSync(join(packed.installed, 'README.md'), 'utf8');
  blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  mkdirSync(join(packed.project, 'src'));
  blocks.forEach((code, i) => writeFileSync(join(packed.project, 'src', `example${i}.ts`), code));
  // Wrappers under exactOptionalPropertyTypes pass `undefined` straight through: it must be accepted.
  writeFileSync(
    join(packed.project, 'src', 'undefinedOptions.ts'),
    `import { createBridge, createGateway, endpoints } from '@merchant-h5/sdk';
     declare const maybe: { ms?: number | undefined; key?: string | undefined; signal?: AbortSignal | undefined };
     const gateway = createGateway({
       baseUrl: 'https://gw.example.cn', environment: 'test', publicKey: '',
       timeoutMs: maybe.ms, retry: undefined, credentials: undefined, headerStrategy: undefined,
       tripleDesSecret: undefined, cipherMode: undefined, fetch: undefined, onUnauthorized: undefined,
     });
     await gateway.call(endpoints.myInfo, { body: {}, idempotencyKey: maybe.key, signal: maybe.signal, timeoutMs: maybe.ms });
     createBridge(window, { nonInteractiveTimeoutMs: maybe.ms, maxMessageLength: undefined });`,
  );
}, 180_000);

afterAll(() => packed?.dispose());

function compile(compilerOptions: Record<string, unknown>): string {
  writeFileSync(
    join(packed.project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        exactOptionalPropertyTypes: true,
        ...compilerOptions,
      },
      include: ['src'],
    }),
  );
  try {
    return run('node', [tsc, '-p', 'tsconfig.json'], packed.project);
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('the README examples in a fresh consumer project', () => {
  it('has examples for every module', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
  });

  it('compile with moduleResolution bundler', () => {
    expect(compile({ module: 'ESNext', moduleResolution: 'Bundler' })).toBe('');
  });

  it('compile with moduleResolution node16', () => {
    expect(compile({ module: 'Node16', moduleResolution: 'Node16' })).toBe('');
  });

  it('fail to compile when an example misuses the typed catalogue (the check can fail)', () => {
    writeFileSync(
      join(packed.project, 'src', 'wrong.ts'),
      `import { endpoints, type Gateway } from '@merchant-h5/sdk';
       declare const gateway: Gateway;
       await gateway.call(endpoints.transactionRecordList, { body: { pageNo: 1 } });`,
    );
    try {
      expect(compile({ module: 'ESNext', moduleResolution: 'Bundler' })).toMatch(
        /wrong\.ts.*TS2353|TS2345|TS2322/,
      );
    } finally {
      writeFileSync(join(packed.project, 'src', 'wrong.ts'), 'export {};\n');
    }
  });
});
