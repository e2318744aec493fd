// The built H5 on the declared engine target (.browserslistrc: Chrome 83, iOS 14): no file holds
// syntax those engines cannot parse, and the polyfills come only where an engine lacks what they fill
// (app/build/polyfillsOnDemand.ts), so a current engine's first screen is what it was.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { tooNewSyntax } from '../scripts/engine-syntax.mjs';

const dist = fileURLToPath(new URL('../app/dist', import.meta.url));
const assets = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js'));
const html = readFileSync(`${dist}/index.html`, 'utf8');
const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => m[1] ?? '',
);

/**
 * Runs the page's polyfill loader in a fresh realm (this Node's engine, current enough to have every
 * API the loader checks), first taking `remove` away; answers what the loader wrote.
 */
function loaderWrites(remove = ''): string[] {
  const loader = inlineScripts.find((s) => s.includes('polyfills-'));
  if (!loader) throw new Error('index.html has no polyfill loader');
  const written: string[] = [];
  const realm = createContext({
    document: { write: (text: string) => written.push(text), currentScript: null },
  });
  runInContext(`var self = this; ${remove}`, realm);
  runInContext(loader, realm);
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
    const [written, ...more] = loaderWrites('delete Array.prototype.at;');
    expect(more).toEqual([]);
    const file = /src="\/h5\/assets\/(polyfills-[\w-]+\.js)"/.exec(written ?? '')?.[1];
    expect(assets).toContain(file);
    expect(written).toMatch(/^<script type="module" crossorigin src=/);
    // A current engine has every API the loader checks: nothing written (a check no engine could
    // pass, such as an instance's own property, would load the file everywhere).
    expect(loaderWrites()).toEqual([]);
    expect(loaderWrites('delete Object.getPrototypeOf(Int8Array.prototype).toSorted;')).toHaveLength(1);
    // The loader stands before the entry's module script, so the polyfills run first.
    expect(html.indexOf('polyfills-')).toBeLessThan(
      html.search(/<script type="module" crossorigin src="[^"]*\/index-/),
    );
  });
});
