// Builds the published package: ESM (dist/*.js, shared chunks, dynamic imports kept so bundlers
// can split the ciphers off) + CJS (dist/*.cjs) with their own declaration files, one entry per
// subpath of sdk/package.json's `exports` map, so a bundler keeps only what a consumer imports.
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
  target: 'es2020',
  splitting: true,
  // crypto-js stays a dependency (tsup externalises dependencies); it is taken out of tsup's own
  // external rule only so the plugin above can externalise it with extensions. jsencrypt is
  // bundled: its ESM build has extensionless imports that Node's loader cannot resolve.
  noExternal: [/^crypto-js\//, 'jsencrypt'],
  tsconfig: 'tsconfig.json',
  esbuildPlugins: [cryptoJsExtensions],
});
