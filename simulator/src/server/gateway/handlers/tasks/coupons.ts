// Coupons: for sale, a coupon's page, orders (they appear in the buy history), exchange codes.
import { ymd } from '../../../state/clock';
import { couponOrder } from '../../../state/generate/commerce';
import { BusinessRuleError, CODES, badParam, notFound } from '../../errors';
import { mintId, optInt, optString, paginate, readPage, reqString } from '../input';
import { duplicate } from '../rules';
import type { ServiceHandlers } from '../types';

export const couponHandlers = {
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
    return order;
  },
  couponOrderInfo: ({ state, input }) => {
    const orderNo = reqString(input, 'orderNo');
    const order = state.couponOrders.find((o) => o.orderNo === orderNo);
    if (!order) throw notFound(`订单 ${orderNo}`);
    return order;
  },
  couponPackageExchange: ({ state, input, now }) => {
    const code = reqString(input, 'code').toUpperCase();
    // Any 8-character code of letters and digits is a valid code in the simulator, once.
    if (!/^[A-Z0-9]{8}$/.test(code)) throw badParam('兑换码应为 8 位字母或数字');
    if (state.usedExchangeCodes.includes(code)) throw duplicate('兑换码已使用');
    const coupon = state.coupons[0];
    if (!coupon) throw notFound('可兑换的券');
    state.usedExchangeCodes.push(code);
    const order = {
      ...couponOrder(mintId(state, 'CX', ymd(now)), coupon, 1, now),
      amount: 0,
      statusName: '兑换成功',
    };
    state.couponOrders.unshift(order);
    return { code, order };
  },
  couponBuyHistory: ({ state, input }) => paginate(state.couponOrders, readPage(input)),
} satisfies Partial<ServiceHandlers<'pos-coupon-service'>>;
