// The page host names of the non-production environments: the simulator's own (fixtures) and a
// deployment's (VITE_ENV_HOSTS_<ENV>, comma-separated, exact names). A page host in no list is
// production. Read by the app's build configuration (config/build.ts) and by the build itself
// (vite.config.ts: production pages preload the body cipher).
import type { EnvironmentHosts } from '@merchant-h5/sdk';

type NonProduction = keyof EnvironmentHosts;

const names = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * @example environmentHostsOf(simulatorHosts, import.meta.env).test // ['test.localhost', …]
 */
export function environmentHostsOf(
  fixture: Readonly<Record<NonProduction, readonly string[]>>,
  env: Readonly<Record<string, string | boolean | undefined>>,
): Required<EnvironmentHosts> {
  const listed = (name: NonProduction) => {
    const value = env[`VITE_ENV_HOSTS_${name.toUpperCase()}`];
    return [...fixture[name], ...names(typeof value === 'string' ? value : undefined)];
  };
  return { mock: listed('mock'), test: listed('test'), alpha: listed('alpha') };
}
