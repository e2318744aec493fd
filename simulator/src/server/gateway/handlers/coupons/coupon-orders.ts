// Coupon orders as the payment side moves them (../pay/payment-side.ts): created unpaid by
// couponOrderCreate with the stock held, charged when the wallet or the mini program's pay page pays
// them — only then do the coupons go into the wallet, valid from the payment. An order left unpaid
// for 15 minutes is closed and its stock given back. Exchanged orders ('兑换成功') never pass here.
import type { CouponOrder, CouponOrderStatus } from '@merchant-h5/sdk';
import type { SimContext } from '../../../context';
import { heldCoupon } from '../../../state/generate/wallet';
import type { MerchantState } from '../../../state/model';
import type { StoredCouponOrder } from '../../../state/tasks';
import { signOrderInfo } from '../pay/pay-sign';
import { payBook, type PayState } from '../pay/payables';

export const COUPON_ORDER_STATUS: Record<CouponOrderStatus, { state: PayState; name: string }> = {
  '00': { state: 'unpaid', name: '待支付' },
  '01': { state: 'paying', name: '支付确认中' },
  '02': { state: 'paid', name: '已支付' },
  '03': { state: 'closed', name: '已关闭' },
};

/** The order as the gateway answers it (what the payment side keeps stays here). */
export function couponOrderView(o: StoredCouponOrder): CouponOrder {
  const { createdAt: _created, settleAt: _settle, tradeNo: _trade, ...view } = o;
  return view;
}

function setStatus(o: StoredCouponOrder, status: CouponOrderStatus): void {
  o.status = status;
  o.statusName = COUPON_ORDER_STATUS[status].name;
}

/** The wallet's order string for a coupon order, signed for the session. */
export function couponOrderInfo(ctx: SimContext, session: string, o: StoredCouponOrder): string {
  return signOrderInfo(ctx, session, {
    out_trade_no: o.orderNo,
    total_amount: o.amount.toFixed(2),
    subject: o.couponName,
  });
}

/** How many of a coupon the merchant bought: paid orders and orders still open (not exchanged, not closed). */
export function boughtCount(state: MerchantState, couponId: string): number {
  return state.couponOrders
    .filter((o) => o.couponId === couponId && o.amount > 0 && o.status !== '03')
    .reduce((n, o) => n + o.count, 0);
}

/** Bought coupon orders for the payment side: paying one puts its coupons in the wallet. */
export const couponBook = payBook<StoredCouponOrder>({
  // Only a bought order carries `createdAt`: exchanged ones and the generated history never pass here.
  orders: (state) => state.couponOrders.filter((o) => o.createdAt !== undefined),
  stateOf: (o) => COUPON_ORDER_STATUS[o.status].state,
  mark: (o, to) => setStatus(o, to === 'paying' ? '01' : '02'),
  view: (o) => ({
    goods: o.couponName,
    back: `/h5/coupon/buy/${encodeURIComponent(o.couponId)}?orderNo=${encodeURIComponent(o.orderNo)}`,
  }),
  deliver: (state, o, now) => {
    const coupon = state.coupons.find((c) => c.id === o.couponId);
    if (coupon)
      for (let n = 0; n < o.count; n++)
        state.wallet.push(heldCoupon(`W${o.orderNo}${n}`, coupon, 'bought', now));
  },
  close: (state, o) => {
    setStatus(o, '03');
    const coupon = state.coupons.find((c) => c.id === o.couponId);
    if (coupon) coupon.stock += o.count;
  },
});
