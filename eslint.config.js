// One ESLint config for every workspace. The import-x zones enforce docs/architecture.md's "one way down":
// sdk imports nothing of ours; app/lib and app/components never reach into features or app/app;
// a feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'app/src/features';

// What runs on a merchant's phone: the app, the SDK other teams ship to the same hosts, and the host
// shim the simulator injects. Tests, stories and Node-only test servers run in Node or Chromium.
const shipped = ['app/src/**/*.{ts,tsx}', 'sdk/src/**/*.ts', 'simulator/src/server/hosts/shim.client.js'];
const notShipped = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', 'app/src/vite-env.d.ts'];

// Methods the declared engine target (.browserslistrc: Chrome 83, iOS 14) lacks that eslint-plugin-compat
// cannot see: it knows the receiver of a static call (`Object.hasOwn`), not of a method call (`list.at(-1)`).
// From MDN's browser-compat-data, as fixtures/engines/apis.json lists them.
const NEWER_METHODS = {
  at: 'Array/String.prototype.at is Chrome 92 and iOS 15.4: use list[list.length - 1]',
  findLast: 'Array.prototype.findLast is Chrome 97 and iOS 15.4',
  findLastIndex: 'Array.prototype.findLastIndex is Chrome 97 and iOS 15.4',
  replaceAll: 'String.prototype.replaceAll is Chrome 85: use replace with a /g regular expression',
  toSorted: 'Array.prototype.toSorted is Chrome 110 and iOS 16: use [...list].sort()',
  toReversed: 'Array.prototype.toReversed is Chrome 110 and iOS 16: use [...list].reverse()',
  toSpliced: 'Array.prototype.toSpliced is Chrome 110 and iOS 16',
  isWellFormed: 'String.prototype.isWellFormed is Chrome 111 and iOS 16.4',
  replaceChildren: 'Element.prototype.replaceChildren is Chrome 86: use textContent = "" and append',
  checkVisibility: 'Element.prototype.checkVisibility is Chrome 105 and iOS 17.4',
  throwIfAborted: 'AbortSignal.prototype.throwIfAborted is Chrome 100 and iOS 15.4',
  randomUUID: 'crypto.randomUUID is Chrome 92, iOS 15.4 and absent on plain-http pages',
};
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
              message:
                'A feature never imports the shell (app/src/app), the simulator, the e2e suite or the bench.',
            },
            {
              target: ['./simulator', './e2e'],
              from: './app/src',
              message:
                'The simulator and the e2e suite never import app internals: drive the app through its pages.',
            },
            ...features.map((f) => ({
              target: `./app/src/features/${f}`,
              from: './app/src/features',
              except: [`./${f}`],
              message:
                'A feature never imports another feature: move what they share down to lib or components.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Start-up sends these before React, the router and the store have arrived
    // (app/src/app/startup/early.ts); bench/budgets.test.ts checks the built entry as well.
    files: [
      'app/src/app/startup/early.ts',
      'app/src/lib/firstCalls.ts',
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
        ...Object.entries(NEWER_METHODS).map(([method, message]) => ({
          selector: `CallExpression[callee.property.name="${method}"]`,
          message,
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
