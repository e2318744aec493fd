import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from './environment';
import type { EnvironmentHosts } from './environment';
import { newIdempotencyKey } from './idempotency';
import { buildUrl } from './url';

describe('resolveEnvironment', () => {
  const hosts: EnvironmentHosts = {
    mock: ['localhost', '127.0.0.1', '::1'],
    test: ['test.localhost', 'pay-test.example.cn'],
    alpha: ['alpha.localhost'],
  };

  it.each([
    ['localhost', 'mock'],
    ['127.0.0.1', 'mock'],
    ['[::1]', 'mock'],
    ['test.localhost', 'test'],
    ['TEST.LocalHost.', 'test'],
    ['pay-test.example.cn', 'test'],
    ['alpha.localhost', 'alpha'],
    ['prod.localhost', 'production'],
  ])('%s → %s (listed names, exactly)', (hostname, expected) => {
    expect(resolveEnvironment({ hostname }, hosts)).toBe(expected);
  });

  // Hostile or look-alike names: none may leave production, where bodies are sealed.
  it.each([
    'pay.latest-merchant.com',
    'alphabank.com.cn',
    'contest.example.cn',
    'test.localhost.evil.example',
    'evil-test.localhost',
    'localhost.evil.example',
    'xn--test-localhost.example',
    'pay-test.example.cn.attacker.net',
    '127.0.0.1.nip.io',
    'test.localhost%00.evil',
    '',
    ' ',
  ])('%j is production', (hostname) => {
    expect(resolveEnvironment({ hostname }, hosts)).toBe('production');
  });

  it('ignores the query string: ?mock=1 on a production host stays production', () => {
    const location = { hostname: 'merchant.example.com', search: '?mock=1&env=test&cipher=plain' };
    expect(resolveEnvironment(location, hosts)).toBe('production');
  });

  it('is production with an empty table', () => {
    expect(resolveEnvironment({ hostname: 'localhost' }, {})).toBe('production');
  });

  // A page that states no table (or untyped code that hands in null) runs as production: it seals.
  it.each(['localhost', 'test.localhost', 'alpha.localhost', 'merchant.example.com', ''])(
    '%s → production without a table',
    (hostname) => {
      expect(resolveEnvironment({ hostname })).toBe('production');
      expect(resolveEnvironment({ hostname }, undefined)).toBe('production');
      expect(resolveEnvironment({ hostname }, null)).toBe('production');
    },
  );
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
