import { describe, expect, it } from 'vitest';
import { environmentHostsOf } from './environmentHosts';

describe('environmentHostsOf', () => {
  const fixture = { mock: ['localhost'], test: ['test.localhost'], alpha: [] };

  it("adds a deployment's names (VITE_ENV_HOSTS_<ENV>, comma-separated) to the simulator's", () => {
    expect(
      environmentHostsOf(fixture, {
        VITE_ENV_HOSTS_TEST: ' h5-test.example.cn, h5-uat.example.cn ,',
        VITE_ENV_HOSTS_ALPHA: 'h5-alpha.example.cn',
      }),
    ).toEqual({
      mock: ['localhost'],
      test: ['test.localhost', 'h5-test.example.cn', 'h5-uat.example.cn'],
      alpha: ['h5-alpha.example.cn'],
    });
  });

  it("is the simulator's names alone without them", () => {
    expect(environmentHostsOf(fixture, { VITE_ENV_HOSTS_MOCK: '', MODE: 'production' })).toEqual(fixture);
  });
});
