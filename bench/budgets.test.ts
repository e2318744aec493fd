// Byte budgets are deterministic, so the build may assert them (timings go to `npm run bench`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyChunkBytes, readManifest, routeBytes, totalCss } from './lib/bytes';

const dist = fileURLToPath(new URL('../app/dist', import.meta.url));
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
  initialJsGzip: number;
  lazyChunkGzip: number;
  cssGzip: number;
};
const { routes } = JSON.parse(readFileSync(new URL('./routes.json', import.meta.url), 'utf8')) as {
  routes: { route: string; screen: string }[];
};
const manifest = readManifest(dist);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('byte budgets of the built app', () => {
  it.each(routes)('initial JS of $route is within budget', ({ route, screen }) => {
    const { js } = routeBytes(dist, manifest, route, screen);
    expect(
      js.gzip,
      `${route}: initial JS ${kb(js.gzip)} gzip > budget ${kb(budgets.initialJsGzip)}`,
    ).toBeLessThanOrEqual(budgets.initialJsGzip);
  });

  it('every lazy chunk is within budget', () => {
    const chunks = lazyChunkBytes(dist, manifest);
    expect(chunks.length).toBeGreaterThan(0);
    const over = chunks
      .filter((c) => c.gzip > budgets.lazyChunkGzip)
      .map((c) => `${c.src}: ${kb(c.gzip)} gzip`);
    expect(over, `lazy chunks over ${kb(budgets.lazyChunkGzip)}`).toEqual([]);
  });

  it('CSS is within budget', () => {
    const css = totalCss(dist, manifest);
    expect(css.gzip, `CSS ${kb(css.gzip)} gzip > budget ${kb(budgets.cssGzip)}`).toBeLessThanOrEqual(
      budgets.cssGzip,
    );
  });
});
