// The floor of this stack: bench/floor (React 19 + react-router 7's declarative routes, as the
// app's, one lazy route of 20 text rows; `/data`, its rows fetched beside the route's chunk;
// `/store/`, fetched through Redux Toolkit and RTK Query as DESIGN.md prescribes; `/long`, a
// 10,000-row virtualized list) built by the app's Vite, precompressed like the app's build, served
// from loopback. What the product measures above the floor is the product's own cost; what the
// floor misses, no product on this stack reaches.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { serveStatic, type StaticServer } from './staticServer';

export const floorRoot = fileURLToPath(new URL('../floor/', import.meta.url));
export const floorDist = path.join(floorRoot, 'dist');

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json']);

/** `.br` (quality 11) and `.gz` (level 9) beside every text file over 1 KiB, as the app's build does. */
function precompress(dir: string): void {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!compressible.has(path.extname(file)) || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    if (raw.length <= 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  }
}

/** Builds bench/floor into bench/floor/dist (production mode, the app's build target). */
export async function buildFloor(): Promise<void> {
  await build({
    root: floorRoot,
    base: '/',
    configFile: false,
    // react-router's "use client" directives warn on every build; they mean nothing outside RSC.
    logLevel: 'error',
    mode: 'production',
    build: { outDir: floorDist, emptyOutDir: true, target: 'es2020' },
  });
  // A build of its own, so the bare floors' chunks stay as they were (no chunk shared with a store).
  await build({
    root: path.join(floorRoot, 'store'),
    base: '/store/',
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    publicDir: false,
    build: { outDir: path.join(floorDist, 'store'), emptyOutDir: false, target: 'es2020' },
  });
  precompress(floorDist);
}

/** @example const floor = await startFloor(); … floor.origin …; await floor.stop(); */
export async function startFloor(): Promise<StaticServer> {
  await buildFloor();
  return serveStatic(floorDist);
}
