// Coupons for sale, a coupon's page and its orders (they appear in the buy history). An order is
// created unpaid with its stock held; the coupons go into the wallet (./wallet.ts) only when the
// payment side charges it (./coupon-orders.ts). A paying member pays 80 %; a member-only coupon is
// theirs alone; a coupon's limit counts every order not closed.
import type { Coupon } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { couponOrder } from '../../../state/generate/commerce';
import type { MerchantState } from '../../../state/model';
import { memberStateOf } from '../../../state/members';
import { BusinessRuleError, CODES, notFound } from '../../errors';
import { mintId, optInt, optString, paginate, readPage, reqString } from '../input';
import { settleAllDue } from '../pay/payment-side';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { boughtCount, couponOrderInfo, couponOrderView } from './coupon-orders';

export const COUPON_RULES =
  '<h3>购买须知</h3><p>券在支付成功后放入“我的卡券”，有效期自支付之时起算；未支付的订单 15 分钟后自动关闭。</p>' +
  '<p>券一经购买不支持退款；每人限购数量以券页所示为准。</p>';

const isMember = (state: MerchantState, now: number) => memberStateOf(state.member, ymd(now)) === 'member';

/** Yuan one coupon costs this merchant: 80 % for a paying member, to the fen. */
const unitPrice = (state: MerchantState, coupon: Coupon, now: number) =>
  isMember(state, now) ? Math.round(coupon.price * 0.8 * 100) / 100 : coupon.price;

/** How many the merchant may still buy, and why none when none. */
function buyable(state: MerchantState, coupon: Coupon, now: number) {
  const bought = boughtCount(state, coupon.id);
  const left = coupon.limitPerMerchant > 0 ? Math.max(coupon.limitPerMerchant - bought, 0) : Infinity;
  const canBuy = Math.min(coupon.stock, left, 10);
  const reason =
    coupon.memberOnly && !isMember(state, now)
      ? '仅限付费会员购买'
      : coupon.stock <= 0
        ? '已售罄'
        : left <= 0
          ? `已达每人限购 ${coupon.limitPerMerchant} 张`
          : null;
  return { bought, canBuy: reason ? 0 : canBuy, reason };
}

export const shopHandlers = {
  couponSellList: ({ state, input, now }) => {
    settleAllDue(state, now);
    const type = optString(input, 'type');
    return paginate(
      state.coupons.filter((c) => !type || c.type === type),
      readPage(input),
    );
  },
  couponInfo: ({ state, input, now }) => {
    settleAllDue(state, now);
    const id = reqString(input, 'id');
    const coupon = state.coupons.find((c) => c.id === id);
    if (!coupon) throw notFound(`券 ${id}`);
    const { bought, canBuy, reason } = buyable(state, coupon, now);
    return {
      ...coupon,
      memberPrice: isMember(state, now) ? unitPrice(state, coupon, now) : null,
      bought,
      canBuy,
      cannotBuyReason: reason,
      rules: COUPON_RULES,
    };
  },
  couponOrderCreate: ({ ctx, session, state, input, now }) => {
    settleAllDue(state, now);
    const couponId = reqString(input, 'couponId');
    const count = optInt(input, 'count', 1, 10) ?? 1;
    const coupon = state.coupons.find((c) => c.id === couponId);
    if (!coupon) throw notFound(`券 ${couponId}`);
    const { canBuy, reason } = buyable(state, coupon, now);
    if (coupon.stock < count)
      throw new BusinessRuleError(CODES.soldOut.code, `${coupon.name}${CODES.soldOut.msg}`);
    if (reason) throw wrongState(reason);
    if (count > canBuy) throw wrongState(`每人限购 ${coupon.limitPerMerchant} 张，还可购买 ${canBuy} 张`);
    coupon.stock -= count;
    const order = {
      ...couponOrder(mintId(state, 'CO', ymd(now)), coupon, count, now),
      amount: Math.round(unitPrice(state, coupon, now) * count * 100) / 100,
      status: '00' as const,
      statusName: '待支付',
      createTime: dateTime(now),
      payTime: '',
      createdAt: now,
      settleAt: null,
      tradeNo: null,
    };
    state.couponOrders.unshift(order);
    return { ...couponOrderView(order), orderInfo: couponOrderInfo(ctx, session.id, order) };
  },
  couponOrderInfo: ({ state, input, now }) => {
    settleAllDue(state, now);
    const orderNo = reqString(input, 'orderNo');
    const order = state.couponOrders.find((o) => o.orderNo === orderNo);
    if (!order) throw notFound(`订单 ${orderNo}`);
    return couponOrderView(order);
  },
  couponBuyHistory: ({ state, input, now }) => {
    settleAllDue(state, now);
    return paginate(state.couponOrders.map(couponOrderView), readPage(input));
  },
} satisfies Partial<ServiceHandlers<'pos-coupon-service'>>;
