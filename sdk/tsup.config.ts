// Builds the published package: ESM (dist/*.js, shared chunks, dynamic imports kept so bundlers
// can split the ciphers off) + CJS (dist/*.cjs) with their own declaration files, one entry per
// subpath of sdk/package.json's `exports` map, so a bundler keeps only what a consumer imports.
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

// crypto-js has no `exports` map, so Node's ESM loader needs the file extension on its deep
// imports ('crypto-js/aes.js'); bundlers and require() accept both. Rewriting them here keeps
// the source free of a Node-only detail.
const cryptoJsExtensions: Plugin = {
  name: 'crypto-js-extensions',
  setup(build) {
    build.onResolve({ filter: /^crypto-js\/[\w-]+$/ }, (args) => ({
      path: `${args.path}.js`,
      external: true,
    }));
  },
};

// The engines the package runs on, as its package.json states them (`browserslist`, the repository's
// .browserslistrc: Chrome 83 / Android WebView 83, iOS 14): syntax is lowered to them. It ships no
// polyfills and uses no API they lack (eslint-plugin-compat; sdk/test/target.test.ts runs it there).
const stated = browserslist.loadConfig({ path: '.' });
if (!stated?.length) throw new Error('sdk/package.json states no `browserslist` (the engine target)');
const target = browserslistToEsbuild(stated);

export const SUBPATHS = [
  'validators',
  'format',
  'bridge',
  'client',
  'gateway',
  'headers',
  'envelope',
  'endpoints',
] as const;

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(SUBPATHS.map((name) => [name, `src/${name}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target,
  splitting: true,
  // crypto-js stays a dependency (tsup externalises dependencies); it is taken out of tsup's own
  // external rule only so the plugin above can externalise it with extensions.
  noExternal: [/^crypto-js\//],
  tsconfig: 'tsconfig.json',
  esbuildPlugins: [cryptoJsExtensions],
  // esbuild's table counts destructuring as incomplete before Safari/iOS 14.1 (an edge case of the
  // compat-table tests) and cannot lower it; iOS 14.0 runs the plain destructuring the SDK writes.
  esbuildOptions(options) {
    options.supported = { ...options.supported, destructuring: true };
    // The licence notices of copied code (`/*! … */`, src/envelope/jsbn) stay in the file that carries
    // that code, once, at its end: jsbn's licence asks every redistribution to keep it intact.
    options.legalComments = 'eof';
  },
});
