import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

describe('the points area', () => {
  it('registers the home, rules, bill and novice pages, each with a lazily loaded screen', async () => {
    expect(area.name).toBe('points');
    expect(area.routes.map((r) => r.pattern).sort()).toEqual(
      [paths.points.home, paths.points.homeIntro, paths.points.pointBill, paths.points.empty].sort(),
    );
    expect(area.routes.filter((r) => r.key).map((r) => r.pattern)).toEqual([paths.points.home]);
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });
});
