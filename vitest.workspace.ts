// Vitest 4 removed workspace files: this is a full config whose `test.projects` lists the packages.
// Run it with `vitest run --config vitest.workspace.ts` (the root `test:unit` script does).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url));
const alias = { '@merchant-h5/sdk': sdkSource };

export default defineConfig({
  test: {
    // Vitest's run-mode default is one worker fewer than the cores, for its own process: on the
    // two-core machines npm test runs on, that is one worker and half the machine idle. Its own
    // process mostly waits, so every core runs tests. The Node projects' files share a worker's
    // modules (isolate: false), which halves their time (60 → 34 s): a test there must not rely on
    // a module's state being fresh, and must leave no timer, server or global behind (a timer one
    // file leaves fires in the next). The app's jsdom files share a worker's window, with the page
    // cleared and the app's modules imported afresh between files (app/src/testing/setup.ts).
    maxWorkers: availableParallelism(),
    // antd-mobile's picker measures its columns; jsdom has no layout, so it reports each measure as
    // a failure. Only that line is dropped: any other console output of a test still shows.
    onConsoleLog: (log) => !log.includes('Something went wrong when calculating CSS length'),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'sdk',
          root: './sdk',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'simulator',
          root: './simulator',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // The app's build plugins (Node code, no DOM).
        test: {
          name: 'app-build',
          root: './app/build',
          environment: 'node',
          isolate: false,
          include: ['*.test.ts'],
        },
      },
      {
        // The repository's own scripts (the lockfile completer).
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          isolate: false,
          include: ['*.test.mjs'],
        },
      },
      {
        // The e2e suite's own logic (which cells the fault matrix runs), no browser.
        test: {
          name: 'e2e-support',
          root: './e2e/support',
          environment: 'node',
          isolate: false,
          include: ['*.test.ts'],
        },
      },
      {
        // Byte budgets of the built app: needs `npm run build -w app` first (npm test builds).
        test: { name: 'build', root: './bench', environment: 'node', isolate: false, include: ['*.test.ts'] },
      },
      // The app's project has its own file: jsdom, antd-mobile test shims, CSS stubs.
      './app/vitest.config.ts',
    ],
  },
});
