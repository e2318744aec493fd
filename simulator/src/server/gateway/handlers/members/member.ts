// Paid membership: info, privileges, cycle tasks, the Alipay order (activates at once: the
// simulator's host answers the payment with '9000'), coupon rights.
import { DAY_MS, dateTime, parseYmd, ymd } from '../../../state/clock';
import { mintId, optInt } from '../input';
import type { ServiceHandlers } from '../types';

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
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
