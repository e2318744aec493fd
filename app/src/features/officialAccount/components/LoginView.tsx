// /officialAccount/Login: what signing in does, whether this WeChat user is already bound (the
// session as the server keeps it), and the tap that leaves for WeChat's authorize step (snsapi_base:
// WeChat asks nothing and comes straight back to /officialAccount/Auth). Each tap makes a new random
// state for this tab; the return must name it. Signing in needs nothing of the server: a failure to
// say who is bound is told with 重试 and leaves 微信授权登录 as it is.
import { useHref } from 'react-router-dom';
import { ErrorState } from '../../../components/QueryState/ErrorState';
import { LoadingState } from '../../../components/QueryState/LoadingState';
import { authorizeOrigin, officialAccountConfig } from '../../../config/officialAccount';
import { href, paths } from '../../../config/paths';
import { useHost } from '../../../lib/host/useHost';
import { useOfficialAccountSignInQuery } from '../api/signIn';
import { newAuthorizeState } from '../lib/authorizeState';
import { authorizeUrl } from '../lib/authorizeUrl';
import './officialAccount.css';

export interface LoginViewProps {
  /** How the page leaves for WeChat; `location.assign` (tests hand in a recorder). */
  leave?: (address: string) => void;
}

const assignLocation = (address: string) => window.location.assign(address);

export function LoginView({ leave = assignLocation }: LoginViewProps) {
  const { environment } = useHost();
  const authPath = useHref(href(paths.officialAccount.auth));
  const signIn = useOfficialAccountSignInQuery(undefined, { refetchOnMountOrArgChange: true });
  const bound = signIn.data?.bindStatus === '1' ? signIn.data.merchant : null;
  const authorize = () => {
    const { origin } = window.location;
    leave(
      authorizeUrl({
        origin: authorizeOrigin(officialAccountConfig, environment, origin),
        appId: officialAccountConfig.appId,
        redirectUri: new URL(authPath, origin).href,
        state: newAuthorizeState(),
      }),
    );
  };
  return (
    <div className="mh-form" data-state="ready">
      <section className="mh-form-section" aria-labelledby="oa-login-title">
        <h2 id="oa-login-title">登录商户服务</h2>
        <p className="mh-oa-lead">
          使用微信授权登录后，绑定您的商户账号，即可在公众号中查看交易、提现和消息。一个微信只能绑定一个商户账号。
        </p>
      </section>
      {signIn.isLoading ? <LoadingState lines={1} /> : null}
      {signIn.error && !signIn.isFetching ? (
        <ErrorState error={signIn.error} onRetry={() => void signIn.refetch()} />
      ) : null}
      {bound ? (
        <div className="mh-oa-notice" role="status">
          <p>
            当前微信已绑定商户账号：{bound.merchantName}（{bound.phoneMask}）
          </p>
        </div>
      ) : null}
      <div className="mh-button-stack">
        <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={authorize}>
          微信授权登录
        </button>
      </div>
    </div>
  );
}
