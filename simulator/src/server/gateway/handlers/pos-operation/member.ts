// Paid membership: info, privileges, cycle tasks, the Alipay order (activates at once: the
// simulator's host answers the payment with '9000'), coupon rights, novice gifts.
import { DAY_MS, dateTime, parseYmd, ymd } from '../../../state/clock';
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { mintId, optInt, optString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

/** The novice gifts; G01's 100 points are the opening balance every scenario starts with. */
const NOVICE_GIFTS = [
  { giftId: 'G01', name: '100 积分', points: 100 },
  { giftId: 'G02', name: '免费提现券 3 张', points: 0 },
  { giftId: 'G03', name: '新手费率 0.38%', points: 0 },
  { giftId: 'G04', name: '首周签到 50 积分', points: 50 },
] as const;

export const memberHandlers = {
  memberBaseInfo: ({ state }) => ({
    ...state.member,
    merchantNo: state.profile.merchantNo,
    merchantName: state.profile.merchantName,
    vipStatusName: state.member.vipStatus === '1' ? '付费会员' : '未开通',
  }),
  memberBasePrivileges: ({ state }) => ({ vipStatus: state.member.vipStatus, list: state.member.privileges }),
  memberBaseCycleTasks: ({ state }) => ({ vipStatus: state.member.vipStatus, list: state.member.cycleTasks }),
  payMemberAliOrderCreate: ({ state, input, now }) => {
    const years = optInt(input, 'years', 1, 3) ?? 1;
    const amount = state.member.price * years;
    const orderNo = mintId(state, 'MO', ymd(now));
    const from =
      state.member.vipStatus === '1' && state.member.expireDate ? parseYmd(state.member.expireDate) : now;
    state.member.vipStatus = '1';
    state.member.levelName = '付费会员';
    state.member.openDate ??= ymd(now);
    state.member.expireDate = ymd(from + years * 365 * DAY_MS);
    const order = {
      uuid: orderNo,
      orderNo,
      goodsType: '03',
      goodsName: '付费会员（年卡）',
      quantity: years,
      amount,
      payWay: '支付宝',
      status: '02',
      statusName: '已支付',
      createTime: dateTime(now),
      payTime: dateTime(now),
    };
    state.purchaseOrders.unshift(order);
    state.internetOrders.unshift({
      orderNo,
      goodsName: order.goodsName,
      amount,
      status: '02',
      statusName: '已支付',
      createTime: order.createTime,
    });
    return {
      orderNo,
      amount,
      orderString: `app_id=sim&biz_content=${encodeURIComponent(JSON.stringify({ out_trade_no: orderNo, total_amount: amount.toFixed(2) }))}`,
      expireDate: state.member.expireDate,
    };
  },
  payMemberCouponRights: ({ state }) => ({
    vipStatus: state.member.vipStatus,
    list: state.coupons.map((c) => ({
      couponId: c.id,
      name: c.name,
      price: c.price,
      memberPrice: Math.round(c.price * 0.8 * 100) / 100,
      discount: '8折',
    })),
  }),
  noviceGifts: ({ state, input, now }) => {
    const available = state.certification.status !== 'passed';
    const giftId = optString(input, 'giftId');
    if (giftId) {
      const gift = NOVICE_GIFTS.find((g) => g.giftId === giftId);
      if (!gift) throw notFound(`新手礼包 ${giftId}`);
      if (state.noviceGiftsReceived.includes(giftId)) throw duplicate('礼包已领取');
      if (!available) throw wrongState('新手礼包仅限未完成认证的新商户领取');
      state.noviceGiftsReceived.push(giftId);
      if (gift.points > 0) changePoints(state, gift.points, `新手礼包：${gift.name}`, now);
    }
    return {
      available: available ? '1' : '0',
      gifts: NOVICE_GIFTS.map((g) => ({
        ...g,
        received: state.noviceGiftsReceived.includes(g.giftId) ? '1' : '0',
      })),
      balance: state.points.balance,
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
