// What a cold visit to a route downloads, computed from Vite's build manifest: the entry chunk,
// the route's lazy screen chunk, and everything either imports statically (transitively).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBytes {
  route: string;
  js: Sizes;
  css: Sizes;
}

export interface ChunkBytes {
  file: string;
  src: string;
  gzip: number;
  brotli: number;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build -w app\` (build.manifest must be on)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * One file's sizes, compressed once per run: every route counts the shared entry and kits again, and
 * brotli at quality 11 is slow (the byte-budget test took ~1 min when each route compressed them anew).
 */
const fileSizes = new Map<string, Sizes>();

function sizesOfFile(file: string): Sizes {
  let sizes = fileSizes.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    fileSizes.set(file, sizes);
  }
  return sizes;
}

export function sizesOf(distDir: string, files: Iterable<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOfFile(path.join(distDir, file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk for ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * plugin-legacy's polyfill file: an entry of the build, but loaded only by an engine that lacks
 * what it fills (app/build/polyfillsOnDemand.ts), never by a current one: not a first screen's.
 */
export const POLYFILLS_ENTRY = 'vite/legacy-polyfills';

/**
 * Every entry of the build a current engine loads: the page's (index.html) and the rest of start-up,
 * which the page imports at once on every start (app/vite.config.ts makes it an entry for the
 * chunking).
 */
export function entryKeys(manifest: Manifest): string[] {
  const keys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry && k !== POLYFILLS_ENTRY);
  if (!keys.includes('index.html')) throw new Error('manifest has no index.html entry');
  return keys;
}

/** The files of the page's own entry (index.html's script and what it imports statically). */
export function pageEntryFiles(manifest: Manifest): string[] {
  return [...staticClosure(manifest, ['index.html'])].map((key) => manifest[key]!.file);
}

/** The scripts and styles of a route's first screen: the entry's, its area module's and its screen chunk's. */
export function routeFiles(
  manifest: Manifest,
  route: string,
  screen: string,
  areaModule: string,
): { js: string[]; css: string[] } {
  if (!manifest[screen]) throw new Error(`${route}: screen module ${screen} is not a chunk of the build`);
  if (!manifest[areaModule])
    throw new Error(`${route}: area module ${areaModule} is not a chunk of the build`);
  const keys = staticClosure(manifest, [...entryKeys(manifest), areaModule, screen]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** JS and CSS a cold visit to `route` downloads before its screen can render. */
export function routeBytes(
  distDir: string,
  manifest: Manifest,
  route: string,
  screen: string,
  areaModule: string,
): RouteBytes {
  const { js, css } = routeFiles(manifest, route, screen, areaModule);
  return { route, js: sizesOf(distDir, js), css: sizesOf(distDir, css) };
}

/** Each lazily loaded chunk's own size (not counting what it shares with others). */
export function lazyChunkBytes(distDir: string, manifest: Manifest): ChunkBytes[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const s = sizesOf(distDir, [chunk.file]);
      return { file: chunk.file, src: chunk.src ?? key, gzip: s.gzip, brotli: s.brotli };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** All CSS the build emits, gzip. */
export function totalCss(distDir: string, manifest: Manifest): Sizes {
  const css = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const f of chunk.css ?? []) css.add(f);
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
  return sizesOf(distDir, css);
}
