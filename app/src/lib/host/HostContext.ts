// What start-up decided about where the page runs, handed to screens through React context.
import { createContext } from 'react';
import type { AccessContext, ClientEnvironment, EnvironmentName, NativeApi } from '@merchant-h5/sdk';

/**
 * The mini program's navigation as far as screens use it (lib/host/wechat.ts offers it through the
 * WeChat JS-SDK). A call resolves once WeChat has answered, and never rejects.
 */
export interface MiniProgramApi {
  navigateBack(options?: { delta?: number }): Promise<void>;
  navigateTo?(options: { url: string }): Promise<void>;
}

export interface HostContextValue {
  client: ClientEnvironment;
  accessContext: AccessContext;
  /** Typed bridge calls; null outside the provider's host apps. */
  native: NativeApi | null;
  /** The mini-program platform API; null outside a mini program. */
  miniProgram: MiniProgramApi | null;
  environment: EnvironmentName;
  /** Channel label of the `source` query (docs/product.md §1), or null. */
  channel: string | null;
}

export const HostContext = createContext<HostContextValue | null>(null);
