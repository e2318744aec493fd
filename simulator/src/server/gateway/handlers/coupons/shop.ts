// Coupons for sale, a coupon's page and its orders (they appear in the buy history); a paid order's
// coupons go into the wallet (./wallet.ts), valid from the payment.
import { ymd } from '../../../state/clock';
import { couponOrder } from '../../../state/generate/commerce';
import { heldCoupon } from '../../../state/generate/wallet';
import { BusinessRuleError, CODES, notFound } from '../../errors';
import { mintId, optInt, optString, paginate, readPage, reqString } from '../input';
import type { ServiceHandlers } from '../types';

export const shopHandlers = {
  couponSellList: ({ state, input }) => {
    const type = optString(input, 'type');
    return paginate(
      state.coupons.filter((c) => !type || c.type === type),
      readPage(input),
    );
  },
  couponInfo: ({ state, input }) => {
    const id = reqString(input, 'id');
    const coupon = state.coupons.find((c) => c.id === id);
    if (!coupon) throw notFound(`券 ${id}`);
    return {
      ...coupon,
      memberPrice: state.member.vipStatus === '1' ? Math.round(coupon.price * 0.8 * 100) / 100 : null,
    };
  },
  couponOrderCreate: ({ state, input, now }) => {
    const couponId = reqString(input, 'couponId');
    const count = optInt(input, 'count', 1, 10) ?? 1;
    const coupon = state.coupons.find((c) => c.id === couponId);
    if (!coupon) throw notFound(`券 ${couponId}`);
    if (coupon.stock < count)
      throw new BusinessRuleError(CODES.soldOut.code, `${coupon.name}${CODES.soldOut.msg}`);
    coupon.stock -= count;
    const order = couponOrder(mintId(state, 'CO', ymd(now)), coupon, count, now);
    if (state.member.vipStatus === '1') order.amount = Math.round(order.amount * 0.8 * 100) / 100;
    state.couponOrders.unshift(order);
    for (let n = 0; n < count; n++)
      state.wallet.push(heldCoupon(`W${order.orderNo}${n}`, coupon, 'bought', now));
    return order;
  },
  couponOrderInfo: ({ state, input }) => {
    const orderNo = reqString(input, 'orderNo');
    const order = state.couponOrders.find((o) => o.orderNo === orderNo);
    if (!order) throw notFound(`订单 ${orderNo}`);
    return order;
  },
  couponBuyHistory: ({ state, input }) => paginate(state.couponOrders, readPage(input)),
} satisfies Partial<ServiceHandlers<'pos-coupon-service'>>;
