// The environments the bench measures a key route in, by the host name the simulator picks them by:
// production (every call sealed, as a merchant meets the H5) first, mock beside it.

export const ENVIRONMENT_HOSTS = { production: 'prod.localhost', mock: '127.0.0.1' } as const;
export type Environment = keyof typeof ENVIRONMENT_HOSTS;

/** Every environment, production first: the report judges the goals on the first. */
export const ENVIRONMENTS = Object.keys(ENVIRONMENT_HOSTS) as Environment[];

/**
 * `value` (comma-separated) as environments, production first; every one when unset.
 *
 * @example parseEnvironments('mock,production', 'BENCH_ENVIRONMENTS') // ['production', 'mock']
 */
export function parseEnvironments(value: string | undefined, name: string): Environment[] {
  const names = value ? value.split(',').map((v) => v.trim()) : ENVIRONMENTS;
  const unknown = names.filter((n) => !(n in ENVIRONMENT_HOSTS));
  if (unknown.length || names.length === 0)
    throw new Error(`${name}: production and/or mock (comma-separated), not "${value ?? ''}"`);
  return ENVIRONMENTS.filter((e) => names.includes(e));
}
