// Paid membership's state (handlers/members/, app/src/features/members): the membership as the
// server's today sees it, what its fee reduction saved this month, and the texts its screens show.
import type {
  Member,
  MemberFaq,
  MemberPrivilege,
  MemberRightCycle,
  MemberOrderStatus,
  MemberRightId,
  MemberState,
} from '@merchant-h5/sdk';
import type { TransactionRecord } from '@merchant-h5/sdk';
import { DAY_MS, parseYmd, ymd } from './clock';

export type { Member, MemberState } from '@merchant-h5/sdk';

/** One claim of a member right: the cycle it counts for ('YYYYMMDD' first day) and when. */
export interface MemberRightClaim {
  rightId: MemberRightId;
  cycleStart: string;
  claimedAt: number;
  walletIds: string[];
}

/** A membership order as stored. */
export interface MemberOrderRecord {
  orderNo: string;
  years: number;
  amount: number;
  /** 'unpaid' | 'paying' | 'paid' | 'closed', as the payment side moves it */
  status: MemberOrderStatus;
  /** simulator clock, when created */
  createdAt: number;
  /** simulator clock, when a pending wallet payment settles (null: nothing pending) */
  settleAt: number | null;
  payTime: string | null;
  tradeNo: string | null;
  /** 'YYYYMMDD': the expiry it gives, as worked out when created; set again when paid */
  expireDate: string;
  /** Paid on a membership opened before (a running or a lapsed one); false until paid. */
  renewal: boolean;
}

export interface MembersState {
  member: Member;
  /** The member rights claimed, oldest first (absent in states saved before the claims existed). */
  memberClaims?: MemberRightClaim[];
  /** The membership orders, newest first (absent in states saved before buying existed). */
  memberOrders?: MemberOrderRecord[];
}

/** A right claimed as coupons of the catalogue (`couponId`s of state.coupons), once per cycle. */
export interface MemberRightDefinition {
  rightId: MemberRightId;
  name: string;
  description: string;
  cycle: MemberRightCycle;
  items: { couponId: string; quantity: number }[];
}

export const MEMBER_RIGHTS: MemberRightDefinition[] = [
  {
    rightId: 'monthlyPackage',
    name: '月度专享礼包',
    description: '会员每月可领一份专享礼包，领取后放入“我的卡券”。',
    cycle: 'month',
    items: [{ couponId: 'Q004', quantity: 1 }],
  },
  {
    rightId: 'eightFoldVoucher',
    name: '八折券',
    description: '会员每个会员年度可领一张八折券，购券时使用。',
    cycle: 'memberYear',
    items: [{ couponId: 'Q003', quantity: 1 }],
  },
  {
    rightId: 'membersPackage',
    name: '会员专享礼包',
    description: '会员每个会员年度可领一份专享礼包：免费提现券和费率减免券。',
    cycle: 'memberYear',
    items: [
      { couponId: 'Q002', quantity: 1 },
      { couponId: 'Q005', quantity: 1 },
    ],
  },
];

export const CYCLE_NAMES: Record<MemberRightCycle, string> = {
  month: '每月 1 次',
  memberYear: '每个会员年度 1 次',
};

const monthStartAfter = (today: string): string => {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(4, 6));
  return m === 12 ? `${y + 1}0101` : `${y}${String(m + 1).padStart(2, '0')}01`;
};

/**
 * The cycle `today` falls in, as first days 'YYYYMMDD': the calendar month (Asia/Shanghai), or the
 * membership year counted in 365-day steps from `openDate`.
 */
export function cycleOf(
  cycle: MemberRightCycle,
  member: Member,
  today: string,
): { start: string; next: string } {
  if (cycle === 'month') return { start: `${today.slice(0, 6)}01`, next: monthStartAfter(today) };
  const open = parseYmd(member.openDate ?? today);
  const years = Math.max(0, Math.floor((parseYmd(today) - open) / (365 * DAY_MS)));
  return { start: ymd(open + years * 365 * DAY_MS), next: ymd(open + (years + 1) * 365 * DAY_MS) };
}

/** The member fee-rate reduction: 0.05 percentage points of the amount (records' levelAndRate). */
export const FEE_REDUCTION = 0.0005;

/** 'none' never opened, 'member' until `expireDate` (included), 'lapsed' after it; `today` 'YYYYMMDD'. */
export function memberStateOf(member: Member, today: string): MemberState {
  if (!member.expireDate) return 'none';
  return member.expireDate >= today ? 'member' : 'lapsed';
}

/**
 * Yuan the fee reduction saved this cycle: the successful trades from `since` (the later of the
 * month's first day and the opening day) to today, × FEE_REDUCTION, to the fen. 0 unless a member.
 */
export function savedThisCycle(
  member: Member,
  trades: readonly TransactionRecord[],
  now: number,
): { savedAmount: number; savedSince: string } {
  const today = ymd(now);
  const monthStart = `${today.slice(0, 6)}01`;
  const since = member.openDate && member.openDate > monthStart ? member.openDate : monthStart;
  if (memberStateOf(member, today) !== 'member') return { savedAmount: 0, savedSince: since };
  const traded = trades
    .filter((t) => t.status === '00' && t.tranDt >= since && t.tranDt <= today)
    .reduce((sum, t) => sum + t.amount, 0);
  return { savedAmount: Math.round(traded * FEE_REDUCTION * 100) / 100, savedSince: since };
}

/** What a privilege gives the merchant today, in the server's words. */
export function privilegeNow(p: MemberPrivilege, state: MemberState): string {
  if (state !== 'member') return `开通会员后可享：${p.description}`;
  const left = Math.max(p.total - p.used, 0);
  switch (p.key) {
    case 'reduceFee':
      return '已生效：每笔收款费率减 0.05%';
    case 'birthday':
      return left > 0 ? '生日当月可领 500 积分' : '本年度生日礼已领取';
    case 'integral':
      return '已生效：交易积分 2 倍';
    case 'freeReplacement':
      return `剩余 ${left} 次免费换机`;
    default:
      return `本年度剩余 ${left} 次，已用 ${p.used} 次`;
  }
}

/** How to become a member (or renew), shown on the state card. */
export function buyHint(state: MemberState, price: number): string {
  if (state === 'member') return '';
  return state === 'lapsed'
    ? `会员 ${price} 元/年。续费后从续费当天起算，权益随即恢复。`
    : `会员 ${price} 元/年。开通后即享费率减免、积分加倍等全部权益。`;
}

export const MEMBER_RULES =
  '<h3>会员有效期</h3><p>自开通之日起 365 天，到期当天仍可享受权益；续费从原到期日起顺延，过期后续费从续费当天起算。</p>' +
  '<h3>权益使用</h3><p>各项权益的次数按会员年度计算，未用完的次数不累计到下一年度。</p>' +
  '<h3>退款</h3><p>会员开通后不支持退款。</p>';

export const MEMBER_AGREEMENT =
  '<h3>付费会员服务协议</h3><p>您开通的付费会员自支付成功之日起生效，有效期按所选套餐计算；续费从原到期日起顺延。</p>' +
  '<p>会员费用一经支付不予退还；会员权益以会员首页所列为准，平台调整权益将提前公告。</p>' +
  '<p>如有疑问请联系客服，平台将在法律允许的范围内解释本协议。</p>';

export const MEMBER_FAQS: MemberFaq[] = [
  {
    question: '费率减免什么时候生效？',
    answer: '<p>开通后的下一笔交易起按减免后的费率结算。</p>',
  },
  {
    question: '会员过期后权益还能用吗？',
    answer: '<p>过期后权益停止，未用完的次数作废；续费后重新按年度计算。</p>',
  },
  {
    question: '免费换机怎么申请？',
    answer: '<p>联系客服说明机具问题，审核通过后寄送新机具。</p>',
  },
];
