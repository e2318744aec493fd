import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { polyfilledApi, visibleToCheck, worthChecking } from './polyfillsOnDemand';

const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data');
const OLDEST = { chrome: 83, safari_ios: 14 };
const api = (name: string) => polyfilledApi(`core-js/modules/${name}.js`, bcd);

describe('polyfillsOnDemand: which of the polyfill file’s APIs the page checks', () => {
  it('reads an API from a core-js module name', () => {
    expect(api('es.array.at')?.check).toEqual(['Array', 'at']);
    expect(api('es.string.at-alternative')?.check).toEqual(['String', 'at']);
    expect(api('es.typed-array.find-last')?.check).toEqual(['Int8Array', 'findLast']);
    expect(api('es.object.has-own')?.check).toEqual(['Object', 'hasOwn']);
    expect(api('web.structured-clone')?.check).toEqual(['structuredClone']);
    expect(api('es.set.union.v2')?.check).toEqual(['Set', 'union']);
    expect(api('es.array.at')?.compat?.__compat).toBeDefined();
    expect(polyfilledApi('regenerator-runtime/runtime.js', bcd)).toBeUndefined();
  });

  it('checks what the target lacks and every current engine has, never a guess no engine has yet', () => {
    const checked = (name: string) => {
      const found = api(name);
      return found !== undefined && worthChecking(found, OLDEST, bcd) && visibleToCheck(found.check);
    };
    expect(checked('es.array.at')).toBe(true);
    expect(checked('es.object.has-own')).toBe(true);
    // Chrome 83 has these already: nothing to check.
    expect(checked('es.array.includes')).toBe(false);
    expect(checked('es.array.push')).toBe(false);
    // Too new to be widely available (by the data's date): an engine without them is no sign of age.
    expect(checked('es.iterator.map')).toBe(false);
    expect(checked('es.map.get-or-insert')).toBe(false);
    // An instance's own property: no engine shows it on the constructor, so it could never pass.
    expect(checked('es.error.cause')).toBe(false);
  });
});
