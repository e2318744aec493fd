// WeChat's authorize address for the official account's silent sign-in (snsapi_base), with its
// parameters in the order WeChat documents and its `#wechat_redirect`, without which WeChat may
// not redirect back.

/** WeChat's authorize path, on its origin (or a test deployment's stand-in). */
export const AUTHORIZE_PATH = '/connect/oauth2/authorize';

export interface AuthorizeRequest {
  /** `https://open.weixin.qq.com` in production (config/officialAccount.ts). */
  origin: string;
  appId: string;
  /** The whole address WeChat sends the code back to: /officialAccount/Auth on the page's origin. */
  redirectUri: string;
  state: string;
}

/**
 * @example
 * authorizeUrl({ origin: 'https://open.weixin.qq.com', appId: 'wx5f1c0a7e9b3d2c41',
 *   redirectUri: 'https://h5.example.cn/h5/officialAccount/Auth', state: 'f3a9' })
 * // 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx5f1c0a7e9b3d2c41&redirect_uri=https%3A%2F%2Fh5.example.cn%2Fh5%2FofficialAccount%2FAuth&response_type=code&scope=snsapi_base&state=f3a9#wechat_redirect'
 */
export function authorizeUrl({ origin, appId, redirectUri, state }: AuthorizeRequest): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  });
  return `${origin}${AUTHORIZE_PATH}?${query.toString()}#wechat_redirect`;
}
