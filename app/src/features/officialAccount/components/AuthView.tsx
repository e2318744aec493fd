// /officialAccount/Auth: WeChat's return handled (useAuthorizeReturn), then the session's sign-in as
// the server keeps it: the bind form, the account already bound, or a notice with the way on.
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../../components/QueryState/ErrorState';
import { LoadingState } from '../../../components/QueryState/LoadingState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { useOfficialAccountSignInQuery } from '../api/signIn';
import { BindForm } from './BindForm';
import { SignInNoticeView } from './SignInNotices';
import { useAuthorizeReturn } from './useAuthorizeReturn';

function SignedInView() {
  const navigate = useNavigate();
  const signIn = useOfficialAccountSignInQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = signIn.data;
  const answeredAt = signIn.fulfilledTimeStamp ?? 0;
  return (
    <QueryState {...queryStatus(signIn)}>
      {!data ? null : data.snapshot ? (
        <SignInNoticeView notice="snapshot" />
      ) : data.openIdMask === null ? (
        <SignInNoticeView notice="signedOut" />
      ) : data.bindStatus === '1' && data.merchant ? (
        <div data-state="ready">
          <ResultScreen
            status="success"
            title="已绑定商户账号"
            description={`${data.merchant.merchantName}（${data.merchant.phoneMask}）`}
            primary={{
              text: '查看绑定信息',
              onClick: () => void navigate(href(paths.officialAccount.bindResult, { bindStatus: '1' })),
            }}
          />
        </div>
      ) : (
        <BindForm resendAt={data.resendAfter > 0 ? answeredAt + data.resendAfter * 1000 : 0} />
      )}
    </QueryState>
  );
}

export function AuthView() {
  const authorized = useAuthorizeReturn();
  switch (authorized.kind) {
    case 'refused':
    case 'spent':
    case 'snapshot':
      return <SignInNoticeView notice={authorized.kind} />;
    case 'exchanging':
      return <LoadingState lines={4} />;
    case 'failed':
      return <ErrorState error={authorized.error} onRetry={authorized.retry} />;
    default:
      return <SignedInView />;
  }
}
