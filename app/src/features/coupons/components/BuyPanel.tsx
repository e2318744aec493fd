// Buying a coupon: how many (1 to what the merchant may still buy), the total as it changes, and the
// pay button through the host's wallet (lib/pay/useWalletPayment): one order per coupon and count,
// so a double tap or the retry after a cancel pays one order. Why the last attempt charged nothing,
// or why the server refused the order (its words: 限购, 已售罄), is said beside the button.
import type { CouponDetail, CouponOrder } from '@merchant-h5/sdk';
import { useRef, useState } from 'react';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { useMiniProgramPay } from '../../../lib/host/useMiniProgramPay';
import { NO_PAY_HERE_TEXT, payButtonLabel, useWalletPayment } from '../../../lib/pay/useWalletPayment';
import { useCreateCouponOrderMutation } from '../api/buy';

/** Yuan for `count` at the merchant's price (the member price when there is one), to the fen. */
export function totalOf(coupon: Pick<CouponDetail, 'price' | 'memberPrice'>, count: number): number {
  return Math.round((coupon.memberPrice ?? coupon.price) * count * 100) / 100;
}

export interface BuyPanelProps {
  coupon: CouponDetail;
  /**
   * The order the mini program's pay page came back with unpaid: said above the button, and in the
   * mini program handed to its pay page again for the same count (no second order holding stock).
   */
  unpaid?: CouponOrder;
}

export function BuyPanel({ coupon, unpaid }: BuyPanelProps) {
  const [create] = useCreateCouponOrderMutation();
  const handOff = useMiniProgramPay();
  const handedOver = useRef(false);
  // The unpaid order's coupons are already counted as bought: its own count may be paid again.
  const max = Math.max(coupon.canBuy, handOff && unpaid ? unpaid.count : 1);
  const [picked, setCount] = useState(unpaid?.count ?? 1);
  const count = Math.min(picked, max);
  const again = handOff && unpaid && count === unpaid.count ? unpaid : null;
  const payment = useWalletPayment<number>({
    scope: 'couponPay',
    openOrder: (n, idempotencyKey) => create({ couponId: coupon.id, count: n, idempotencyKey }).unwrap(),
    channel: () => 'alipay',
    keyBody: (n) => ({ couponId: coupon.id, count: n }),
    resultHref: (orderNo, outcome) => href(paths.tasks.couponBuy, { id: coupon.id }, { orderNo, outcome }),
    // The same order to the mini program's pay page again, once for a double tap.
    miniProgram: again
      ? () => {
          if (handedOver.current) return;
          handedOver.current = true;
          void handOff?.(again.orderNo).finally(() => (handedOver.current = false));
        }
      : undefined,
  });
  const { pay, paying, notice, hasWallet, inMiniProgram } = payment;
  const total = totalOf(coupon, count);
  return (
    <section className="mh-buy-panel" aria-label="购买">
      <div className="mh-buy-count">
        <span id="mh-buy-count-label">购买数量</span>
        <div className="mh-count-stepper" role="group" aria-labelledby="mh-buy-count-label">
          <button
            type="button"
            className="mh-count-button"
            aria-label="减少一张"
            disabled={count <= 1 || paying}
            onClick={() => setCount(count - 1)}
          >
            −
          </button>
          <output className="mh-count-value" aria-live="polite" aria-label={`购买数量 ${count} 张`}>
            {count}
          </output>
          <button
            type="button"
            className="mh-count-button"
            aria-label="增加一张"
            disabled={count >= max || paying}
            onClick={() => setCount(count + 1)}
          >
            +
          </button>
        </div>
      </div>
      <p className="mh-buy-hint">最多还可购买 {max} 张</p>
      <p className="mh-buy-total">
        合计 <strong data-testid="coupon-total">{formatYuan(total)}</strong>
      </p>
      {unpaid && !notice ? <p className="mh-buy-notice">订单未支付，未扣款，可重新支付</p> : null}
      {notice ? (
        <p className="mh-buy-notice" role="alert">
          {notice.text}
        </p>
      ) : null}
      {hasWallet || inMiniProgram ? (
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          disabled={paying}
          onClick={() => void pay(count)}
        >
          {payButtonLabel(payment, `立即支付 ${formatYuan(total)}`)}
        </button>
      ) : (
        <p className="mh-buy-notice">{NO_PAY_HERE_TEXT}</p>
      )}
    </section>
  );
}
