// /buy/members?orderNo=&outcome=: where a membership order stands, as the server says (its
// lastOrder): 开通成功 (续费成功 when the server calls the order a renewal) with the new expiry;
// 支付结果确认中 while the payment is settling, or after the wallet's paid/pending word the server has
// not heard yet (never "not charged" then); closed or unpaid with nothing charged and the way to buy
// again. Without an order number: the newest order.
import { Link, useSearchParams } from 'react-router-dom';
import type { EndpointResponse, MemberOrderView } from '@merchant-h5/sdk';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { useMemberBuyResult } from '../hooks/useMemberBuyResult';
import type { MemberBuyResult } from '../hooks/useMemberBuyResult';
import { walletWord } from '../lib/buyResult';
import { memberStateText } from './MemberStateCard';
import './members.css';

type MemberInfo = EndpointResponse<'memberBaseInfo'>;

export interface MemberBuyResultViewProps {
  pollMs?: number;
  pollLimitMs?: number;
}

export function MemberBuyResultView({ pollMs, pollLimitMs }: MemberBuyResultViewProps) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') || null;
  const followed = useMemberBuyResult(orderNo, walletWord(search.get('outcome')), { pollMs, pollLimitMs });
  const { info, probe } = followed;
  return (
    <QueryState {...queryStatus(probe)} isEmpty={probe.isSuccess && !info} emptyText="暂无会员信息">
      {info ? (
        <div className="mh-members" data-state="ready" data-result={followed.result ?? 'none'}>
          <ResultBody info={info} orderNo={orderNo} followed={followed} />
        </div>
      ) : null}
    </QueryState>
  );
}

function LinkAction({ to, text }: { to: string; text: string }) {
  return (
    <div className="mh-result-actions">
      <Link className="mh-button mh-button--primary mh-button--block" to={to}>
        {text}
      </Link>
    </div>
  );
}

const BUY_AGAIN = <LinkAction to={href(paths.members.paidMembers)} text="重新开通" />;

function planName(info: MemberInfo, order: MemberOrderView): string {
  return info.plans.find((p) => p.years === order.years)?.name ?? `${order.years} 年`;
}

function ResultBody({
  info,
  orderNo,
  followed,
}: {
  info: MemberInfo;
  orderNo: string | null;
  followed: MemberBuyResult;
}) {
  const { order, result } = followed;
  if (!order) {
    if (!orderNo)
      return (
        <EmptyState title="暂无开通记录" description="开通付费会员，即享费率减免等全部权益">
          <LinkAction to={href(paths.members.paidMembers)} text="去开通" />
        </EmptyState>
      );
    // An older order than the newest: the server answers for the newest only, so no guess here.
    return (
      <ResultScreen status="info" title="未找到该订单" description={memberStateText(info)}>
        <LinkAction to={href(paths.members.index)} text="去会员首页" />
      </ResultScreen>
    );
  }
  const what = `${planName(info, order)} ${formatYuan(order.amount)}`;
  if (result === 'paid')
    return (
      <ResultScreen
        status="success"
        title={order.renewal ? '续费成功' : '开通成功'}
        description={<span data-testid="member-paid-expiry">会员有效期至 {showYmd(order.expireDate)}</span>}
      >
        <SummaryTable
          layout="column"
          items={[
            { label: '套餐', value: what },
            { label: '订单号', value: order.orderNo },
            { label: '支付时间', value: order.payTime ?? '' },
          ]}
        />
        <LinkAction to={href(paths.members.index)} text="去会员首页" />
      </ResultScreen>
    );
  if (result === 'closed')
    return (
      <ResultScreen status="info" title="订单已关闭，未扣款" description={`${what}，订单超时未支付已关闭`}>
        {BUY_AGAIN}
      </ResultScreen>
    );
  if (result === 'unpaid')
    return (
      <ResultScreen status="info" title="未支付" description={`${what} 尚未支付，未扣款`}>
        {BUY_AGAIN}
      </ResultScreen>
    );
  return (
    <ResultScreen
      status="waiting"
      title="支付结果确认中"
      description={
        followed.gaveUp
          ? '暂未收到支付结果，如已扣款会员将自动开通，请稍后刷新查看，请勿重复支付'
          : '正在确认支付结果，请勿重复支付'
      }
      primary={followed.gaveUp ? { text: '刷新', onClick: followed.refresh } : undefined}
    />
  );
}
