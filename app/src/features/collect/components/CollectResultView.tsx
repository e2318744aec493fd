// /others/result/{state} (and the mini program's HappyDelivery/result/{state}): the order's result
// as the server has it — the URL's state is where the flow thought it stood, the order decides —
// with its amount and the next step. A result still open is followed until it settles.
import { useNavigate } from 'react-router-dom';
import type { QuickPayment } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import type { ResultAction } from '../../../components/ResultScreen/ResultScreen';
import { useHost } from '../../../lib/host/useHost';
import { useFollowOrder } from '../hooks/useFollowOrder';
import { resultStateOf, startOver } from '../lib/flow';
import { useFlowLinks } from '../lib/useFlowLinks';
import './collect.css';

const TEXT = {
  collect: { success: '收款成功', failure: '收款失败', again: '继续收款', retry: '重新收款' },
  deposit: { success: '押金收取成功', failure: '押金收取失败', again: '继续收款', retry: '重新收款' },
  happySend: { success: '购买成功', failure: '支付失败', again: '查看开心送', retry: '重新支付' },
} as const;

function Details({ order }: { order: QuickPayment }) {
  return (
    // A failed amount never moved: muted and struck, not only told by the title (DESIGN.md).
    <div className="mh-collect-headline" data-outcome={order.status === '03' ? 'failed' : undefined}>
      <Money amount={order.amount} className="mh-collect-amount" />
      <p>订单号 {order.payOrderNo}</p>
      {order.payTime ? <p>付款时间 {order.payTime}</p> : null}
      {order.failReason ? <p className="mh-collect-notice">{order.failReason}</p> : null}
    </div>
  );
}

export function CollectResultView({ payOrderNo }: { payOrderNo: string | null }) {
  const navigate = useNavigate();
  const links = useFlowLinks();
  const { miniProgram } = useHost();
  const { query, order, poll } = useFollowOrder(payOrderNo, { moveOn: false });
  const go = (to: string) => void navigate(to);

  const leave: ResultAction | undefined =
    links.inMirror && miniProgram
      ? { text: '返回小程序', onClick: () => void miniProgram.navigateBack() }
      : undefined;
  const view = (o: QuickPayment) => {
    const text = TEXT[o.purpose];
    const state = resultStateOf(o);
    if (state === 'success')
      return (
        <ResultScreen
          status="success"
          title={text.success}
          primary={{ text: text.again, onClick: () => go(startOver(o, links)) }}
          secondary={leave}
        >
          <Details order={o} />
        </ResultScreen>
      );
    if (state === 'failure')
      return (
        <ResultScreen
          status="error"
          title={text.failure}
          description="未扣款"
          primary={{ text: text.retry, onClick: () => go(startOver(o, links)) }}
          secondary={leave}
        >
          <Details order={o} />
        </ResultScreen>
      );
    return (
      <ResultScreen
        status="waiting"
        title="等待付款结果"
        description={poll.gaveUp ? '暂未收到付款结果，请稍后刷新' : '正在确认付款结果，请勿重复收款'}
        primary={{
          text: '刷新',
          onClick: () => {
            poll.restart();
            void query.refetch();
          },
        }}
        secondary={leave}
      >
        <Details order={o} />
      </ResultScreen>
    );
  };

  return (
    <QueryState
      {...(payOrderNo ? queryStatus(query) : { isLoading: false, onRetry: () => undefined })}
      isEmpty={!payOrderNo || (query.data !== undefined && !order)}
      emptyText="没有找到这笔订单"
      emptyDescription="请从收款页重新发起收款"
    >
      {order ? <div data-state="ready">{view(order)}</div> : null}
    </QueryState>
  );
}
