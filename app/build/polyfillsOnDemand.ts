// Loads plugin-legacy's polyfill file only on an engine that lacks what it fills. With
// `modernPolyfills` the plugin puts that file on every page as a module script, which every host
// would pay for; here it is written by a check of the APIs it adds, only where one is missing. It is
// still a module script before the entry's, so it runs first (deferred scripts run in order).
//
// Which APIs the check names: core-js's guesses are by a method's name (any `.map(` adds the
// iterator helpers), so the file holds APIs the app never calls, some of which no engine has yet. A
// check naming those would load the file everywhere. It names only the file's APIs that the target
// lacks and that MDN's browser-compat-data counts as widely available (in Chrome and iOS Safari for
// 30 months by the data's own date): an engine that has them all is current enough. The result
// depends on the lockfile's data only, not on the Node that builds.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { detectPolyfills } from '@vitejs/plugin-legacy';
import type { Plugin } from 'vite';

const TAG = /<script type="module" crossorigin src="([^"]*\/polyfills-[^"]+\.js)"><\/script>\s*/;
const ENTRY = /<script type="module" crossorigin src="[^"]*\/index-[^"]+\.js"><\/script>/;
const WIDELY_AVAILABLE_MONTHS = 30;
// Members an engine has on each instance, never on the constructor or its prototype: no check of
// ours could see them, and one would load the file on every engine.
const INSTANCE_OWN = new Set(['Error.cause']);

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
  const own = (from: Compat | undefined, key: string) =>
    from && Object.prototype.hasOwnProperty.call(from, key) ? (from[key] as Compat) : undefined;
  if (!member) {
    // A global of its own: es.aggregate-error → AggregateError, web.structured-clone → structuredClone.
    const global = kind === 'web' && !own(tree, name.bcd) ? camel(owner) : name.global;
    return { check: [global], compat: own(tree, global === name.global ? name.bcd : global) };
  }
  const entry = own(tree, name.bcd);
  return {
    check: [name.global, camel(member)],
    compat: own(entry, camel(member)) ?? own(entry, `${camel(member)}_static`),
  };
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

/** Whether the page can see the API at all: not an instance's own member (`Error`'s `cause`). */
export function visibleToCheck([global, member]: PolyfilledApi['check']): boolean {
  return !INSTANCE_OWN.has(`${global}.${member}`);
}

/** The inline script that writes the polyfills' module script where a checked API is missing. */
export function loaderScript(src: string, checks: readonly PolyfilledApi['check'][]): string {
  return (
    `<script>(function(){var c=${JSON.stringify(checks)},s=document.currentScript,n=s&&s.nonce,i,o,m;` +
    `for(i=0;i<c.length;i++){o=self[c[i][0]];m=c[i][1];` +
    `if(!o||m&&!(m in o||o.prototype&&m in o.prototype)){` +
    `document.write('<script type="module" crossorigin'+(n?' nonce="'+n+'"':'')+' src="${src}"><\\/script>');return}}})();</script>`
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
  let loaderHash: string | undefined;
  return {
    name: 'merchant-h5-polyfills-on-demand',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      modules.clear();
    },
    // The same detection as plugin-legacy's (its export), to learn what its file holds.
    async renderChunk(code) {
      await detectPolyfills(code, targets, {}, modules);
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const src = TAG.exec(html)?.[1];
        if (!src) {
          // No file (nothing the target lacks is used) is fine; a tag of another form is not.
          if (html.includes('/polyfills-'))
            throw new Error('polyfillsOnDemand: the polyfill tag changed form');
          return html;
        }
        const checks = [...modules]
          .map((m) => polyfilledApi(m, bcd))
          .filter((api): api is PolyfilledApi => api !== undefined && worthChecking(api, oldest, bcd))
          .map((api) => api.check)
          .filter(visibleToCheck);
        const unique = [...new Map(checks.map((c) => [c.join('.'), c])).values()];
        if (unique.length === 0)
          throw new Error('polyfillsOnDemand: no API to check, so no engine would load the polyfills');
        const page = html.replace(TAG, '');
        if (!ENTRY.test(page)) throw new Error('polyfillsOnDemand: no entry module script in index.html');
        const loader = loaderScript(src, unique);
        const body = loader.replace(/^<script>|<\/script>$/g, '');
        loaderHash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        return page.replace(ENTRY, (entry) => `${loader}\n    ${entry}`);
      },
    },
    // What a deployment's CSP adds to script-src for index.html (route-manifest.json `inlineScripts`,
    // written by build/routeManifest.ts before this plugin runs).
    writeBundle(output) {
      if (!loaderHash || !output.dir) return;
      const file = path.join(output.dir, 'route-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { inlineScripts?: string[] };
      manifest.inlineScripts = [...(manifest.inlineScripts ?? []), loaderHash];
      writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
