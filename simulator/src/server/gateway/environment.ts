// The environment of a gateway request, read from its Host header with the same table and the
// same rule as the app's page (docs/simulator.md "Environments and addresses"): exact names from
// fixtures/environments/hosts.json, anything else production.
import { readFileSync } from 'node:fs';
import { resolveEnvironment, type EnvironmentHosts, type EnvironmentName } from '@merchant-h5/sdk';

export type { EnvironmentName };

const hostsFile = new URL('../../../../fixtures/environments/hosts.json', import.meta.url);

/** The simulator's host names per environment (the local entries of the deployment table). */
export const SIMULATOR_ENVIRONMENT_HOSTS: EnvironmentHosts = JSON.parse(
  readFileSync(hostsFile, 'utf8'),
) as EnvironmentHosts;

export function environmentOfHost(host: string | undefined): EnvironmentName {
  // A request without a Host header (HTTP/1.0, raw sockets in tests) is the simulator's own mock.
  if (!host) return 'mock';
  return resolveEnvironment({ hostname: host }, SIMULATOR_ENVIRONMENT_HOSTS);
}
