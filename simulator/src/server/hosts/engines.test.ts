// The engines' API table: what each host lacks, and that the table says what MDN's data says.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../context';
import { compareVersions, lackedApis, loadEngineApis } from './engines';
import { HOST_KINDS, HOST_PROFILES } from '../../shared/host-profiles';

const apis = loadEngineApis(loadConfig().fixturesDir);

describe('lackedApis', () => {
  it.each([
    [
      'pos',
      [
        'Array.prototype.at',
        'Object.hasOwn',
        'String.prototype.replaceAll',
        'Element.prototype.replaceChildren',
        'Int8Array.prototype.at',
      ],
      ['Intl.ListFormat', 'HTMLDialogElement', 'requestIdleCallback'],
    ],
    [
      'ios',
      ['Array.prototype.at', 'structuredClone', 'requestIdleCallback', 'Navigator.prototype.userAgentData'],
      ['WeakRef', 'Promise.any', 'Intl.Segmenter', 'Element.prototype.replaceChildren'],
    ],
    ['android', ['URL.parse', 'Promise.try'], ['Array.prototype.at', 'URL.canParse', 'Object.groupBy']],
    ['miniprogram', ['Array.prototype.toSorted', 'Navigator.prototype.userAgentData'], ['structuredClone']],
  ] as const)('takes from %s what its engine lacks and leaves what it has', (host, lacked, kept) => {
    const lacks = lackedApis(HOST_PROFILES[host].engine, apis);
    expect(lacks).toEqual(expect.arrayContaining([...lacked]));
    for (const path of kept) expect(lacks, path).not.toContain(path);
  });

  it('gives every host an engine of a browser the table knows, with a version to compare', () => {
    for (const host of HOST_KINDS) {
      const { engine } = HOST_PROFILES[host];
      expect(['webview_android', 'safari_ios'], host).toContain(engine.browser);
      expect(engine.version, host).toMatch(/^\d+(\.\d+)*$/);
    }
  });
});

describe('compareVersions', () => {
  it.each([
    ['14.5', '14.8', -1],
    ['14.8', '14.8', 0],
    ['15', '14.8', 1],
    ['9', '83', -1],
    ['15.4', '15', 1],
    ['120', '120.0', 0],
  ])('compares %s with %s as numbers: %i', (a, b, sign) => {
    expect(compareVersions(a, b)).toBe(sign);
  });
});

describe('fixtures/engines/apis.json', () => {
  type Support = { version_added: string | false };
  type Compat = { __compat?: { support: Record<string, Support | Support[]> } };
  // Installed at the repository's root (the engine target's lint reads it too).
  const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as Record<string, unknown>;

  function firstVersion(key: string, browser: 'webview_android' | 'safari_ios'): string | null | undefined {
    const node = key.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)?.[name], bcd);
    const support = (node as Compat | undefined)?.__compat?.support[browser];
    if (support === undefined) return undefined;
    const first = Array.isArray(support) ? support[0] : support;
    return first?.version_added === false ? null : first?.version_added;
  }

  it('says for every API what MDN says, so the table cannot drift from it silently', () => {
    const table = apis.map(({ bcd: key, webview_android, safari_ios }) => ({
      key,
      webview_android,
      safari_ios,
    }));
    const mdn = apis.map(({ bcd: key }) => ({
      key,
      webview_android: firstVersion(key, 'webview_android'),
      safari_ios: firstVersion(key, 'safari_ios'),
    }));
    expect(table).toEqual(mdn);
  });

  it('names each API once', () => {
    const paths = apis.map((api) => api.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
