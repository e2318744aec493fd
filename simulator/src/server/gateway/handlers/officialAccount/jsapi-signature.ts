// The official account's JS-SDK signature, as the provider's server signs `wx.config` for a page:
// sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys sorted, values as they are), with
// the session's jsapi_ticket. WeChat's server checks the same string when the client's
// preVerifyJSAPI asks it (`preverify`, which the shim asks through POST /__sim/wechat/preverify).
import { createHash } from 'node:crypto';
import type { WeChatPreverifyAnswer } from '../../../../shared/control-api/hosts';
import type { SimSession } from '../../../state/session';
import { badParam } from '../../errors';
import { reqString } from '../input';
import type { ServiceHandlers } from '../types';
import { alphanumeric, OFFICIAL_ACCOUNT_APP_ID } from './wechat-platform';

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
export function jsapiTicketOf(session: Pick<SimSession, 'id'>): string {
  return `sim_jsapi_${createHash('sha256').update(`ticket:${session.id}`).digest('base64url').slice(0, 40)}`;
}

/** What the page's `wx.config` sent, as the client passes it on (`verify*` fields, all strings). */
export interface PreverifyFields {
  appId?: unknown;
  timestamp?: unknown;
  nonceStr?: unknown;
  signature?: unknown;
  /** the page's address without its `#` part, as the client has it */
  url: string;
}

/**
 * WeChat's check of a `wx.config`: the official account's appid, and the signature recomputed over
 * the session's jsapi_ticket and the address the page really has. A page that signed another
 * address (its `#` part, a query encoded differently, the landing address) is refused.
 *
 * @example preverify('s1', { appId, timestamp: '1414587457', nonceStr, signature, url }) // 'preVerifyJSAPI:ok'
 */
export function preverify(sessionId: string, fields: PreverifyFields): WeChatPreverifyAnswer {
  if (fields.appId !== OFFICIAL_ACCOUNT_APP_ID) return 'preVerifyJSAPI:fail_invalid appid';
  const { timestamp, nonceStr, signature, url } = fields;
  const expected =
    typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) && typeof nonceStr === 'string'
      ? jsapiSignature({
          jsapiTicket: jsapiTicketOf({ id: sessionId }),
          nonceStr,
          timestamp: Number(timestamp),
          url,
        })
      : null;
  return expected !== null && signature === expected
    ? 'preVerifyJSAPI:ok'
    : 'preVerifyJSAPI:fail_invalid signature';
}

export const jsapiSignatureHandlers = {
  wechatTicket: ({ session, input, now }) => {
    const url = reqString(input, 'url');
    // WeChat signs the address as the page has it, without its fragment; a fragment means the
    // page would sign the wrong string and wx.config would fail: refuse it here, where it is clear.
    if (url.includes('#') || !/^https?:\/\//.test(url))
      throw badParam('url 应为页面地址（不含 # 及其后部分）');
    const nonceStr = alphanumeric(16);
    const timestamp = Math.floor(now / 1000);
    const signature = jsapiSignature({ jsapiTicket: jsapiTicketOf(session), nonceStr, timestamp, url });
    return { appId: OFFICIAL_ACCOUNT_APP_ID, timestamp, nonceStr, signature };
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;
