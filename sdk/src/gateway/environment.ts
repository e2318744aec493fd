import type { EnvironmentName } from './types';

/**
 * The environment of a page address (DESIGN.md "Wire protocol v1"): `alpha` in the hostname →
 * alpha, `test` → test, `localhost` / `127.0.0.1` / `?mock=1` → mock, anything else → production.
 *
 * @example
 * ```ts
 * resolveEnvironment(window.location); // 'production' on the live host
 * resolveEnvironment({ hostname: 'alpha.localhost', search: '' }); // 'alpha'
 * ```
 */
export function resolveEnvironment(location: { hostname: string; search: string }): EnvironmentName {
  const host = location.hostname.toLowerCase();
  if (host.includes('alpha')) return 'alpha';
  if (host.includes('test')) return 'test';
  if (host === 'localhost' || host === '127.0.0.1') return 'mock';
  if (new URLSearchParams(location.search).get('mock') === '1') return 'mock';
  return 'production';
}
