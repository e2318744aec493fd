// Build-time configuration: the gateway host of each environment and the keys. The simulator
// build leaves every host empty, which means `${location.origin}/gateway` (page and gateway share
// an origin). Hosts come from VITE_GATEWAY_HOST_<ENV> at build time.
import type { EnvironmentName } from '@merchant-h5/sdk';
import { devKeys } from './keys';

export interface BuildConfig {
  gatewayHosts: Partial<Record<EnvironmentName, string>>;
  publicKey: string;
  tripleDesSecret: string;
}

const env = import.meta.env;

export const buildConfig: BuildConfig = {
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
