// The built H5 on the declared engine target (.browserslistrc: Chrome 83, iOS 14): no file holds
// syntax those engines cannot parse, and the polyfills come only where an engine lacks what they fill
// (app/build/polyfillsOnDemand.ts), so a current engine's first screen is what it was.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { tooNewSyntax } from '../scripts/engine-syntax.mjs';

const dist = fileURLToPath(new URL('../app/dist', import.meta.url));
const assets = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js'));
const html = readFileSync(`${dist}/index.html`, 'utf8');
const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => m[1] ?? '',
);

/** Runs the page's polyfill loader with `Array.prototype.at` present or not; answers what it wrote. */
function loaderWrites(withAt: boolean): string[] {
  const loader = inlineScripts.find((s) => s.includes('polyfills-'));
  if (!loader) throw new Error('index.html has no polyfill loader');
  const written: string[] = [];
  const arrayPrototype = withAt ? { at() {} } : {};
  const self = {
    Array: { prototype: arrayPrototype },
    String: { prototype: { at() {} } },
    Int8Array: {
      prototype: { at() {}, findLast() {}, findLastIndex() {}, toReversed() {}, toSorted() {}, with() {} },
    },
  };
  runInNewContext(loader, { self, document: { write: (text: string) => written.push(text) } });
  return written;
}

describe('the built H5 on Chrome 83 and iOS 14', () => {
  it('has no syntax those engines cannot run, in any file', () => {
    expect(assets.length).toBeGreaterThan(50);
    const findings = [
      ...assets.map((f) => [f, readFileSync(`${dist}/assets/${f}`, 'utf8')] as const),
      ...inlineScripts.map((s, i) => [`index.html script ${i}`, s] as const),
    ].flatMap(([file, code]) =>
      tooNewSyntax(
        code,
        { chrome: 83, safari_ios: 14 },
        file.startsWith('index.html') ? 'script' : 'module',
      ).map((f) => `${file}@${f.at}: ${f.feature}`),
    );
    expect(findings).toEqual([]);
  });

  it('writes the polyfills before the entry only on an engine without Array.prototype.at', () => {
    // No polyfill tag of its own: only the loader names the file.
    expect(html.replace(/<script>[\s\S]*?<\/script>/g, '')).not.toContain('polyfills-');
    const [written, ...more] = loaderWrites(false);
    expect(more).toEqual([]);
    const file = /src="\/h5\/assets\/(polyfills-[\w-]+\.js)"/.exec(written ?? '')?.[1];
    expect(assets).toContain(file);
    expect(written).toMatch(/^<script type="module" crossorigin src=/);
    expect(loaderWrites(true)).toEqual([]);
    // The loader stands before the entry's module script, so the polyfills run first.
    expect(html.indexOf('polyfills-')).toBeLessThan(
      html.search(/<script type="module" crossorigin src="[^"]*\/index-/),
    );
  });
});
