import { describe, expect, it } from 'vitest';
import { tooNewSyntax } from './engine-syntax.mjs';

const TARGET = { chrome: 83, safari_ios: 14 };
const features = (code, sourceType) => tooNewSyntax(code, TARGET, sourceType).map((f) => f.feature);

describe('engine-syntax', () => {
  it.each([
    ['a ||= 1; b ??= 2', ['logical assignment (||= &&= ??=)', 'logical assignment (||= &&= ??=)']],
    ['class A { static x = 1 }', ['static class field']],
    ['class A { #x = 1; get x() { return this.#x } }', ['private class field (#x)']],
    ['class A { #m() {} }', ['private class method (#m())']],
    [
      'class A { #x; static is(o) { return #x in o } }',
      ['private class field (#x)', 'private field check (#x in o)'],
    ],
    ['class A { static { init() } }', ['class static block']],
    ['await load()', ['top-level await']],
    ['for await (const x of xs) use(x)', ['top-level await']],
    ['const r = /(?<=¥)\\d+/', ['regular expression lookbehind']],
    ['const r = /a/d', ['regular expression flag d']],
    ['const x = 1; export { x as "y z" }', ['string module export name']],
    ['export * as money from "./money.js"', ['export * as namespace']],
    ['import data from "./a.json" with { type: "json" }', ['import attributes']],
  ])('finds what the target lacks in %s', (code, expected) => {
    expect(features(code)).toEqual(expected);
  });

  it('lets through what Chrome 83 and iOS 14 run', () => {
    const code = [
      'const a = b?.c ?? 1_000n;',
      'class A { x = 1; m() { return this.x } }',
      'async function f() { await g(); for await (const x of xs) use(x) }',
      'const r = /(?<year>\\d{4})/su;',
      'const literal = /\\(?<=/;',
      'export default import("./chunk.js");',
    ].join('\n');
    expect(features(code)).toEqual([]);
  });

  it('reads an old target strictly and a newer one leniently', () => {
    expect(tooNewSyntax('a ??= 1', { chrome: 85, safari_ios: 14 })).toEqual([]);
    expect(tooNewSyntax('class A { static x = 1 }', { chrome: 83, safari_ios: 14.5 })).toEqual([]);
  });
});
