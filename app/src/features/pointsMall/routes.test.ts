import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

describe('the points mall area', () => {
  it('registers its six patterns once, each with a lazily loaded screen, the mall as its key screen', async () => {
    expect(area.name).toBe('pointsMall');
    expect(area.routes.map((r) => r.pattern).sort()).toEqual(
      [
        paths.points.pointMall,
        paths.points.commodityDetails,
        paths.points.integralAction,
        paths.points.integralOrder,
        paths.points.integralOrderIntro,
        paths.points.vvip,
      ].sort(),
    );
    expect(area.routes.filter((r) => r.key).map((r) => r.pattern)).toEqual([paths.points.pointMall]);
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });
});
