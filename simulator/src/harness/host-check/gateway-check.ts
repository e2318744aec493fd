// The gateway round trip of the host check: the SDK client, sealed with the dev public key, against
// this origin's /gateway, exactly as the H5 inside the Android app would call it.
import { createGateway, hostAppHeaders, resolveEnvironment, type DeviceInfo } from '@merchant-h5/sdk';
import environmentHosts from '../../../../fixtures/environments/hosts.json';
import devPublicKey from '../../../../fixtures/keys/dev-public.pem?raw';
import { HOST_PROFILES, simToken } from '../../shared/host-profiles';
import type { CheckResult } from './types';

export async function runGatewayCheck(options: {
  session: string;
  scenario: string;
  version: number;
  cipherMode: 'encrypted' | 'plain';
}): Promise<CheckResult> {
  const name = `gateway user-service/my/myInfo (${options.cipherMode})`;
  const device = {
    ...HOST_PROFILES.android.device,
    TOKEN_ID: simToken(options.session, options.scenario),
    APP_VERSIONS: String(options.version),
  } as unknown as DeviceInfo;
  const environment = resolveEnvironment(window.location, environmentHosts);
  const gateway = createGateway({
    baseUrl: `${window.location.origin}/gateway`,
    environment,
    publicKey: devPublicKey,
    // Production always seals: the check's plain mode applies to the other environments only.
    cipherMode: environment === 'production' ? 'encrypted' : options.cipherMode,
    headerStrategy: hostAppHeaders(device),
    timeoutMs: 8000,
  });
  const started = performance.now();
  try {
    const { status, result } = await gateway.send('user-service', 'my/myInfo', { method: 'POST', body: {} });
    const code =
      typeof result === 'object' && result !== null ? (result as { code?: unknown }).code : undefined;
    const ms = Math.round(performance.now() - started);
    return {
      name,
      ok: status === 200 && code === '200',
      detail: `HTTP ${status}, code ${String(code)} in ${ms} ms (${gateway.environment})`,
      data: result,
    };
  } catch (error) {
    return {
      name,
      ok: false,
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
