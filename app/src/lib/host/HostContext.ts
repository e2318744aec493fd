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
  /** Leaves the web-view for a page of the mini program itself (its home). */
  reLaunch?(options: { url: string }): Promise<void>;
}

/** The card WeChat's menu shares a page as, to a chat or to Moments. */
export interface ShareCard {
  title: string;
  desc: string;
  /** An address of the page's own site, with nothing private in it (no token, no mobile number). */
  link: string;
  /** The card's picture; without one WeChat shows its own. */
  imgUrl?: string;
}

/**
 * WeChat's own features in the official account (lib/host/wechat.ts offers them through the JS-SDK,
 * once `wx.config` is signed for the page). A call resolves false when WeChat refused it, and never
 * rejects: the page then keeps its own way (the picture stays inline, the menu shares the bare page).
 */
export interface OfficialAccountApi {
  share(card: ShareCard): Promise<boolean>;
  previewImage(options: { current: string; urls: string[] }): Promise<boolean>;
}

export interface HostContextValue {
  client: ClientEnvironment;
  accessContext: AccessContext;
  /** Typed bridge calls; null outside the provider's host apps. */
  native: NativeApi | null;
  /** The mini-program platform API; null outside a mini program. */
  miniProgram: MiniProgramApi | null;
  /** WeChat's share menu and image viewer; null outside the official account (WeChat's browser). */
  officialAccount: OfficialAccountApi | null;
  environment: EnvironmentName;
  /** Channel label of the `source` query (docs/product.md §1), or null. */
  channel: string | null;
}

export const HostContext = createContext<HostContextValue | null>(null);
