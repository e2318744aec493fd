import { describe, expect, it } from 'vitest';
import { environmentOrigin } from './options';
import { DEFAULT_SETUP, h5Url, readSetup, writeSetup } from './url-state';

describe('harness setup in the URL', () => {
  it('round-trips every field, device overrides included', () => {
    const setup = {
      host: 'ios' as const,
      version: 331,
      env: 'alpha' as const,
      scenario: 'paid-member',
      source: '02',
      route: '/message/detail/9?from=push',
      size: '375x667' as const,
      session: 'qa-ticket-481',
      device: { PHONE_MODLE: 'iPhone12,1', ROOTED: '1' },
      withoutCalls: ['scanIdCard', 'scanBankCard'],
    };
    expect(readSetup(writeSetup(setup))).toEqual(setup);
  });

  it('writes nothing for the defaults and ignores invalid values', () => {
    expect(writeSetup(DEFAULT_SETUP)).toBe('');
    expect(
      readSetup(
        '?host=nokia&version=-1&env=staging&size=1x1&session=a%20b&route=nope&source=7&without=%20,1x',
      ),
    ).toEqual(DEFAULT_SETUP);
  });

  it('builds the iframe deep link on the environment origin', () => {
    const setup = {
      ...DEFAULT_SETUP,
      host: 'miniprogram' as const,
      source: '05',
      route: '/message/index?x=1',
      session: 's1',
    };
    const origin = environmentOrigin('test', { protocol: 'http:', hostname: 'localhost', port: '5170' });
    expect(h5Url(setup, origin)).toBe(
      'http://test.localhost:5170/h5/message/index?x=1&__host=miniprogram&__version=360&__scenario=certified&__session=s1&source=05',
    );
    expect(environmentOrigin('production', { protocol: 'http:', hostname: '127.0.0.1', port: '5170' })).toBe(
      'http://prod.localhost:5170',
    );
    expect(environmentOrigin('mock', { protocol: 'http:', hostname: '127.0.0.1', port: '5170' })).toBe(
      'http://127.0.0.1:5170',
    );
  });
});
