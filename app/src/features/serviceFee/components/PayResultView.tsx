// Where a service-fee payment stands (/help/Result?orderNo=&outcome=): paid, still settling, or
// not paid. `outcome` is what the wallet answered (paid/pending, no more): after it the server may
// not have heard of the payment yet, so the order is asked until it says paid or the time is up —
// and the screen then says 确认中, never "未扣款".
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { CopyableText } from '../../../components/CopyableText/CopyableText';
import { Money } from '../../../components/Money';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { formatYuan } from '../../../lib/format';
import { usePollUntil } from '../../../lib/usePollUntil';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useServiceFeePayedInfoQuery } from '../api/serviceFee';
import { FeeFacts } from './FeeFacts';
import './serviceFee.css';

export const RESULT_POLL_MS = 1500;
/** How long the screen keeps asking before it leaves the refresh to the merchant. */
export const RESULT_POLL_LIMIT_MS = 60_000;

export function PayResultView({
  pollLimitMs = RESULT_POLL_LIMIT_MS,
  pollMs = RESULT_POLL_MS,
}: {
  pollLimitMs?: number;
  pollMs?: number;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = search.get('orderNo') ?? undefined;
  const walletPaid = ['paid', 'pending'].includes(search.get('outcome') ?? '');
  // The query's last answer decides; the poll below feeds the same cache entry.
  const probe = useServiceFeePayedInfoQuery(orderNo, { refetchOnMountOrArgChange: true });
  const fee = probe.data;
  // Settled: paid, or (with no wallet word to wait on) the server has no payment under way.
  const settled = fee ? fee.payed === '1' || (!walletPaid && fee.paying === '0') : false;
  const poll = usePollUntil({ intervalMs: pollMs, done: settled, giveUpAfterMs: pollLimitMs });
  useServiceFeePayedInfoQuery(orderNo, { pollingInterval: poll.pollingInterval });
  const back = () => void navigate(href(paths.help.switchPayDeviceApply), { replace: true });
  const refresh = () => {
    poll.restart();
    void probe.refetch();
  };

  return (
    <QueryState {...queryStatus(probe)} isEmpty={!fee}>
      <div data-state="ready">
        {fee?.payed === '1' ? (
          <ResultScreen status="success" title="支付成功" primary={{ text: '完成', onClick: back }}>
            {/* The amount first and large, then what the merchant quotes to support: the order and its time. */}
            <Money amount={fee.amount} className="mh-fee-result-amount" />
            <div className="mh-fee-result-facts">
              <FeeFacts
                facts={[
                  { label: '订单号', value: <CopyableText text={fee.orderNo} label="订单号" /> },
                  { label: '支付时间', value: fee.payTime },
                ]}
              />
            </div>
          </ResultScreen>
        ) : fee && (walletPaid || fee.paying === '1') ? (
          <ResultScreen
            status="waiting"
            title={poll.gaveUp ? '支付结果确认中' : '支付处理中'}
            description={
              poll.gaveUp
                ? '暂未收到支付结果，如已扣款将自动缴纳，请稍后刷新查看，请勿重复支付'
                : '正在确认支付结果，请勿重复支付'
            }
            primary={poll.gaveUp ? { text: '刷新', onClick: refresh } : undefined}
          />
        ) : fee ? (
          <ResultScreen
            status="info"
            title="未支付"
            description={`服务费 ${formatYuan(fee.amount)} 尚未支付，未扣款`}
            primary={{ text: '去支付', onClick: back }}
          />
        ) : null}
      </div>
    </QueryState>
  );
}
