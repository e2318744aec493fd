// Build step: which files each route's screen needs, read from the areas' route tables and the
// bundle. It writes `route-manifest.json` (the bench, the byte budgets and the e2e read it) and puts
// a small inline script last in index.html's head that links the current route's styles and
// preloads its screen chunk while start-up downloads, instead of after it has run. Inline, because
// as a file it was 3.7 KB on the page's one connection ahead of everything else
// (docs/performance.md, "Inline: the route-preload script and the host shim"); a page's CSP allows
// it by nonce or by the hash the manifest gives (`inlineScripts`).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { preloadScript } from './preloadScript.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface RouteManifestEntry {
  /** The docs/product.md §2 pattern, e.g. '/transaction/detail/{uuid}/{tranDt}/{type?}'. */
  pattern: string;
  /** The mini-program mirror pattern registered with the same screen, if any. */
  mirror: string | null;
  /** The screen module, relative to app/ (a key of Vite's manifest). */
  screen: string;
  /** The area (features/<area>) that declares it. */
  area: string;
  /** Whether the route starts its data request while its code loads. */
  prefetch: boolean;
  /** A key screen of its area (`key: true`): the bench measures it. */
  key: boolean;
  /** Present (true) when the screen's success is leaving for a third party's page (`leavesApp: true`). */
  leavesApp?: true;
  /** Present (true) when the screen asks the server nothing (`asksNothing: true`). */
  asksNothing?: true;
  /** The address the route checks visit when no screen links here (`example: '…'`). */
  example?: string;
  /** The area's module and the screen chunk, and every chunk they import statically, entry excluded (dist-relative). */
  js: string[];
  css: string[];
}

export interface RouteManifest {
  routes: RouteManifestEntry[];
}

interface DeclaredRoute {
  area: string;
  pattern: string;
  mirror: string | null;
  screen: string;
  prefetch: boolean;
  key: boolean;
  leavesApp?: true;
  example?: string;
}

type Paths = Record<string, Record<string, string>>;

const ROUTE_OBJECT = /\{[^{}]*?pattern:\s*paths\.(\w+)\.(\w+)[^{}]*?\}/g;

/** `example: '/a/b'` of a route object, if it has one. */
function exampleOf(object: string): { example?: string } {
  const example = /\bexample:\s*'([^']+)'/.exec(object)?.[1];
  return example ? { example } : {};
}

/** The route objects of every `features/<area>/routes.tsx`, read as text (they are data). */
export function declaredRoutes(appDir: string, paths: Paths, mirrorPrefix: string): DeclaredRoute[] {
  const featuresDir = path.join(appDir, 'src/features');
  const out: DeclaredRoute[] = [];
  for (const area of readdirSync(featuresDir).sort()) {
    const file = path.join(featuresDir, area, 'routes.tsx');
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    // A route object with braces inside (an inline function's), or one made by code (a `.map` over
    // patterns), is not read: say so, never drop it. Every route object has one `lazy:`.
    const declared = Math.max(
      source.match(/\bpattern:\s*paths\./g)?.length ?? 0,
      source.match(/\blazy:/g)?.length ?? 0,
    );
    const read = [...source.matchAll(ROUTE_OBJECT)].length;
    if (read !== declared)
      throw new Error(
        `routeManifest: ${declared - read} route object(s) of ${file} not read: write each as its own object literal, braces kept out (a prefetch made above the list)`,
      );
    for (const match of source.matchAll(ROUTE_OBJECT)) {
      const [object, group = '', key = ''] = match;
      const pattern = paths[group]?.[key];
      const screen = /import\('\.\/(screens\/(?:\w+\/)*\w+)'\)/.exec(object)?.[1];
      if (!pattern || !screen) throw new Error(`routeManifest: cannot read ${object} in ${file}`);
      const mirrorKey = /mirror:\s*paths\.mirror\.(\w+)/.exec(object)?.[1];
      const mirror = mirrorKey
        ? (paths.mirror?.[mirrorKey] ?? null)
        : /mirror:\s*true/.test(object)
          ? `${mirrorPrefix}${pattern}`
          : null;
      out.push({
        area,
        pattern,
        mirror,
        screen: `src/features/${area}/${screen}.tsx`,
        prefetch: /\bprefetch:/.test(object),
        key: /\bkey:\s*true/.test(object),
        ...(/\bleavesApp:\s*true/.test(object) ? { leavesApp: true as const } : {}),
        ...(/\basksNothing:\s*true/.test(object) ? { asksNothing: true as const } : {}),
        ...exampleOf(object),
      });
    }
  }
  return out;
}

/** The chunk index.html loads (not an entry for the chunking only, like bootstrap.tsx). */
function isPageEntry(chunk: OutputChunk): boolean {
  return chunk.isEntry && Boolean(chunk.facadeModuleId?.endsWith('.html'));
}

function chunkFiles(bundle: OutputBundle, start: OutputChunk): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.includes(chunk.fileName) || isPageEntry(chunk)) return;
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return { js, css: [...css] };
}

/**
 * The chunk whose own module is `module` (relative to appDir, e.g. '../sdk/src/headers/seal-token.ts'),
 * or, for a module a chunk group took, the chunk that holds it.
 */
function chunkFor(appDir: string, bundle: OutputBundle, module: string): OutputChunk | undefined {
  const id = path.resolve(appDir, module);
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  return (
    chunks.find((chunk) => chunk.facadeModuleId === id) ??
    chunks.find((chunk) => chunk.moduleIds.includes(id))
  );
}

/** The page's entry chunk and what it imports statically: index.html loads those already. */
function entryFiles(bundle: OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) seen.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  // Not every entry: the rest of start-up (bootstrap.tsx) is one for the chunking only, and comes
  // with preloadModules.
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && isPageEntry(item)) visit(item);
  return seen;
}

function compute(
  options: { appDir: string; paths: Paths; mirrorPrefix: string },
  bundle: OutputBundle,
): RouteManifest {
  const bySource = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId) {
      bySource.set(path.relative(options.appDir, item.facadeModuleId).split(path.sep).join('/'), item);
    }
  }
  const routes = declaredRoutes(options.appDir, options.paths, options.mirrorPrefix).map((route) => {
    const chunk = bySource.get(route.screen);
    if (!chunk) throw new Error(`routeManifest: no chunk for ${route.screen} (${route.pattern})`);
    // The route's area module comes first: it holds the route, which imports the screen
    // (app/areas.ts loads it on demand).
    const areaModule = `src/features/${route.area}/routes.tsx`;
    const area = bySource.get(areaModule);
    if (!area) throw new Error(`routeManifest: no chunk for ${areaModule} (${route.pattern})`);
    const [areaFiles, screenFiles] = [chunkFiles(bundle, area), chunkFiles(bundle, chunk)];
    return {
      ...route,
      js: [...new Set([...areaFiles.js, ...screenFiles.js])],
      css: [...new Set([...areaFiles.css, ...screenFiles.css])],
    };
  });
  return { routes };
}

/**
 * @example
 * plugins: [react(), routeManifest({ appDir: here('.'), paths, mirrorPrefix: MIRROR_PREFIX })]
 */
export function routeManifest(options: {
  appDir: string;
  paths: Paths;
  mirrorPrefix: string;
  /** Modules (relative to appDir) imported dynamically by every start-up: preloaded from index.html. */
  preloadModules?: string[];
}): Plugin {
  let base = '/';
  /** The CSP source of the inline route-preload script: `'sha256-…'`. */
  let preloadHash: string | null = null;
  return {
    name: 'merchant-h5-route-manifest',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle) return [];
        const { routes } = compute(options, ctx.bundle);
        const loaded = entryFiles(ctx.bundle);
        // Chunks every first screen imports dynamically right after start-up (the TOKEN's RSA
        // sealing, production's body cipher): preloaded beside the entry, or the first data request
        // waits a round trip more.
        // In the order of preloadModules (the first call's own code before the rest of start-up),
        // each module's files the largest first: on a weak network, six connections to the origin
        // and each one's slow start make the last byte of the largest file the one the first
        // render waits for.
        const size = (file: string) => {
          const chunk = ctx.bundle![file];
          return chunk?.type === 'chunk' ? chunk.code.length : 0;
        };
        // A module's files that index.html does not load yet.
        const filesOf = (option: string) => (module: string) => {
          const chunk = chunkFor(options.appDir, ctx.bundle!, module);
          if (!chunk) throw new Error(`routeManifest: no chunk for ${module} (${option})`);
          return chunkFiles(ctx.bundle!, chunk).js.filter((file) => !loaded.has(file));
        };
        const early = (options.preloadModules ?? []).flatMap((module) =>
          filesOf('preloadModules')(module).sort((a, b) => size(b) - size(a)),
        );
        for (const file of early) loaded.add(file);
        const source = preloadScript(base, routes, loaded);
        if (/<\/script|<!--/i.test(source))
          throw new Error('routeManifest: the preload script would end its tag');
        preloadHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
        // The route-preload script goes last in the head, after the entry's stylesheet, so that the
        // route's stylesheets it links follow the entry's (build/preloadScript.ts). The parser runs it
        // once that stylesheet has arrived; the route's files then queue behind the rest of start-up,
        // which is where the page's one HTTP/2 connection serves them anyway. After the page's
        // <meta name="referrer">: what it asks for leaves without a Referer.
        return {
          html,
          tags: [
            ...[...new Set(early)].map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
            { tag: 'script', children: source, injectTo: 'head' as const },
          ],
        };
      },
    },
    writeBundle(output, bundle) {
      const dir = output.dir ?? path.join(options.appDir, 'dist');
      // inlineScripts: what a deployment's CSP adds to script-src for index.html.
      const manifest = { ...compute(options, bundle), inlineScripts: preloadHash ? [preloadHash] : [] };
      writeFileSync(path.join(dir, 'route-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
