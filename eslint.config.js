// One ESLint config for every workspace. The import-x zones enforce docs/architecture.md's "one way down":
// sdk imports nothing of ours; app/lib and app/components never reach into features or app/app;
// a feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';

const featuresDir = 'app/src/features';

// What runs on a merchant's phone: the app, the SDK other teams ship to the same hosts, and the host
// shim the simulator injects. Tests, stories and Node-only test servers run in Node or Chromium.
const shipped = ['app/src/**/*.{ts,tsx}', 'sdk/src/**/*.ts', 'simulator/src/server/hosts/shim.client.js'];
const notShipped = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', 'app/src/vite-env.d.ts'];

// Method calls the declared engine target (.browserslistrc) lacks, which eslint-plugin-compat cannot
// see: it knows the receiver of a static call (`Object.hasOwn`), not of a method call (`list.at(-1)`).
// Taken from the table the simulator's hosts play (fixtures/engines/apis.json, MDN's data).
const oldest = { webview_android: Infinity, safari_ios: Infinity };
for (const entry of browserslist(
  browserslist.loadConfig({ path: fileURLToPath(new URL('.', import.meta.url)) }),
)) {
  const [name, range] = entry.split(' ');
  const engine = { chrome: 'webview_android', ios_saf: 'safari_ios' }[name];
  if (engine) oldest[engine] = Math.min(oldest[engine], Number.parseFloat(range));
}
const { apis } = JSON.parse(readFileSync(new URL('./fixtures/engines/apis.json', import.meta.url), 'utf8'));
const NEWER_METHODS = new Map(
  apis
    .filter(({ path }) => path.includes('.prototype.'))
    .filter((api) =>
      Object.keys(oldest).some(
        (engine) => api[engine] === null || Number.parseFloat(api[engine]) > oldest[engine],
      ),
    )
    .map((api) => [
      api.path.split('.').pop(),
      `${api.path} is Android WebView ${api.webview_android ?? '–'} and iOS ${api.safari_ios ?? '–'}: the engine target (.browserslistrc) lacks it`,
    ]),
);
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

const appZones = [
  {
    target: './sdk',
    from: ['./app', './simulator', './e2e'],
    message: 'The SDK depends on nothing of ours.',
  },
  { target: './app/src/lib', from: ['./app/src/features', './app/src/app'] },
  { target: './app/src/components', from: ['./app/src/features', './app/src/app'] },
  {
    target: './app/src/features',
    from: ['./app/src/app', './simulator', './e2e', './bench'],
    message: 'A feature never imports the shell (app/src/app), the simulator, the e2e suite or the bench.',
  },
  {
    target: ['./simulator', './e2e'],
    from: './app/src',
    message: 'The simulator and the e2e suite never import app internals: drive the app through its pages.',
  },
  ...features.map((f) => ({
    target: `./app/src/features/${f}`,
    from: './app/src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move what they share down to lib or components.',
  })),
];

// The simulator's server layers, top first (docs/simulator.md "Layers"): a module imports only from
// its own layer or below. The harness UI and the server share only src/shared (pure data and types).
const simulatorServer = './simulator/src/server';
const SIMULATOR_LAYERS = [
  ['main.ts', 'app.ts'],
  ['pages'],
  ['hosts'],
  ['control'],
  ['gateway'],
  ['faults'],
  ['context.ts'],
  ['logs'],
  ['state'],
  ['http', 'guard'],
];
const simulatorZones = [
  ...SIMULATOR_LAYERS.slice(1).flatMap((layer, i) =>
    layer.map((name) => ({
      target: `${simulatorServer}/${name}`,
      from: SIMULATOR_LAYERS.slice(0, i + 1)
        .flat()
        .map((above) => `${simulatorServer}/${above}`),
      message: `The simulator's server imports one way down (docs/simulator.md "Layers"): ${name} may not import a layer above it. Move what both need down, or pass it in.`,
    })),
  ),
  {
    target: './simulator/src/harness',
    from: simulatorServer,
    message:
      'The harness talks to the server only through the /__sim control API: what both need (types, host tables) lives in simulator/src/shared.',
  },
  {
    target: './simulator/src/shared',
    from: [simulatorServer, './simulator/src/harness'],
    message:
      'simulator/src/shared is pure data and types for the server and the harness alike: it imports neither.',
  },
];
// Tests and their servers start the whole simulator from any layer (e.g. guard/guard.test.ts).
const simulatorTests = [
  'simulator/src/**/*.test.ts',
  'simulator/src/**/testing/**',
  'simulator/src/server/hosts/test-server.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      'bench/*.json',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The zones below only see imports the resolver can resolve: without TypeScript's extensions
    // every relative import of a .ts file was unresolved, and no zone ever fired.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...simulatorZones] }],
    },
  },
  {
    files: simulatorTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones }] },
  },
  {
    // Start-up sends these before React, the router and the store have arrived
    // (app/src/app/startup/early.ts); bench/budgets.test.ts checks the built entry as well.
    files: [
      'app/src/app/startup/early.ts',
      'app/src/lib/firstCalls.ts',
      'app/src/lib/firstQuery.ts',
      'app/src/lib/gatewayCall.ts',
      'app/src/features/*/firstCalls.ts',
      'app/src/features/*/api/calls.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'redux',
                '@reduxjs/*',
                'antd-mobile',
                'antd-mobile/*',
                '**/lib/api',
              ],
              message:
                'The entry sends the first calls without React, the router or the store: build calls with lib/gatewayCall.',
            },
          ],
        },
      ],
    },
  },
  {
    // The declared engine target (.browserslistrc, docs/decisions.md "The engine target"): an API the
    // oldest host engine lacks fails the lint. The app's build adds core-js polyfills by use for the
    // libraries' code; ours, and the published SDK's, keeps to what the target has.
    files: shipped,
    ignores: notShipped,
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: {
      'compat/compat': 'error',
      'no-restricted-syntax': [
        'error',
        ...[...NEWER_METHODS].map(([method, message]) => ({
          selector: `CallExpression[callee.property.name="${method}"]`,
          message,
        })),
        {
          // Its first call sets up ICU collation: ~40 ms on the start-up path of a 4× slower phone.
          selector: 'CallExpression[callee.property.name="localeCompare"]',
          message: 'localeCompare sets up ICU collation on its first call: compare ASCII keys with < and >',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
