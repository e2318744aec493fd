// The H5 build: served by the simulator at /h5/. A small entry (host, gateway, the screen's first
// calls), the rest of start-up (router, store) and React beside it, and one lazily loaded chunk per
// screen. `build.manifest` feeds the byte budgets (bench/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import legacy from '@vitejs/plugin-legacy';
// With extensions, here and in what this file imports: Vite's native config loader needs them.
import { routeManifest } from './build/routeManifest.ts';
import { routeTablePlugin } from './build/routeTable.ts';
import { paths } from './src/config/paths.ts';
import { MIRROR_PREFIX } from './src/config/mirror.ts';
import { staticGroup } from './build/staticGroup.ts';
import { kitGroups, kitModuleFiles, kitPlacement } from './build/kits.ts';
import { engineTarget } from './build/engineTarget.ts';
import { polyfillsOnDemand } from './build/polyfillsOnDemand.ts';
import { thirdPartyNotices } from './build/thirdPartyNotices.ts';
import { catalogueSplit } from './build/catalogueSplit.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The oldest engine among the hosts (../.browserslistrc: Chrome 83, iOS 14; docs/decisions.md).
const target = engineTarget(here('..'));

// The two parts of start-up, each one chunk (see `codeSplitting` below).
const early = staticGroup('early', here('src/main.tsx'), [here('index.html')]);
const shell = staticGroup('shell', here('src/app/startup/bootstrap.tsx'));
const kitModules = kitModuleFiles(here('.'));
// A module that renders server HTML imports the one sanitiser's component. No shared group takes one:
// there it would bring the sanitiser (11 KB) onto every screen of the group.
const serverHtmlViews = new Map<string, boolean>();
const showsServerHtml = (id: string) => {
  if (!/\.tsx$/.test(id)) return false;
  let shows = serverHtmlViews.get(id);
  if (shows === undefined) {
    shows = /\bfrom '[./]+\/components\/ServerHtml\/ServerHtml'/.test(readFileSync(id, 'utf8'));
    serverHtmlViews.set(id, shows);
  }
  return shows;
};

export default defineConfig(({ mode }) => ({
  base: '/h5/',
  plugins: [
    catalogueSplit(),
    react(),
    early.plugin,
    shell.plugin,
    routeTablePlugin({ appDir: here('.'), paths, mirrorPrefix: MIRROR_PREFIX }),
    routeManifest({
      appDir: here('.'),
      paths,
      mirrorPrefix: MIRROR_PREFIX,
      // In this order: the first call's own code, then the rest of start-up (imported by the entry once
      // the first calls have left). The gateway seals the first call's TOKEN header with RSA and, in
      // production, its body with the cipher: both come before React, so over HTTP/2 (one stream
      // after another) the first call leaves before React's 100 KB have arrived, not after.
      preloadModules: [
        '../sdk/src/headers/seal-token.ts',
        '../sdk/src/envelope/sealed-body.ts',
        './src/app/startup/bootstrap.tsx',
      ],
    }),
    kitPlacement(here('.')),
    // Syntax is lowered to the target (plugin-legacy sets build.target from `modernTargets`); the
    // APIs it lacks that the bundle uses become one core-js file (no legacy SystemJS build: every
    // host runs ES modules), which polyfillsOnDemand loads only on an engine that lacks them.
    legacy({ renderLegacyChunks: false, modernPolyfills: true, modernTargets: target.query }),
    polyfillsOnDemand(target.query, target.oldest),
    thirdPartyNotices(here('../sdk/THIRD_PARTY_NOTICES.md')),
    // index.html's comments are for its readers here, not for every cold start on a weak network.
    {
      name: 'merchant-h5-html-comments',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<!--[\s\S]*?-->/g, '') },
    },
  ],
  resolve: {
    alias: [
      { find: '@merchant-h5/sdk', replacement: here('../sdk/src/index.ts') },
      // react-router 7 exports only its development build (remix-run/react-router#12532, #14753):
      // its dev warnings stay on in a production bundle. The build takes the production files it
      // ships beside them (same API, ENABLE_DEV_WARNINGS false, so the minifier drops the checks).
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: here('../node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: here('../node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
    // The install hoists React 18 to the root for some peers; the app and every library must share
    // the app's React 19.
    dedupe: ['react', 'react-dom'],
  },
  // Vite denies *.pem by default; config/keys.ts imports the dev public key (public on purpose).
  server: {
    // Exactly this origin: the simulator's gateway allows it under `npm run dev` (simulator/src/server/main.ts).
    port: 5173,
    strictPort: true,
    fs: { allow: [here('..')], deny: ['.env', '.env.*', '**/.git/**', '*.crt', 'dev-private.pem'] },
  },
  build: {
    cssTarget: target.esbuild,
    manifest: true,
    // The bundled packages' licences (app/build/thirdPartyNotices.ts adds the SDK's copied code).
    license: { fileName: 'licenses.md' },
    sourcemap: process.env.SOURCEMAP === '1',
    cssCodeSplit: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // The rest of start-up is an entry of its own, so that what it imports statically counts as
      // the start's ($initial below) as the entry's does; main.tsx imports it dynamically.
      input: { index: here('index.html'), bootstrap: here('src/app/startup/bootstrap.tsx') },
      output: {
        // Few files hold everything the first render runs, and a screen adds few more, so a cold start
        // on a weak network (six connections, a round trip per request) costs a handful of requests,
        // not thirty:
        // - react-dom (with its scheduler) is its own chunk: it changes only when React is upgraded,
        //   so a deploy of the app leaves it in the phone's cache.
        // - 'early' is the entry: what main.tsx imports statically (the host, the gateway, the
        //   screen's first calls; 19 KB brotli). It runs and sends the first calls while the rest
        //   still downloads.
        // - 'seal': the TOKEN's seal with its RSA core, and production's body cipher (AES and its
        //   padding check, which 3DES shares): the first call's own code, in one file. Both are
        //   preloaded on every start; as two files on the page's one HTTP/2 connection, the second
        //   could start a round trip of its own. 3DES, the mini program's alone, is a chunk beside it.
        // - 'shell': every other module the rest of start-up (bootstrap.tsx) imports statically:
        //   router, store, the route table and the form drafts. Not the areas' modules (routes,
        //   prefetches, api files): each is a chunk of its own that loads with its screens
        //   (src/app/areas.ts). Left to itself, rolldown split what start-up shares with lazy screens
        //   into ~25 chunks of a few hundred bytes, each a round trip (and its headers) on the
        //   critical path.
        // - 'endpoints': the catalogue's endpoints that two or more chunks name
        //   (build/catalogueSplit.ts gives each endpoint a module): one file, not one file of a
        //   hundred bytes each.
        // - 'sanitiser': the one sanitiser of server HTML with DOMPurify (8 KB gzip), for the screens
        //   that show server HTML (rules, agreements, messages) only: once ten of them shared it,
        //   'common' took it onto every screen.
        // - 'activities': what two or more of the activities' screens share (the loader, the game's
        //   frame, the draw, the prize rows). Twenty-odd game, rules and prize screens would otherwise
        //   carry those into 'common', onto every other screen's first load.
        // - 'common': the app's modules that ten or more screens share (the query states, amounts,
        //   form fields, result and detail screens): 3 KB brotli that every screen loads, instead of
        //   ~10 files of a few hundred bytes each.
        // - the kits (build/kits.ts): small modules a family of key screens shares, one file per
        //   family (the lists, the mall's rows, the bank-card fields) instead of one per module.
        // - 'list': the list screen, its first rows and its chips, which the record and mall lists
        //   share. Only these modules (not what they import: the pull-to-refresh is also the month
        //   bill's, the record row also the help screens' plain lists).
        // - 'virtualRows': the virtualizer (@tanstack/react-virtual) and the rows it places, which a
        //   list fetches once its first rows are shown (components/ListScreen/FirstRows.tsx): ~9 KB
        //   off the first screen of every list.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            { name: early.name, tags: ['$initial'], priority: 2 },
            {
              name: 'seal',
              test: /[\\/](headers[\\/]seal-token|envelope[\\/](rsa|sealed-body|aes|pkcs7))\.ts$|[\\/]envelope[\\/]jsbn[\\/]|[\\/]@noble[\\/]ciphers[\\/]/,
              priority: 2,
            },
            { name: shell.name, tags: ['$initial'], priority: 1 },
            {
              name: 'sanitiser',
              test: /[\\/](lib[\\/]sanitiseHtml\.ts$|components[\\/]ServerHtml[\\/]|node_modules[\\/]dompurify[\\/])/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'activities',
              // Not the rules' views: they show server HTML (see showsServerHtml).
              test: (id: string) =>
                /[\\/]app[\\/]src[\\/]features[\\/]activities[\\/](?!screens[\\/])/.test(id) &&
                !showsServerHtml(id),
              minShareCount: 2,
              priority: 1,
              // Their own modules only: what they import from components/ and lib/ stays in 'common'.
              includeDependenciesRecursively: false,
            },
            {
              name: 'common',
              // Not a kit's module: ten screens may share one (the record row) and it stays in its kit.
              // Nor the list screen's own modules: the tenth list (the bank offers') took ListScreen
              // here, and with it the list kit's pull to refresh; they stay in 'list' however many lists.
              test: (id: string) =>
                /[\\/]app[\\/]src[\\/]/.test(id) &&
                !kitModules.has(path.resolve(id)) &&
                !showsServerHtml(id) &&
                !/[\\/]components[\\/]ListScreen[\\/]/.test(id),
              minShareCount: 10,
              priority: 1,
            },
            { name: 'endpoints', test: /\.endpoint\.ts$/, minShareCount: 2, priority: 1 },
            ...kitGroups(here('.'), 1),
            {
              name: 'virtualRows',
              test: /[\\/](components[\\/]ListScreen[\\/]VirtualRows\.tsx$|@tanstack[\\/])/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'list',
              test: /[\\/](components[\\/](ListScreen[\\/](?!PullToRefresh|usePullGesture|VirtualRows)|ChipGroup[\\/]))/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
