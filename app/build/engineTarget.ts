// The declared engine target (the repository's .browserslistrc) in the forms the tools take: the
// browserslist query (plugin-legacy's core-js polyfills) and esbuild-style targets (Vite's syntax
// lowering and CSS). One file says it: the app's build reads it here, ESLint (eslint-plugin-compat)
// finds it itself, and sdk/package.json states the same list for the SDK's build.
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

export interface EngineTarget {
  /** The queries, e.g. ['chrome >= 83', 'ios_saf >= 14', 'safari >= 14']. */
  query: string[];
  /** e.g. ['chrome83', 'ios14', 'safari14']. */
  esbuild: string[];
  /** The oldest version of each engine, as MDN's browser-compat-data names them: { chrome: 83, safari_ios: 14 }. */
  oldest: Record<string, number>;
}

const BCD_NAMES: Record<string, string> = { chrome: 'chrome', ios_saf: 'safari_ios', safari: 'safari' };

/** @example engineTarget('/repo').esbuild // ['chrome83', 'ios14', 'safari14'] */
export function engineTarget(repoRoot: string): EngineTarget {
  const config = browserslist.loadConfig({ path: repoRoot });
  if (!config?.length) throw new Error(`${repoRoot}: no .browserslistrc (the declared engine target)`);
  const oldest: Record<string, number> = {};
  for (const entry of browserslist(config)) {
    const [name = '', range = ''] = entry.split(' ');
    const bcdName = BCD_NAMES[name];
    const version = Number.parseFloat(range); // '14.0-14.4' → 14
    if (bcdName && !(version >= (oldest[bcdName] ?? Infinity))) oldest[bcdName] = version;
  }
  return { query: config, esbuild: browserslistToEsbuild(config), oldest };
}
