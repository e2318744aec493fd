// Builds the harness UI and the probe page (docs/simulator.md "Harness") to dist/harness; the
// simulator serves them at / and /__sim/probe.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src/harness'),
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@merchant-h5/sdk': here('../sdk/src/index.ts') },
    // antd-free on purpose, but keep one React even if a hoisted copy exists at the repo root.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: here('./dist/harness'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      input: { index: here('./src/harness/index.html'), probe: here('./src/harness/probe.html') },
    },
  },
});
