// Paid membership: info (the state as of the server's today, the month's saving, rules and FAQ, the
// plans and the newest order), privileges, cycle tasks, the Alipay order (unpaid until the payment
// side charges it: ./member-orders.ts), coupon rights.
import { dateTime, ymd } from '../../../state/clock';
import { mintId, optInt, reqString } from '../input';
import type { ServiceHandlers } from '../types';
import { settleAllDue } from '../pay/payment-side';
import { createMemberOrder, lastMemberOrder, memberOrderInfo, memberPlans } from './member-orders';
import type { MemberCouponRight, MemberRightItem } from '@merchant-h5/sdk';
import { BusinessRuleError, CODES, badParam } from '../../errors';
import { heldCoupon } from '../../../state/generate/wallet';
import type { MerchantState } from '../../../state/model';
import type { MemberRightDefinition, MemberState } from '../../../state/members';
import {
  CYCLE_NAMES,
  FEE_REDUCTION,
  MEMBER_RIGHTS,
  cycleOf,
  MEMBER_FAQS,
  MEMBER_AGREEMENT,
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

const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

const rightItems = (state: MerchantState, right: MemberRightDefinition): MemberRightItem[] =>
  right.items.map(({ couponId, quantity }) => {
    const c = state.coupons.find((x) => x.id === couponId);
    return {
      couponId,
      name: c?.name ?? couponId,
      quantity,
      valueText: c?.description ?? '',
      validDays: c?.validDays ?? 0,
    };
  });

/** A right as the merchant stands with it today: claimable, claimed this cycle, or why not. */
function rightView(state: MerchantState, right: MemberRightDefinition, now: number): MemberCouponRight {
  const today = ymd(now);
  const memberState = memberStateOf(state.member, today);
  const base = {
    rightId: right.rightId,
    name: right.name,
    description: right.description,
    cycle: right.cycle,
    cycleName: CYCLE_NAMES[right.cycle],
    items: rightItems(state, right),
  };
  if (memberState !== 'member') {
    return {
      ...base,
      state: memberState === 'lapsed' ? 'lapsed' : 'notMember',
      reason: memberState === 'lapsed' ? '会员已过期，续费后可领取' : '开通付费会员后可领取',
      claimedAt: null,
      cycleStart: null,
      nextCycleStart: null,
    };
  }
  const { start, next } = cycleOf(right.cycle, state.member, today);
  const claim = (state.memberClaims ?? []).find((c) => c.rightId === right.rightId && c.cycleStart === start);
  const cycleWord = right.cycle === 'month' ? '本月' : '本会员年度';
  return {
    ...base,
    state: claim ? 'claimed' : 'claimable',
    reason: claim ? `${cycleWord}已领取，下个周期 ${dashed(next)} 起可领取` : '',
    claimedAt: claim ? dateTime(claim.claimedAt) : null,
    cycleStart: start,
    nextCycleStart: next,
  };
}

// A right claimed as coupons says where the claim stands this cycle (as its claim screen does).
const privilegeViews = (state: MerchantState, memberState: MemberState, now: number) =>
  state.member.privileges.map((p) => {
    const right = memberState === 'member' ? MEMBER_RIGHTS.find((r) => r.rightId === p.key) : undefined;
    if (!right) return { ...p, now: privilegeNow(p, memberState) };
    const view = rightView(state, right, now);
    return {
      ...p,
      now: view.state === 'claimable' ? `${CYCLE_NAMES[right.cycle]}，本周期可领取` : view.reason,
    };
  });

export const memberHandlers = {
  memberBaseInfo: ({ state, now }) => {
    settleAllDue(state, now);
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
      privileges: privilegeViews(state, memberState, now),
      rules: MEMBER_RULES,
      faqs: MEMBER_FAQS,
      plans: memberPlans(state.member, now),
      agreement: MEMBER_AGREEMENT,
      lastOrder: lastMemberOrder(state),
    };
  },
  memberBasePrivileges: ({ state, now }) => {
    const memberState = memberStateOf(state.member, ymd(now));
    return {
      vipStatus: memberState === 'member' ? '1' : '0',
      list: privilegeViews(state, memberState, now),
    };
  },
  // A cycle's tasks are a member's: none for a merchant who is not one (never opened, or lapsed).
  memberBaseCycleTasks: ({ state, now }) =>
    memberStateOf(state.member, ymd(now)) === 'member'
      ? { vipStatus: '1', list: state.member.cycleTasks }
      : { vipStatus: '0', list: [] },
  // An unpaid order: the membership changes only when the payment side charges it (./member-orders.ts).
  payMemberAliOrderCreate: ({ ctx, session, state, input, now }) => {
    settleAllDue(state, now);
    const years = optInt(input, 'years', 1, 3) ?? 1;
    const order = createMemberOrder(state, mintId(state, 'MO', ymd(now)), years, now);
    return {
      orderNo: order.orderNo,
      amount: order.amount,
      orderString: memberOrderInfo(ctx, session.id, order),
      expireDate: order.expireDate,
      status: order.status,
    };
  },

  payMemberCouponRights: ({ state, now }) => {
    const today = ymd(now);
    const memberState = memberStateOf(state.member, today);
    return {
      vipStatus: memberState === 'member' ? '1' : '0',
      memberState,
      today,
      list: MEMBER_RIGHTS.map((r) => rightView(state, r, now)),
    };
  },
  // Once per cycle, checked here whatever the client does: a second claim in the cycle is refused
  // with when the next cycle starts (the same Idempotency-Key replays the first answer instead).
  payMemberRightReceive: ({ state, input, now }) => {
    const rightId = reqString(input, 'rightId');
    const right = MEMBER_RIGHTS.find((r) => r.rightId === rightId);
    if (!right) throw badParam(`rightId ${rightId}`);
    const view = rightView(state, right, now);
    if (view.state !== 'claimable') {
      const code = view.state === 'claimed' ? CODES.duplicate.code : CODES.wrongState.code;
      throw new BusinessRuleError(code, view.reason);
    }
    const walletIds: string[] = [];
    for (const item of right.items) {
      const coupon = state.coupons.find((c) => c.id === item.couponId);
      if (!coupon) continue;
      for (let n = 0; n < item.quantity; n++) {
        const walletId = mintId(state, 'WM', ymd(now));
        state.wallet.push(heldCoupon(walletId, coupon, 'memberRight', now, `会员权益：${right.name}`));
        walletIds.push(walletId);
      }
    }
    (state.memberClaims ??= []).push({
      rightId: right.rightId,
      cycleStart: view.cycleStart ?? ymd(now),
      claimedAt: now,
      walletIds,
    });
    return {
      rightId: right.rightId,
      name: right.name,
      items: view.items,
      walletIds,
      claimedAt: dateTime(now),
      nextCycleStart: view.nextCycleStart ?? '',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
