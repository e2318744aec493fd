// Decided once at start: where the page runs, which bridge it talks to and which identification
// headers its calls carry (docs/product.md §3, §6; the SDK does the detecting).
import {
  createBridge,
  createNativeApi,
  detectClient,
  hostAppHeaders,
  isMiniProgram,
  miniProgramHeaders,
  officialAccountHeaders,
  resolveEnvironment,
} from '@merchant-h5/sdk';
import type {
  EnvironmentHosts,
  AccessContext,
  BridgeWindow,
  DeviceInfo,
  HeaderStrategy,
  NativeApi,
  WeChatWindow,
} from '@merchant-h5/sdk';
import { isMirrorPath } from '../../config/mirror';
import type { HostContextValue, MiniProgramApi } from '../../lib/host/HostContext';
import { createWeChatMiniProgram } from '../../lib/host/wechat';
import { readLaunchQuery } from './launchContext';

export type HostWindow = Window & BridgeWindow & WeChatWindow;

export interface HostSetup {
  /** All but the official account's API, which signs its `wx.config` through the gateway (early.ts). */
  host: Omit<HostContextValue, 'officialAccount'>;
  headerStrategy: HeaderStrategy;
  /** Only the mini-program client's ENCRYPT-KEY is 3DES-wrapped. */
  usesTripleDes: boolean;
}

function hasBridgeTransport(win: HostWindow): boolean {
  return Boolean(win.merchantBridge ?? win.webkit?.messageHandlers?.merchantBridge);
}

/** Device info from the host, asked once; a failed answer is asked again on the next call. */
function deviceInfoOf(native: NativeApi | null): () => Promise<DeviceInfo> {
  let pending: Promise<DeviceInfo> | null = null;
  return () => {
    if (!native) return Promise.resolve({} as DeviceInfo);
    pending ??= native.getBaseRequestParams().then(
      (info) => info as unknown as DeviceInfo,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}

/**
 * `routerPath` is the path below the app's basename (mirror routes imply mini-program context);
 * `environmentHosts` names the non-production page hosts (every other host is production);
 * `launchQuery` is the mini-program's request context (`takeLaunchContext`), by default the address's;
 * `createMiniProgram` offers the mini program's API (by default through WeChat's JS-SDK).
 *
 * @example
 * ```ts
 * const { host, headerStrategy } = await detectHost(window, '/transaction/record', buildConfig.environmentHosts);
 * ```
 */
export async function detectHost(
  win: HostWindow,
  routerPath: string,
  environmentHosts: EnvironmentHosts,
  launchQuery: string = win.location.search,
  createMiniProgram: () => MiniProgramApi = createWeChatMiniProgram,
): Promise<HostSetup> {
  const { search } = win.location;
  const client = detectClient({ userAgent: win.navigator.userAgent, search, win });
  const inMiniProgram =
    client.accessContext === 'miniProgram' || (await isMiniProgram(win, 800)) || isMirrorPath(routerPath);
  const accessContext: AccessContext = inMiniProgram ? 'miniProgram' : client.accessContext;

  let appVersion: string | undefined;
  const native =
    accessContext === 'hostApp' && hasBridgeTransport(win)
      ? createNativeApi(createBridge(win, { allowedOrigin: win.location.origin }), {
          // Known after the first call's headers; a gated call made before that asks the host itself.
          appVersion: () =>
            appVersion ??
            deviceInfo().then(
              (info) => info.APP_VERSIONS,
              () => undefined,
            ),
        })
      : null;
  const deviceInfo = deviceInfoOf(native);

  const strategies: Record<AccessContext, () => HeaderStrategy> = {
    hostApp: () =>
      hostAppHeaders(async () => {
        const info = await deviceInfo();
        appVersion = info.APP_VERSIONS;
        return info;
      }),
    miniProgram: () => miniProgramHeaders(readLaunchQuery(launchQuery)),
    officialAccount: () => officialAccountHeaders(),
  };

  // Through WeChat's JS-SDK, which acts only in WeChat (its user agent): a mirror route opened
  // elsewhere has no mini program to go back to. The JS-SDK loads on the first call.
  const miniProgram: MiniProgramApi | null = inMiniProgram && client.isWeChat ? createMiniProgram() : null;

  return {
    host: {
      client,
      accessContext,
      native,
      miniProgram,
      environment: resolveEnvironment(win.location, environmentHosts),
      channel: client.channel ?? null,
    },
    headerStrategy: strategies[accessContext](),
    usesTripleDes: accessContext === 'miniProgram',
  };
}
