// Build-time configuration: which page hosts are which environment, the gateway host of each
// environment and the keys. The simulator build leaves every gateway host empty, which means
// `${location.origin}/gateway` (page and gateway share an origin). Gateway hosts come from
// VITE_GATEWAY_HOST_<ENV>; page host names beyond the simulator's from VITE_ENV_HOSTS_<ENV>
// (comma-separated, exact names). A page host in no list is production.
import type { EnvironmentHosts, EnvironmentName } from '@merchant-h5/sdk';
import simulatorHosts from '../../../fixtures/environments/hosts.json';
import { environmentHostsOf } from './environmentHosts';
import { devKeys } from './keys';

export interface BuildConfig {
  environmentHosts: EnvironmentHosts;
  gatewayHosts: Partial<Record<EnvironmentName, string>>;
  publicKey: string;
  tripleDesSecret: string;
}

const env = import.meta.env;

export const buildConfig: BuildConfig = {
  environmentHosts: environmentHostsOf(simulatorHosts, env),
  gatewayHosts: {
    mock: env.VITE_GATEWAY_HOST_MOCK || undefined,
    test: env.VITE_GATEWAY_HOST_TEST || undefined,
    alpha: env.VITE_GATEWAY_HOST_ALPHA || undefined,
    production: env.VITE_GATEWAY_HOST_PRODUCTION || undefined,
  },
  publicKey: devKeys.publicKey,
  tripleDesSecret: devKeys.tripleDesSecret,
};

/** `{host}` of the gateway for an environment. */
export function gatewayHost(config: BuildConfig, environment: EnvironmentName, origin: string): string {
  return config.gatewayHosts[environment] ?? `${origin}/gateway`;
}
