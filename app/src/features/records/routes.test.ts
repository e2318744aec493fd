import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../../config/mirror';
import { paths } from '../../config/paths';
import { area } from './routes';

const recordsRoutes = area.routes;

describe('recordsRoutes', () => {
  it('registers every records pattern once, each with a lazily loaded screen component', async () => {
    const patterns = recordsRoutes.map((r) => r.pattern);
    expect([...patterns].sort()).toEqual(Object.values(paths.records).sort());
    for (const route of recordsRoutes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });

  it('mirrors exactly the screens docs/product.md §2 lists under the mini-program prefix', () => {
    const mirrored = new Set<string>(Object.values(paths.mirror));
    for (const route of recordsRoutes) {
      expect(Boolean(route.mirror), route.pattern).toBe(mirrored.has(`${MIRROR_PREFIX}${route.pattern}`));
    }
    expect(recordsRoutes.filter((r) => r.mirror)).toHaveLength(7);
  });
});
