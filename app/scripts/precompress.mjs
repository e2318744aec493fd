// After `vite build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every
// text file of the build over 1 KiB, as a CDN deployment serves them; the simulator picks one by
// Accept-Encoding (docs/simulator.md, "Compression"). Usage: node scripts/precompress.mjs [dist]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
// Below this a variant saves less than the bytes of its own response headers.
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));

// Dot folders (.vite/manifest.json) are build metadata the server never sends.
const names = (await readdir(dist, { recursive: true })).filter(
  (name) =>
    COMPRESSIBLE.has(path.extname(name)) && !name.split(path.sep).some((part) => part.startsWith('.')),
);

const sizes = await Promise.all(
  names.map(async (name) => {
    const file = path.join(dist, name);
    if (!(await stat(file)).isFile()) return undefined;
    const raw = await readFile(file);
    if (raw.length <= MIN_BYTES) return undefined;
    // Overwritten on every run, so a second run leaves the same files.
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    return { raw: raw.length, br: br.length, gz: gz.length };
  }),
);

const done = sizes.filter((size) => size !== undefined);
const total = (key) => `${(done.reduce((sum, size) => sum + size[key], 0) / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${done.length} files, ${total('raw')} → br ${total('br')}, gzip ${total('gz')} (${path.relative(process.cwd(), dist) || '.'})`,
);
