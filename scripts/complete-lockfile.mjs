// Adds to package-lock.json the platform packages this machine's registry does not serve.
//
// Packages such as unrs-resolver ship one optional binding per platform. The registry these machines
// reach serves only some of them (`npm view @unrs/resolver-binding-darwin-arm64` answers 404), so
// npm writes a lockfile without the others, and `npm ci` then calls that lockfile out of sync
// ("Missing: @unrs/resolver-binding-… from lock file"). This writes the missing entries as npm
// would: the version the parent pins, optional, with the os/cpu/libc the package name states, so
// `npm ci` skips them here and installs them on the platform they are for.
//
// Run after anything that rewrites the lockfile: `node scripts/complete-lockfile.mjs` (`--check`
// only reports, and exits 1 when an entry is missing).
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const PLATFORM =
  /-(android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|aix|win32)-(arm64|x64|ia32|arm|loong64|ppc64|riscv64|s390x|mips64el|wasm32)(?:-(gnu|musl|msvc|eabi|gnueabihf|musleabihf))?$/;

/** The os/cpu/libc fields a platform package declares, read from its name. */
export function platformOf(name) {
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const fields = { os: [os], cpu: [cpu] };
  if (os === 'linux' && abi) fields.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return fields;
}

/** Where npm would look for `name` from the package at `from` (nested first, then each parent). */
function resolves(packages, from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

export function completeLockfile(lock) {
  const added = [];
  const unknown = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(lock.packages, path, name)) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
        unknown.push(`${name}@${version} (wanted by ${path || 'the root'})`);
        continue;
      }
      const key = `node_modules/${name}`;
      // Fields in npm's order (version first, the rest alphabetical), so npm rewrites nothing.
      lock.packages[key] = {
        version,
        cpu: platform.cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: platform.libc } : {}),
        optional: true,
        os: platform.os,
      };
      added.push(`${name}@${version}`);
    }
  }
  // npm's own order (locale-aware, 'en'), so its next write changes nothing.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  return { added, unknown };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const text = readFileSync(LOCK, 'utf8');
  const lock = JSON.parse(text);
  const { added, unknown } = completeLockfile(lock);
  for (const u of unknown) console.warn(`complete-lockfile: cannot tell the platform of ${u}`);
  if (process.argv.includes('--check')) {
    console.log(`complete-lockfile: ${added.length} platform entries missing`);
    process.exitCode = added.length ? 1 : 0;
  } else {
    writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`complete-lockfile: ${added.length} platform entries added`);
  }
}
