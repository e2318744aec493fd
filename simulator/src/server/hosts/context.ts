// What the host routes need from the simulator context, and the services they share with /h5.
import type { LogStore, SimConfig } from '../context';
import { createBridgeKeys, type BridgeKeys } from './bridge-key';
import { createNativeCallHub, type NativeCallHub } from './native-calls';
import { createHostSettingsStore, type HostSettingsStore } from './settings';

/** The part of the simulator context (server/context.ts) the host routes read. */
export interface HostContext {
  config: Pick<SimConfig, 'fixturesDir' | 'appDist' | 'harnessDist'>;
  logs: Pick<LogStore, 'add'>;
}

export interface HostServices {
  settings: HostSettingsStore;
  nativeCalls: NativeCallHub;
  /** The keys that let a page's shim write the bridge log. */
  bridgeKeys: BridgeKeys;
}

/** @example const hosts = createHostServices(); createApp(ctx, { hosts }); */
export function createHostServices(): HostServices {
  return {
    settings: createHostSettingsStore(),
    nativeCalls: createNativeCallHub(),
    bridgeKeys: createBridgeKeys(),
  };
}
