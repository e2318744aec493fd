import { describe, expect, it } from 'vitest';
import { isBuiltRoute, routeSuggestions } from './route-suggestions';

const manifest = {
  routes: [
    { pattern: '/transaction/record', mirror: '/zEraAGeneraMiniProgramWeb/transaction/record' },
    { pattern: '/withdrawal/detail/{uuid?}', mirror: null },
  ],
};

describe('route suggestions', () => {
  it('marks the routes no area of the built app declares', () => {
    expect(routeSuggestions(manifest, ['/', '/transaction/record', '/coupon/mall'])).toEqual([
      { route: '/', built: true },
      { route: '/transaction/record', built: true },
      { route: '/coupon/mall', built: false },
    ]);
  });

  it('reads patterns, mirrors and queries as the app does', () => {
    expect(isBuiltRoute(manifest, '/withdrawal/detail/W1?x=1')).toBe(true);
    expect(isBuiltRoute(manifest, '/withdrawal/detail')).toBe(true);
    expect(isBuiltRoute(manifest, '/zEraAGeneraMiniProgramWeb/transaction/record')).toBe(true);
    expect(isBuiltRoute(manifest, '/transaction/record/more')).toBe(false);
  });

  it('says nothing while the app’s routes are unknown', () => {
    expect(routeSuggestions(null, ['/coupon/mall'])).toEqual([{ route: '/coupon/mall', built: null }]);
  });
});
