import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

describe('the collect area', () => {
  it('registers its patterns once, each with a lazily loaded screen, and the 开心送 mirror flow', async () => {
    expect(area.routes.map((r) => r.pattern).sort()).toEqual(
      [
        paths.payments.othersQrcode,
        paths.payments.depositQRCode,
        paths.payments.swipeCardPayingPage,
        paths.payments.othersResult,
        paths.payments.happyDelivery,
        paths.payments.selectHappySend,
      ].sort(),
    );
    expect(area.routes.map((r) => r.mirror).filter(Boolean)).toEqual([
      paths.mirror.happyDeliverySwipeCardPayingPage,
      paths.mirror.happyDeliveryResult,
      paths.mirror.happyDelivery,
    ]);
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });
});
