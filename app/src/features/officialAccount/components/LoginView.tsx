// /officialAccount/Login: what signing in does, whether this WeChat user is already bound (the
// session as the server keeps it), and the tap that leaves for WeChat's authorize step (snsapi_base:
// WeChat asks nothing and comes straight back to /officialAccount/Auth). Each tap makes a new random
// state for this tab; the return must name it. Signing in needs nothing of the server: a failure to
// say who is bound is told with 重试 and leaves 微信授权登录 as it is.
import { href, paths } from '../../../config/paths';
import { BoundMerchant } from './BoundMerchant';
import { useAuthorize, type Leave } from './useAuthorize';
import './officialAccount.css';

export interface LoginViewProps {
  /** How the page leaves for WeChat; `location.assign` (tests hand in a recorder). */
  leave?: Leave;
}

export function LoginView({ leave }: LoginViewProps) {
  const authorize = useAuthorize(href(paths.officialAccount.auth), leave);
  return (
    <div className="mh-form" data-state="ready">
      <section className="mh-form-section" aria-labelledby="oa-login-title">
        <h2 id="oa-login-title">登录商户服务</h2>
        <p className="mh-oa-lead">
          使用微信授权登录后，绑定您的商户账号，即可在公众号中查看交易、提现和消息。一个微信只能绑定一个商户账号。
        </p>
      </section>
      <BoundMerchant say={(m) => `当前微信已绑定商户账号：${m.merchantName}（${m.phoneMask}）`} />
      <div className="mh-button-stack">
        <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={authorize}>
          微信授权登录
        </button>
      </div>
    </div>
  );
}
