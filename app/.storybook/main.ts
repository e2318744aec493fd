// Storybook for the shared UI primitives. Builds offline: telemetry off, no addons.
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// The app's route manifest (build/routeManifest.ts) maps routes to their screens' chunks, and the
// kits' check (build/kits.ts) wants each kit's modules in its chunk; a Storybook bundle has no
// screens and chunks its own way, so either plugin would fail the build. The polyfills on demand
// (plugin-legacy's `vite:legacy-*` and build/polyfillsOnDemand.ts) rewrite the app's index.html,
// which Storybook's preview does not have: its stories are read in a current browser.
const APP_ONLY_PLUGINS = new Set([
  'merchant-h5-route-manifest',
  'merchant-h5-kit-placement',
  'merchant-h5-polyfills-on-demand',
]);
const isAppOnly = (name: string) => APP_ONLY_PLUGINS.has(name) || name.startsWith('vite:legacy');
const storybookPlugins = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins.flatMap((p): PluginOption[] =>
    Array.isArray(p)
      ? storybookPlugins(p)
      : p && typeof p === 'object' && 'name' in p && isAppOnly(p.name)
        ? []
        : [p],
  );

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    base: './',
    plugins: storybookPlugins(viteConfig.plugins),
    // Storybook's own preview runtime is one chunk of about 1 MB that no merchant downloads: the
    // app's budgets (app-build tests) guard what ships. Above 1.5 MB the warning still speaks.
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
    // Its ~320 asset lines (and their gzip sizes) filled npm test's output: warnings and errors
    // still print.
    logLevel: 'warn',
  }),
};

export default config;
