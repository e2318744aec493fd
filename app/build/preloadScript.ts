// The route-preload script, inline, last in index.html's head: it links the current route's styles
// as stylesheets and adds `modulepreload` for its chunks. It runs once the parser reaches it, after
// the entry's stylesheet has arrived (an inline script after a stylesheet waits for it), so the
// route's styles come after the entry's in the cascade, as they do when a link reaches the route
// (Vite's import adds them then). The chunk's import finds them linked and asks for none again: when
// this script only preloaded them, the import's own stylesheet link asked again, a cache hit that
// Lighthouse's model counts as a request in flight (docs/performance.md, "The bytes Lighthouse's
// model loses, and one request per stylesheet"). The styles go first: they are small and applied
// as the screen first renders.
// Put inline in index.html by build/routeManifest.ts.
import { patternSource, staticLength } from '../../sdk/src/routes/pattern.ts';

/** What the script needs of a route: its patterns and its files (dist-relative). */
export interface PreloadRoute {
  pattern: string;
  mirror: string | null;
  js: readonly string[];
  css: readonly string[];
}

/** `/a/{id}/{opt?}` under `base` → a regular expression matching it by prefix, as the router does. */
export function prefixSource(base: string, pattern: string): string {
  return `^${base.replace(/\/$/, '')}${patternSource(pattern)}(?:/|$)`;
}

// Runs while index.html is parsed, before the entry module runs: the route's own styles and chunks
// start downloading while the entry and the rest of start-up still do. Files are listed once,
// without the `assets/` they all share, and referred to by index: the script is on every cold start.
export function preloadScript(base: string, routes: readonly PreloadRoute[], loaded: Set<string>): string {
  const files: string[] = [];
  const ref = (asset: string) => {
    const file = asset.replace(/^assets\//, '');
    return files.includes(file) ? files.indexOf(file) : files.push(file) - 1;
  };
  if (routes.flatMap((r) => [...r.js, ...r.css]).some((f) => !f.startsWith('assets/')))
    throw new Error('routeManifest: a chunk outside assets/ (build.assetsDir changed?)');
  const table = routes
    .flatMap((r) => [r.pattern, ...(r.mirror ? [r.mirror] : [])].map((p) => ({ p, r })))
    // More specific patterns first (longer static part), as the router ranks them.
    .sort((a, b) => staticLength(b.p) - staticLength(a.p))
    .map(({ p, r }) => [
      prefixSource(base, p),
      r.js.filter((f) => !loaded.has(f)).map(ref),
      r.css.filter((f) => !loaded.has(f)).map(ref),
    ]);
  return `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(table)},p=location.pathname,i;function a(n,r){var l=document.createElement('link');l.rel=r;l.href=${JSON.stringify(`${base}assets/`)}+f[n];document.head.appendChild(l)}for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][2].forEach(function(n){a(n,'stylesheet')});t[i][1].forEach(function(n){a(n,'modulepreload')});return}})();`;
}
