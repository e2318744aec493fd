// Membership orders as the payment side moves them (../pay/payment-side.ts): created by
// payMemberAliOrderCreate, charged when the wallet or the mini program's pay page pays them; only
// then does the membership start or run on. A renewal extends the current expiry; a lapsed or new
// membership starts the day it is paid. An order left unpaid for 15 minutes is closed.
import type { MemberOrderView, MemberPlan } from '@merchant-h5/sdk';
import type { SimContext } from '../../../context';
import { DAY_MS, dateTime, parseYmd, ymd } from '../../../state/clock';
import type { Member, MemberOrderRecord } from '../../../state/members';
import type { MerchantState } from '../../../state/model';
import { memberStateOf } from '../../../state/members';
import { signOrderInfo } from '../pay/pay-sign';
import { payBook } from '../pay/payables';

export const MEMBER_GOODS = '付费会员（年卡）';

const PLAN_NAMES = ['年卡', '两年卡', '三年卡'];

/** 'YYYYMMDD': the last day of the membership if `years` are paid at `now`. */
export function expiryAfter(member: Member, years: number, now: number): string {
  const from =
    memberStateOf(member, ymd(now)) === 'member' && member.expireDate ? parseYmd(member.expireDate) : now;
  return ymd(from + years * 365 * DAY_MS);
}

/** The plans on sale today, each with the expiry it would give. */
export function memberPlans(member: Member, now: number): MemberPlan[] {
  return PLAN_NAMES.map((name, i) => ({
    years: i + 1,
    name,
    price: member.price * (i + 1),
    expireDate: expiryAfter(member, i + 1, now),
  }));
}

const ordersOf = (state: MerchantState): MemberOrderRecord[] => (state.memberOrders ??= []);

/** Creates an unpaid order for `years`. */
export function createMemberOrder(state: MerchantState, orderNo: string, years: number, now: number) {
  const order: MemberOrderRecord = {
    orderNo,
    years,
    amount: state.member.price * years,
    status: 'unpaid',
    createdAt: now,
    settleAt: null,
    payTime: null,
    tradeNo: null,
    expireDate: expiryAfter(state.member, years, now),
    renewal: false,
  };
  ordersOf(state).unshift(order);
  return order;
}

/** The wallet's order string for a membership order, signed for the session. */
export function memberOrderInfo(ctx: SimContext, session: string, order: MemberOrderRecord): string {
  return signOrderInfo(ctx, session, {
    out_trade_no: order.orderNo,
    total_amount: order.amount.toFixed(2),
    subject: MEMBER_GOODS,
  });
}

/** The newest order as the member home reports it. */
export function lastMemberOrder(state: MerchantState): MemberOrderView | null {
  const o = ordersOf(state)[0];
  return o
    ? {
        orderNo: o.orderNo,
        years: o.years,
        amount: o.amount,
        status: o.status,
        expireDate: o.expireDate,
        payTime: o.payTime,
        renewal: o.renewal,
      }
    : null;
}

/** Membership orders for the payment side: paying one starts the membership or runs it on. */
export const memberBook = payBook<MemberOrderRecord>({
  // Oldest first, so two paid orders extend the membership in the order they were made.
  orders: (state) => [...ordersOf(state)].reverse(),
  stateOf: (o) => o.status,
  mark: (o, to) => {
    o.status = to;
  },
  view: (o) => ({ goods: MEMBER_GOODS, back: `/h5/buy/members?orderNo=${encodeURIComponent(o.orderNo)}` }),
  deliver: (state, order, now) => {
    const member = state.member;
    order.expireDate = expiryAfter(member, order.years, now);
    order.renewal = member.openDate != null;
    member.vipStatus = '1';
    member.levelName = '付费会员';
    member.openDate ??= ymd(now);
    member.expireDate = order.expireDate;
    const record = {
      orderNo: order.orderNo,
      goodsName: MEMBER_GOODS,
      amount: order.amount,
      status: '02',
      statusName: '已支付',
      createTime: dateTime(order.createdAt),
    };
    state.purchaseOrders.unshift({
      ...record,
      uuid: order.orderNo,
      goodsType: '03',
      quantity: order.years,
      payWay: '支付宝',
      payTime: order.payTime,
    });
    state.internetOrders.unshift(record);
  },
  close: (_state, o) => {
    o.status = 'closed';
  },
});
