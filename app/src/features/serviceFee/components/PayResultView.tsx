// Where a service-fee payment stands (/help/Result?orderNo=): paid, still settling (a wallet said
// 8000/6004: the order is asked again until the server knows), or not paid.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { formatYuan } from '../../../lib/format';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useServiceFeePayedInfoQuery } from '../api/serviceFee';

export const RESULT_POLL_MS = 1500;
/** How long the screen keeps asking before it leaves the refresh to the merchant. */
export const RESULT_POLL_LIMIT_MS = 60_000;

export function PayResultView() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState(false);
  const orderNo = search.get('orderNo') ?? undefined;
  const [settled, setSettled] = useState(false);
  const payed = useServiceFeePayedInfoQuery(orderNo, {
    pollingInterval: settled || gaveUp ? 0 : RESULT_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const fee = payed.data;
  useEffect(() => setSettled(fee ? fee.payed === '1' || fee.paying === '0' : false), [fee]);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), RESULT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const back = () => void navigate(href(paths.help.switchPayDeviceApply), { replace: true });

  return (
    <QueryState {...queryStatus(payed)} isEmpty={!fee}>
      <div data-state="ready">
        {fee?.payed === '1' ? (
          <ResultScreen
            status="success"
            title="支付成功"
            description={`服务费 ${formatYuan(fee.amount)} 已缴纳`}
            primary={{ text: '完成', onClick: back }}
          />
        ) : fee?.paying === '1' ? (
          <ResultScreen
            status="waiting"
            title="支付处理中"
            description={gaveUp ? '支付结果确认中，请稍后刷新查看' : '正在确认支付结果，请勿重复支付'}
            primary={gaveUp ? { text: '刷新', onClick: () => void payed.refetch() } : undefined}
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
