import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from './environment';
import { newIdempotencyKey } from './idempotency';
import { buildUrl } from './url';

describe('resolveEnvironment', () => {
  it.each([
    ['merchant-alpha.example.com', '', 'alpha'],
    ['alpha.localhost', '', 'alpha'],
    ['test.localhost', '?mock=1', 'test'],
    ['h5-test.example.com', '', 'test'],
    ['localhost', '', 'mock'],
    ['127.0.0.1', '', 'mock'],
    ['merchant.example.com', '?a=1&mock=1', 'mock'],
    ['merchant.example.com', '?mock=0', 'production'],
    ['prod.localhost', '', 'production'],
  ])('%s%s → %s', (hostname, search, expected) => {
    expect(resolveEnvironment({ hostname, search })).toBe(expected);
  });
});

describe('newIdempotencyKey', () => {
  it('is a UUID v4, unique per call', () => {
    const keys = new Set(Array.from({ length: 2000 }, newIdempotencyKey));
    expect(keys.size).toBe(2000);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('buildUrl', () => {
  it('joins base, service and path without doubled slashes', () => {
    expect(buildUrl('https://h.example/gateway/', '/user-service/', '/my/myInfo')).toBe(
      'https://h.example/gateway/user-service/my/myInfo',
    );
    expect(buildUrl('https://h.example', 'pay-service', 'a?x=1', { y: 2 })).toBe(
      'https://h.example/pay-service/a?x=1&y=2',
    );
  });
});
