// The copied RSA core is jsencrypt's own code: each file, printed by esbuild on one line without
// comments (so layout, quotes and our headers do not count), equals the installed jsencrypt's. A
// jsencrypt upgrade fails here until the copy is taken again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Found through the package's own exports (`./package.json`), wherever the install put it.
const upstreamDir = join(
  dirname(createRequire(import.meta.url).resolve('jsencrypt/package.json')),
  'lib/lib/jsbn',
);
const here = dirname(fileURLToPath(import.meta.url));

const printed = async (code: string) =>
  (await transform(code, { loader: 'js', legalComments: 'none', format: 'esm', minifyWhitespace: true }))
    .code;

describe('src/envelope/jsbn', () => {
  it.each(['util.js', 'jsbn.js', 'prng4.js', 'rng.js', 'rsa.js', 'sha256.js'])(
    '%s is jsencrypt 3.5.4’s, unchanged',
    async (file) => {
      const ours = await printed(readFileSync(join(here, file), 'utf8'));
      const theirs = await printed(readFileSync(join(upstreamDir, file), 'utf8'));
      expect(ours).toBe(theirs);
    },
  );

  it.each(['jsbn.d.ts', 'rng.d.ts', 'rsa.d.ts'])('%s declares what jsencrypt’s does', async (file) => {
    // Declarations print to nothing; compare them as text without comments and layout.
    const text = (path: string) =>
      readFileSync(path, 'utf8')
        .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
        .replace(/["']/g, "'")
        .replace(/[\s;,]+/g, '');
    expect(text(join(here, file))).toBe(text(join(upstreamDir, file)));
  });

  it('the installed jsencrypt is the version the copy names', () => {
    const manifest = JSON.parse(readFileSync(join(upstreamDir, '../../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe('3.5.4');
  });
});
