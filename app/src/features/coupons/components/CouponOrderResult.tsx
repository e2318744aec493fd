// A coupon order's result in place on the coupon's page (/coupon/buy/{id}?orderNo=&outcome=): paid,
// still being confirmed, closed, or not paid. `outcome` is the wallet's word (paid/pending): after
// it the server may not have heard of the payment yet, so the order is asked until it says paid or
// the time is up, and the screen then says 确认中, never "未扣款". Paid puts the coupons into the
// wallet: the wallet and the buy history are refreshed then.
import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CouponOrder } from '@merchant-h5/sdk';
import { Link, useNavigate } from 'react-router-dom';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/state/hooks';
import { usePollUntil } from '../../../lib/usePollUntil';
import { useCouponOrderQuery } from '../api/buy';
import { couponsApi } from '../api/couponsApi';

export const ORDER_POLL_MS = 1500;
/** How long the screen keeps asking before it leaves the refresh to the merchant. */
export const ORDER_POLL_LIMIT_MS = 60_000;

/** Where the order stands for the merchant; null while its first answer is awaited. */
export type OrderResultKind = 'paid' | 'waiting' | 'closed' | 'unpaid';

export interface CouponOrderResult {
  order: CouponOrder | undefined;
  kind: OrderResultKind | null;
  /** The first answer failed: the error and a retry. */
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  gaveUp: boolean;
  refresh: () => void;
}

function kindOf(order: CouponOrder | undefined, walletPaid: boolean): OrderResultKind | null {
  if (!order) return null;
  if (order.status === '02') return 'paid';
  if (order.status === '03') return 'closed';
  // Not paid, and no wallet word to wait on (back from the mini program's pay page without paying).
  if (order.status === '00' && !walletPaid) return 'unpaid';
  return 'waiting';
}

/** Follows `orderNo` (none: nothing asked) until it is paid, closed, or known unpaid. */
export function useCouponOrderResult(
  orderNo: string | null,
  walletPaid: boolean,
  { pollMs = ORDER_POLL_MS, pollLimitMs = ORDER_POLL_LIMIT_MS } = {},
): CouponOrderResult {
  const dispatch = useAppDispatch();
  const arg = orderNo ?? skipToken;
  // The query's last answer decides; the poll below feeds the same cache entry.
  const probe = useCouponOrderQuery(arg, { refetchOnMountOrArgChange: true });
  const order = probe.data?.orderNo === orderNo ? probe.data : undefined;
  const kind = kindOf(order, walletPaid);
  const poll = usePollUntil({
    intervalMs: pollMs,
    done: kind !== null && kind !== 'waiting',
    giveUpAfterMs: pollLimitMs,
    active: orderNo !== null,
  });
  useCouponOrderQuery(arg, { pollingInterval: poll.pollingInterval });
  const paid = kind === 'paid';
  useEffect(() => {
    // The coupons are in the wallet now: the wallet, the history and the coupon's counts refresh.
    if (paid) dispatch(couponsApi.util.invalidateTags(['CouponWallet']));
  }, [paid, orderNo, dispatch]);
  return {
    order,
    kind,
    error: order ? undefined : probe.error,
    isLoading: orderNo !== null && !order && !probe.error,
    retry: () => void probe.refetch(),
    gaveUp: poll.gaveUp,
    refresh: () => {
      poll.restart();
      void probe.refetch();
    },
  };
}

export interface OrderResultViewProps {
  result: CouponOrderResult;
  /** The coupon's page without the order: buy again. */
  buyAgainHref: string;
}

/** The paid, waiting and closed results; 'unpaid' is said beside the pay button instead. */
export function OrderResultView({ result, buyAgainHref }: OrderResultViewProps) {
  const navigate = useNavigate();
  const { order, kind } = result;
  if (!order || !kind || kind === 'unpaid') return null;
  const buyAgain = () => void navigate(buyAgainHref, { replace: true });
  const what = `${order.couponName} ×${order.count}，${formatYuan(order.amount)}`;
  if (kind === 'paid')
    return (
      <ResultScreen
        status="success"
        title="购买成功，券已放入我的卡券"
        description={`${what}，订单号 ${order.orderNo}`}
        secondary={{ text: '继续购买', onClick: buyAgain }}
      >
        <div className="mh-result-actions">
          <Link
            className="mh-button mh-button--primary mh-button--block"
            to={href(paths.tasks.privateCoupon)}
          >
            查看我的卡券
          </Link>
        </div>
      </ResultScreen>
    );
  if (kind === 'closed')
    return (
      <ResultScreen
        status="info"
        title="订单已关闭，未扣款"
        description={`${what}，订单超时未支付已关闭`}
        primary={{ text: '重新购买', onClick: buyAgain }}
      />
    );
  return (
    <ResultScreen
      status="waiting"
      title="支付结果确认中"
      description={
        result.gaveUp
          ? '暂未收到支付结果，如已扣款券将自动放入我的卡券，请稍后刷新查看，请勿重复支付'
          : '正在确认支付结果，请勿重复支付'
      }
      primary={result.gaveUp ? { text: '刷新', onClick: result.refresh } : undefined}
    />
  );
}
