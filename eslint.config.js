// One ESLint config for every workspace. The import-x zones enforce docs/architecture.md's "one way down":
// sdk imports nothing of ours; app/lib and app/components never reach into features or app/app;
// a feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'app/src/features';
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
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
