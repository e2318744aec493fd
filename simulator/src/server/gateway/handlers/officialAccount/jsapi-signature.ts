// The official account's JS-SDK signature, as the provider's server signs `wx.config` for a page:
// sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys sorted, values as they are), with
// the session's jsapi_ticket. WeChat checks the same string, so the shim can check it too.
import { createHash, randomBytes } from 'node:crypto';
import type { SimSession } from '../../../state/session';
import { badParam } from '../../errors';
import { reqString } from '../input';
import type { ServiceHandlers } from '../types';
import { OFFICIAL_ACCOUNT_APP_ID } from './wechat-platform';

export interface SignedFields {
  jsapiTicket: string;
  nonceStr: string;
  /** seconds since the epoch */
  timestamp: number;
  /** the page's address without its `#` part */
  url: string;
}

/**
 * The signature WeChat expects for `wx.config`.
 *
 * @example
 * jsapiSignature({ jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
 *   nonceStr: 'Wm3WZYTPz0wzccnW', timestamp: 1414587457, url: 'http://mp.weixin.qq.com?params=value' })
 * // '0f9de62fce790f9a083d5c99e95740ceb90c27ed'
 */
export function jsapiSignature({ jsapiTicket, nonceStr, timestamp, url }: SignedFields): string {
  const text = `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The session's jsapi_ticket: one per session, as a server caches WeChat's for its 7200 s. */
export function jsapiTicketOf(session: SimSession): string {
  return `sim_jsapi_${createHash('sha256').update(`ticket:${session.id}`).digest('base64url').slice(0, 40)}`;
}

export const jsapiSignatureHandlers = {
  wechatTicket: ({ session, input, now }) => {
    const url = reqString(input, 'url');
    // WeChat signs the address as the page has it, without its fragment; a fragment means the
    // page would sign the wrong string and wx.config would fail: refuse it here, where it is clear.
    if (url.includes('#') || !/^https?:\/\//.test(url))
      throw badParam('url 应为页面地址（不含 # 及其后部分）');
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(now / 1000);
    const signature = jsapiSignature({ jsapiTicket: jsapiTicketOf(session), nonceStr, timestamp, url });
    return { appId: OFFICIAL_ACCOUNT_APP_ID, timestamp, nonceStr, signature };
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;
