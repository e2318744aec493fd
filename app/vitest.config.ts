// The app's Vitest project, listed by the root vitest.workspace.ts. The root package.json pins one
// React 19 for the whole tree (devDependency + overrides); `dedupe` keeps it that way in tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { routeTablePlugin } from './build/routeTable.ts';
import { paths } from './src/config/paths.ts';
import { MIRROR_PREFIX } from './src/config/mirror.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const stubCss = {
  name: 'stub-css',
  resolveId(id: string) {
    return id.endsWith('.css') ? '\0stub.css' : null;
  },
  load(id: string) {
    return id === '\0stub.css' ? 'export {}' : null;
  },
};

export default defineConfig({
  // The route table the app's start-up reads, as the build makes it.
  plugins: [routeTablePlugin({ appDir: here('.'), paths, mirrorPrefix: MIRROR_PREFIX })],
  resolve: {
    alias: [
      { find: '@merchant-h5/sdk', replacement: here('../sdk/src/index.ts') },
      // One antd-mobile instance in tests (src/testing/antd/README.md).
      {
        find: /^antd-mobile\/es\/components\/(toast|dialog)$/,
        replacement: here('./src/testing/antd/$1.ts'),
      },
      {
        find: /^antd-mobile\/es\/utils\/unstable-render$/,
        replacement: here('./src/testing/antd/unstable-render.ts'),
      },
      { find: /^antd-mobile\/es\/global$/, replacement: here('./src/testing/antd/global.ts') },
    ],
    dedupe: ['react', 'react-dom'],
  },
  // config/keys.ts reads the dev keys from fixtures/ with `?raw`.
  // Vite denies *.pem by default; the dev public key is public on purpose (fixtures/keys/README.md).
  server: { fs: { allow: [here('..')], deny: ['.env', '.env.*', '**/.git/**', '*.crt', 'dev-private.pem'] } },
  test: {
    name: 'app',
    root: here('.'),
    environment: 'jsdom',
    // A worker's files share one jsdom window and the pre-bundled libraries (150 → 48 s); each file
    // still gets the app's modules afresh and a cleared page (src/testing/setup.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/animationFrames.ts', './src/testing/setup.ts'],
    testTimeout: 30_000,
    deps: {
      // Pre-bundled (Vite's optimizer applies the aliases and dedupe above, CJS included), so every
      // library sees the app's React 19.
      optimizer: {
        client: {
          enabled: true,
          // Pre-bundled libraries keep their `import './x.css'`, which Node cannot load: stub them.
          rolldownOptions: { plugins: [stubCss] },
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@testing-library/react',
            // With Testing Library's own: one @testing-library/dom, configured by RTL to wrap events
            // in act(), for user-event's events too (else React warns of updates outside act()).
            '@testing-library/dom',
            '@testing-library/user-event',
            'react-redux',
            'react-router-dom',
            'react-router',
            'antd-mobile',
            '@reduxjs/toolkit',
            '@reduxjs/toolkit/query',
            '@reduxjs/toolkit/query/react',
            '@tanstack/react-virtual',
          ],
        },
      },
    },
  },
});
