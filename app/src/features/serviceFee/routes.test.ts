import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

describe('serviceFee routes', () => {
  it('registers the service-fee and phone-POS patterns once, each with a lazily loaded screen', async () => {
    expect(area.routes.map((r) => r.pattern).sort()).toEqual(
      [
        paths.help.switchPayDeviceApply,
        paths.help.qrCodePayPage,
        paths.help.result,
        paths.other.phonePosIndex,
        paths.other.phonePosStatus,
      ].sort(),
    );
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
    // None of them is listed under the mini-program prefix (docs/product.md §2).
    expect(area.routes.filter((r) => r.mirror)).toEqual([]);
  });
});
