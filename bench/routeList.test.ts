// The address the bench visits a route at: never a pattern with braces in it (the lottery machine's
// key route was measured at /lotteryMachine/home/{activityId?} itself, an error page).
import { describe, expect, it } from 'vitest';
import { loadRouteList, visitPath } from './lib/routeList';

describe('visitPath', () => {
  it('drops optional parameters, keeps an example, and refuses to guess a required parameter', () => {
    expect(visitPath('/lotteryMachine/home/{activityId?}')).toBe('/lotteryMachine/home');
    expect(visitPath('/trade/activity/{client?}')).toBe('/trade/activity');
    expect(visitPath('/coupon/buy/{id?}/{type?}', '/coupon/buy/Q001')).toBe('/coupon/buy/Q001');
    expect(visitPath('/bankRedDetails/details/{id}')).toBeNull();
    expect(visitPath('/members/index')).toBe('/members/index');
  });

  it('gives every key route of the build an address without braces', () => {
    const keys = loadRouteList().filter((r) => r.lighthouse);
    expect(keys.length).toBeGreaterThan(5);
    for (const r of keys) expect(r.path ?? r.route, r.route).not.toMatch(/[{}]/);
  });
});
