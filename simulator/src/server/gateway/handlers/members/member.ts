// Paid membership: info (the state as of the server's today, the month's saving, rules and FAQ),
// privileges, cycle tasks, the Alipay order (activates at once: the simulator's host answers the
// payment with '9000'), coupon rights.
import { DAY_MS, dateTime, parseYmd, ymd } from '../../../state/clock';
import { mintId, optInt } from '../input';
import type { ServiceHandlers } from '../types';
import type { Member, MemberState } from '../../../state/members';
import {
  FEE_REDUCTION,
  MEMBER_FAQS,
  MEMBER_RULES,
  buyHint,
  memberStateOf,
  privilegeNow,
  savedThisCycle,
} from '../../../state/members';

const VIP_STATUS_NAMES: Record<MemberState, string> = {
  none: '未开通',
  member: '付费会员',
  lapsed: '已过期',
};

const privilegeViews = (member: Member, memberState: MemberState) =>
  member.privileges.map((p) => ({ ...p, now: privilegeNow(p, memberState) }));

export const memberHandlers = {
  memberBaseInfo: ({ state, now }) => {
    const today = ymd(now);
    const memberState = memberStateOf(state.member, today);
    return {
      ...state.member,
      vipStatus: memberState === 'member' ? '1' : '0',
      merchantNo: state.profile.merchantNo,
      merchantName: state.profile.merchantName,
      vipStatusName: VIP_STATUS_NAMES[memberState],
      memberState,
      today,
      ...savedThisCycle(state.member, state.transactions, now),
      feeReduction: FEE_REDUCTION,
      buyHint: buyHint(memberState, state.member.price),
      privileges: privilegeViews(state.member, memberState),
      rules: MEMBER_RULES,
      faqs: MEMBER_FAQS,
    };
  },
  memberBasePrivileges: ({ state, now }) => {
    const memberState = memberStateOf(state.member, ymd(now));
    return {
      vipStatus: memberState === 'member' ? '1' : '0',
      list: privilegeViews(state.member, memberState),
    };
  },
  // A cycle's tasks are a member's: none for a merchant who is not one (never opened, or lapsed).
  memberBaseCycleTasks: ({ state, now }) =>
    memberStateOf(state.member, ymd(now)) === 'member'
      ? { vipStatus: '1', list: state.member.cycleTasks }
      : { vipStatus: '0', list: [] },
  payMemberAliOrderCreate: ({ state, input, now }) => {
    const years = optInt(input, 'years', 1, 3) ?? 1;
    const amount = state.member.price * years;
    const orderNo = mintId(state, 'MO', ymd(now));
    // A renewal extends the current membership; a lapsed one starts again today.
    const from =
      memberStateOf(state.member, ymd(now)) === 'member' && state.member.expireDate
        ? parseYmd(state.member.expireDate)
        : now;
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
