// Loads plugin-legacy's polyfill file only on an engine that lacks what it fills. With
// `modernPolyfills` the plugin puts that file on every page as a module script, which every host
// would pay for; here it is written by a check of the APIs it adds, only where one is missing. It is
// still a module script before the entry's, so it runs first (deferred scripts run in order).
//
// Which APIs the check names: core-js's guesses are by a method's name (any `.map(` adds the
// iterator helpers), so the file holds APIs the app never calls, some of which no engine has yet. A
// check naming those would load the file everywhere. It names only the file's APIs that the target
// lacks and that MDN's browser-compat-data counts as widely available (in Chrome and iOS Safari for
// 30 months by the data's own date): an engine that has them all is current enough.
import { createRequire } from 'node:module';
import { detectPolyfills } from '@vitejs/plugin-legacy';
import type { Plugin } from 'vite';

const TAG = /<script type="module" crossorigin src="([^"]*\/polyfills-[^"]+\.js)"><\/script>\s*/;
const ENTRY = /<script type="module" crossorigin src="[^"]*\/index-[^"]+\.js"><\/script>/;
const WIDELY_AVAILABLE_MONTHS = 30;

interface Support {
  version_added: string | boolean | null;
}
interface Compat {
  __compat?: { support: Record<string, Support | Support[] | undefined> };
  [key: string]: unknown;
}
interface Bcd {
  __meta: { timestamp: string };
  browsers: Record<string, { releases: Record<string, { release_date?: string }> }>;
  javascript: { builtins: Record<string, Compat> };
  api: Record<string, Compat>;
}

/** An API a polyfill adds: where the page finds it, and its browser-compat-data entry. */
export interface PolyfilledApi {
  /** The global, and the member on it or its prototype ('Array', 'at'); no member for a global. */
  check: [string, string?];
  compat: Compat | undefined;
}

const NAMES: Record<string, { bcd: string; global: string }> = {
  json: { bcd: 'JSON', global: 'JSON' },
  regexp: { bcd: 'RegExp', global: 'RegExp' },
  'typed-array': { bcd: 'TypedArray', global: 'Int8Array' },
  'url-search-params': { bcd: 'URLSearchParams', global: 'URLSearchParams' },
  'dom-exception': { bcd: 'DOMException', global: 'DOMException' },
  url: { bcd: 'URL', global: 'URL' },
};
const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^\w/, (c) => c.toUpperCase());

/** 'core-js/modules/es.array.at.js' → Array's `at`, MDN's javascript.builtins.Array.at. */
export function polyfilledApi(module: string, bcd: Bcd): PolyfilledApi | undefined {
  const match = /^core-js\/modules\/(es|web)\.([\w-]+)(?:\.([\w-]+))?(?:\.v2)?\.js$/.exec(module);
  if (!match) return undefined;
  const [, kind, owner = '', rawMember] = match;
  const member = rawMember?.replace(/-alternative$/, '');
  const name = NAMES[owner] ?? { bcd: pascal(owner), global: pascal(owner) };
  const tree = kind === 'es' ? bcd.javascript.builtins : bcd.api;
  if (!member) {
    // A global of its own: es.aggregate-error → AggregateError, web.structured-clone → structuredClone.
    const global = kind === 'web' && !tree[name.bcd] ? camel(owner) : name.global;
    return { check: [global], compat: tree[kind === 'web' && !tree[name.bcd] ? camel(owner) : name.bcd] };
  }
  const entry = tree[name.bcd];
  const compat = (entry?.[camel(member)] ?? entry?.[`${camel(member)}_static`]) as Compat | undefined;
  return { check: [name.global, camel(member)], compat };
}

function added(compat: Compat | undefined, browser: string): string | undefined {
  const support = compat?.__compat?.support[browser];
  const first = Array.isArray(support) ? support[0] : support;
  return typeof first?.version_added === 'string' && /^\d+(\.\d+)?$/.test(first.version_added)
    ? first.version_added
    : undefined;
}

/**
 * Whether the page should test for the API: the target's oldest engines lack it, and both Chrome and
 * iOS Safari have had it for 30 months by the data's date.
 */
export function worthChecking(api: PolyfilledApi, oldest: Record<string, number>, bcd: Bcd): boolean {
  const cutoff = new Date(bcd.__meta.timestamp);
  cutoff.setMonth(cutoff.getMonth() - WIDELY_AVAILABLE_MONTHS);
  let lackedByTarget = false;
  for (const browser of ['chrome', 'safari_ios']) {
    const version = added(api.compat, browser);
    const released = version && bcd.browsers[browser]?.releases[version]?.release_date;
    if (!version || !released || new Date(released) > cutoff) return false;
    if (Number(version) > (oldest[browser] ?? Infinity)) lackedByTarget = true;
  }
  return lackedByTarget;
}

/**
 * Whether the check passes in the build's own runtime (Node ≥ 20.19, newer than every API it checks):
 * one that cannot pass here tests a property engines never expose that way (`Error`'s `cause` is an
 * instance's own), and would load the file on every engine.
 */
export function passesHere([global, member]: PolyfilledApi['check']): boolean {
  const owner = (globalThis as Record<string, unknown>)[global] as { prototype?: object } | undefined;
  if (owner === undefined || owner === null) return false;
  return !member || member in owner || (owner.prototype !== undefined && member in owner.prototype);
}

/** The inline script that writes the polyfills' module script where a checked API is missing. */
export function loaderScript(src: string, checks: readonly PolyfilledApi['check'][]): string {
  return (
    `<script>(function(){var c=${JSON.stringify(checks)},i,o,m;` +
    `for(i=0;i<c.length;i++){o=self[c[i][0]];m=c[i][1];` +
    `if(!o||m&&!(m in o||o.prototype&&m in o.prototype)){` +
    `document.write('<script type="module" crossorigin src="${src}"><\\/script>');return}}})();</script>`
  );
}

/**
 * `targets`: the browserslist query; `oldest`: the target's oldest Chrome and iOS Safari versions.
 *
 * @example polyfillsOnDemand(target.query, { chrome: 83, safari_ios: 14 })
 */
export function polyfillsOnDemand(targets: readonly string[], oldest: Record<string, number>): Plugin {
  const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as Bcd;
  const modules = new Set<string>();
  return {
    name: 'merchant-h5-polyfills-on-demand',
    apply: 'build',
    enforce: 'post',
    // The same detection as plugin-legacy's (its export), to learn what its file holds.
    async renderChunk(code) {
      await detectPolyfills(code, targets, {}, modules);
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const src = TAG.exec(html)?.[1];
        if (!src) return html;
        const checks = [...modules]
          .map((m) => polyfilledApi(m, bcd))
          .filter((api): api is PolyfilledApi => api !== undefined && worthChecking(api, oldest, bcd))
          .map((api) => api.check)
          .filter(passesHere);
        const unique = [...new Map(checks.map((c) => [c.join('.'), c])).values()];
        const page = html.replace(TAG, '');
        if (!ENTRY.test(page)) throw new Error('polyfillsOnDemand: no entry module script in index.html');
        return page.replace(ENTRY, (entry) => `${loaderScript(src, unique)}\n    ${entry}`);
      },
    },
  };
}
