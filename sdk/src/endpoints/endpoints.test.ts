import { describe, expect, it } from 'vitest';
import { endpointList, endpoints, findEndpoint } from './index';

const services = [
  'user-service',
  'pos-user-service',
  'pay-service',
  'pos-pay-service',
  'pos-operation-service',
  'pos-coupon-service',
];

describe('endpoint catalogue', () => {
  it('names every entry by its key', () => {
    for (const [key, e] of Object.entries(endpoints)) expect(e.name).toBe(key);
  });

  it('has one entry per service and path, with known services and clean paths', () => {
    const seen = new Set<string>();
    for (const e of endpointList) {
      expect(services).toContain(e.service);
      expect(e.path).toMatch(/^[A-Za-z0-9]+(\/([A-Za-z0-9]+|\{\w+\}))*$/);
      const id = `${e.service} ${e.path}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(e.summary.length).toBeGreaterThan(0);
    }
    expect(endpointList.length).toBe(Object.keys(endpoints).length);
    expect(endpointList.length).toBeGreaterThan(140);
  });

  it('uses GET only for the simple query lookups', () => {
    const gets = endpointList
      .filter((e) => e.method === 'GET')
      .map((e) => e.name)
      .sort();
    expect(gets).toEqual(['billQueryDetail', 'deviceUrging', 'integralDetail', 'merchantAccessFindAreaList']);
  });

  it('marks payments, orders, exchanges, binds, submits and applies idempotent', () => {
    const last = (p: string) => p.split('/').pop() ?? '';
    const must = endpointList.filter((e) =>
      /submit|^apply$|^replace$|bind|exchange|create|^request$|incom$/i.test(last(e.path)),
    );
    expect(must.length).toBeGreaterThan(10);
    for (const e of must) expect(e.idempotent, e.name).toBe(true);
    expect(endpoints.transactionRecordList).not.toHaveProperty('idempotent');
  });

  it('pins the paths the app and the simulator use first', () => {
    expect(endpoints.myInfo).toMatchObject({ service: 'user-service', path: 'my/myInfo' });
    expect(endpoints.transactionRecordList).toMatchObject({
      service: 'pay-service',
      path: 'transactionRecord/list',
      method: 'POST',
    });
    expect(endpoints.withdrawalList).toMatchObject({ service: 'pos-pay-service', path: 'withdrawal/list' });
    expect(endpoints.billQueryDetail).toMatchObject({
      service: 'pay-service',
      path: 'bill/query/detail',
      method: 'GET',
    });
    expect(endpoints.integralExchange).toMatchObject({ service: 'pos-operation-service', idempotent: true });
    expect(endpoints.activityDraw.path).toBe('activity/api/app/d1/draw');
    expect(endpoints.touchAdd.service).toBe('pos-user-service');
  });

  it('finds an endpoint by service and concrete path', () => {
    expect(findEndpoint('pos-operation-service', 'integral/detail/42')?.name).toBe('integralDetail');
    expect(findEndpoint('pay-service', '/bill/query/detail?monthDate=202611')?.name).toBe('billQueryDetail');
    expect(findEndpoint('pay-service', 'my/myInfo')).toBeUndefined();
    // Not decoded: the server answers a badly encoded placeholder as a bad parameter, not unknown.
    expect(findEndpoint('pos-operation-service', 'integral/detail/%E0')?.name).toBe('integralDetail');
  });

  // The gateway and findEndpoint read a path with the routes' parser (routes/pattern.ts): a path is
  // relative, without a query or an empty segment, and each placeholder is a whole required segment.
  it('writes every path in the subset of the route patterns the gateway reads', () => {
    const wrong = endpointList.filter((e) => !/^[\w-]+(\/([\w-]+|\{\w+\}))*$/.test(e.path));
    expect(wrong.map((e) => `${e.name}: ${e.path}`)).toEqual([]);
  });
});
