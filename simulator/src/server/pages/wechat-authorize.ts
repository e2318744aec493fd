// WeChat's authorize step (`open.weixin.qq.com/connect/oauth2/authorize`), played at the same path
// on the simulator's own origin, which the app's build takes as the authorize origin outside
// production (docs/official-account.md). snsapi_base asks the user nothing: WeChat checks the
// request and redirects to `redirect_uri` with a fresh `code` and the same `state` (and
// `is_snapshotuser=1` for a snapshot-page visit, which QA asks for with PUT /__sim/official-account).
// The WeChat user is the phone's: the official account's login cookie names the session, and a
// page opened outside WeChat has none, as WeChat then says.
import { Router, type Request, type Response } from 'express';
import { cookieValue, parseToken } from '../gateway/identity';
import { mintCode, OFFICIAL_ACCOUNT_APP_ID } from '../gateway/handlers/officialAccount/wechat-platform';
import { getSession, sessionState, type SessionHost } from '../state/session';
import { renderMessagePage } from './message-page';

/** WeChat's own words for each refusal, as its error page shows them. */
export const AUTHORIZE_REFUSALS = {
  outsideWeChat: '请在微信客户端打开链接',
  appid: 'appid 参数错误',
  responseType: 'response_type 参数错误',
  scope: 'scope 参数错误或没有 scope 权限',
  redirectUri: 'redirect_uri 域名与后台配置不一致',
  state: 'state 参数错误',
} as const;

const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);
// WeChat takes a-zA-Z0-9 only, at most 128 bytes.
const STATE = /^[A-Za-z0-9]{0,128}$/;

function refuse(res: Response, line: string): void {
  res
    .status(200)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(renderMessagePage({ title: '微信授权', lines: [line] }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The redirect address when it is on the official account's domain: the page's own host. */
function redirectTarget(req: Request): URL | null {
  try {
    const url = new URL(text(req.query.redirect_uri));
    return url.host === req.headers.host && (url.protocol === 'http:' || url.protocol === 'https:')
      ? url
      : null;
  } catch {
    return null;
  }
}

function authorize(ctx: SessionHost, req: Request, res: Response): void {
  const identity = parseToken(cookieValue(req.headers.cookie, 'sim_token') ?? '');
  if (!identity) return refuse(res, AUTHORIZE_REFUSALS.outsideWeChat);
  if (text(req.query.appid) !== OFFICIAL_ACCOUNT_APP_ID) return refuse(res, AUTHORIZE_REFUSALS.appid);
  if (text(req.query.response_type) !== 'code') return refuse(res, AUTHORIZE_REFUSALS.responseType);
  if (!SCOPES.has(text(req.query.scope))) return refuse(res, AUTHORIZE_REFUSALS.scope);
  const state = text(req.query.state);
  if (!STATE.test(state)) return refuse(res, AUTHORIZE_REFUSALS.state);
  const target = redirectTarget(req);
  if (!target) return refuse(res, AUTHORIZE_REFUSALS.redirectUri);

  const session = getSession(ctx, identity.session, identity.scenario);
  const { code, snapshot } = mintCode(session, sessionState(ctx, session), ctx.settings.now());
  target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  if (snapshot) target.searchParams.set('is_snapshotuser', '1');
  res.set('Cache-Control', 'no-store').redirect(302, target.href);
}

/** @example router.use(createWechatAuthorizeRouter(ctx)); // answers GET /connect/oauth2/authorize */
export function createWechatAuthorizeRouter(ctx: SessionHost): Router {
  const router = Router();
  router.get('/connect/oauth2/authorize', (req, res) => authorize(ctx, req, res));
  return router;
}
