// The SDK as another team receives it carries the licences of the code it bundles (jsencrypt's RSA
// core: jsbn's notice, which every redistribution must keep intact, and jsencrypt's MIT notice), and
// its source reaches no other package by a path that only this workspace's install layout gives.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale, sdkDir } from './packed-sdk';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The licence texts as THIRD_PARTY_NOTICES.md states them, one per ```text block. */
const notices = [
  ...readFileSync(join(sdkDir, 'THIRD_PARTY_NOTICES.md'), 'utf8').matchAll(/```text\n([\s\S]*?)```/g),
].map((m) => collapse(m[1] ?? ''));

/** The `/*! … *\/` comments of a built file, without their leading asterisks. */
const legalComments = (code: string) =>
  [...code.matchAll(/\/\*![\s\S]*?\*\//g)].map((m) => collapse(m[0].replace(/^\s*\*(?!\/)/gm, '')));

// What the bundled core leaves in a built file: jsbn's digit table, its Arcfour generator, RSAKey's message.
const CORE_MARKERS = [/0123456789abcdefghijklmnopqrstuvwxyz/, /Arcfour/, /Message too long for RSA/];

describe('licence notices of the bundled RSA core', () => {
  beforeAll(() => buildIfStale(), 180_000);

  it('THIRD_PARTY_NOTICES.md states jsbn’s and jsencrypt’s notices and ships with the package', () => {
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain('Copyright (c) 2003-2005 Tom Wu');
    expect(notices[0]).toContain(
      'All redistributions must retain an intact copy of this copyright notice and disclaimer.',
    );
    expect(notices[1]).toContain('The MIT License (MIT) Copyright (c) 2015 Form.io');
    const manifest = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('THIRD_PARTY_NOTICES.md');
  });

  it('every built file that carries the core carries both notices, intact', () => {
    const dist = join(sdkDir, 'dist');
    const carriers = readdirSync(dist)
      .filter((file) => /\.c?js$/.test(file))
      .map((file) => ({ file, code: readFileSync(join(dist, file), 'utf8') }))
      .filter(({ code }) => CORE_MARKERS.some((marker) => marker.test(code)));
    // One ESM and one CJS file: the core is not spread over chunks that would each need the notice.
    expect(carriers.map(({ file }) => file.replace(/^.*\./, '')).sort()).toEqual(['cjs', 'js']);
    for (const { file, code } of carriers) {
      const comments = legalComments(code).join(' ');
      for (const notice of notices) expect(comments, file).toContain(notice);
    }
  });
});

describe('imports of the SDK source', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(dir, entry.name))
        : /\.(ts|js)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

  it('reach another package by its name, never by a path into node_modules or out of the SDK', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(join(sdkDir, 'src'))) {
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const outside =
          specifier.startsWith('.') && relative(sdkDir, resolve(dirname(file), specifier)).startsWith('..');
        if (specifier.includes('node_modules') || outside)
          strays.push(`${relative(sdkDir, file)}: ${specifier}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
