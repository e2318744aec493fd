// Builds the published package: ESM (dist/index.js) + CJS (dist/index.cjs) with their own
// declaration files (index.d.ts / index.d.cts), as sdk/package.json's `exports` map says.
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

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

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  treeshake: true,
  // crypto-js stays a dependency (tsup externalises dependencies). crypto-js is taken
  // out of tsup's own external rule only so the plugin below can externalise it with extensions.
  noExternal: [/^crypto-js\//],
  tsconfig: 'tsconfig.json',
  esbuildPlugins: [cryptoJsExtensions],
});
