/**
 * `{ CANARY_ACTIVE: '1' }` when the environment name contains `alpha`, else `{}`.
 *
 * @example
 * ```ts
 * canaryHeaders('alpha'); // { CANARY_ACTIVE: '1' }
 * canaryHeaders('production'); // {}
 * ```
 */
export function canaryHeaders(environment: string): Record<string, string> {
  return environment.includes('alpha') ? { CANARY_ACTIVE: '1' } : {};
}
