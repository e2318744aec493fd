// Which environment a page runs in, from an explicit table of host names (docs/protocol.md
// "Environments"). Never substring matching, never a query parameter: a host that is not listed
// is production, and production always seals its bodies.
import type { EnvironmentName } from './types';

/**
 * Exact host names of the non-production environments. Production is every other host.
 *
 * @example
 * ```ts
 * const hosts: EnvironmentHosts = { test: ['h5-test.example.cn'], alpha: ['h5-alpha.example.cn'] };
 * ```
 */
export type EnvironmentHosts = Partial<Record<Exclude<EnvironmentName, 'production'>, readonly string[]>>;

/** Lower case, no trailing dot, no port, IPv6 brackets off: the form hosts are compared in. */
export function normaliseHostname(host: string): string {
  const h = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](:\d+)?$/.exec(h);
  if (bracketed) return bracketed[1] ?? '';
  // One colon is a port; more are a bare IPv6 address.
  const bare = h.split(':').length === 2 ? h.replace(/:\d*$/, '') : h;
  return bare.replace(/\.$/, '');
}

/**
 * The environment of a page address: the entry of `hosts` that lists its host name exactly, else
 * production. `contest.example.cn` is not test, `alphabank.com.cn` is not alpha, and `?mock=1`
 * changes nothing. Without a table (or with `null` from untyped code) every host is production.
 *
 * @example
 * ```ts
 * resolveEnvironment(window.location, { test: ['test.localhost'] }); // 'production' on any other host
 * resolveEnvironment({ hostname: 'TEST.localhost.' }, { test: ['test.localhost'] }); // 'test'
 * resolveEnvironment(window.location); // 'production'
 * ```
 */
export function resolveEnvironment(
  location: { hostname: string },
  hosts?: EnvironmentHosts | null,
): EnvironmentName {
  const hostname = normaliseHostname(location.hostname);
  if (hostname === '' || !hosts) return 'production';
  for (const name of ['mock', 'test', 'alpha'] as const) {
    if (hosts[name]?.some((listed) => normaliseHostname(listed) === hostname)) return name;
  }
  return 'production';
}
