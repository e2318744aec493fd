// The ends of a binding: /officialAccount/BindResult/{bindStatus?} and /officialAccount/registerResult
// show the account the server has bound (never the route's word alone), or the way to bind one.
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href, paths } from '../../../config/paths';
import { useOfficialAccountSignInQuery } from '../api/signIn';

export interface BoundAccountViewProps {
  /** 'bind': BindResult; 'register': registerResult, which expects a newly opened account. */
  outcome: 'bind' | 'register';
}

export function BoundAccountView({ outcome }: BoundAccountViewProps) {
  const navigate = useNavigate();
  const signIn = useOfficialAccountSignInQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = signIn.data;
  const merchant = data?.bindStatus === '1' ? data.merchant : null;
  const shown = merchant && (outcome === 'bind' || data?.registered) ? merchant : null;
  const toLogin = () => void navigate(href(paths.officialAccount.login), { replace: true });
  return (
    <QueryState {...queryStatus(signIn)}>
      <div data-state="ready">
        {!data ? null : shown ? (
          <ResultScreen
            status="success"
            title={outcome === 'register' ? '注册成功' : data.registered ? '注册并绑定成功' : '绑定成功'}
            description={
              outcome === 'register'
                ? '商户账号已开通并与当前微信绑定'
                : '当前微信已绑定以下商户账号，公众号中的服务将以该商户身份办理'
            }
            primary={{
              text: '查看交易记录',
              onClick: () => void navigate(href(paths.records.transactionRecord)),
            }}
          >
            <SummaryTable
              layout="column"
              items={[
                { label: '商户名称', value: shown.merchantName },
                { label: '商户编号', value: shown.merchantNo },
                { label: '手机号码', value: shown.phoneMask },
              ]}
            />
          </ResultScreen>
        ) : (
          <ResultScreen
            status="info"
            title={outcome === 'register' ? '暂无注册记录' : '尚未绑定商户账号'}
            description="绑定商户账号后，可在公众号中查看交易、提现和消息。"
            primary={{ text: '去绑定', onClick: toLogin }}
          />
        )}
      </div>
    </QueryState>
  );
}
