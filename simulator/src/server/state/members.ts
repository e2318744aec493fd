// Paid membership's state (handlers/members/, app/src/features/members): the membership as the
// server's today sees it, what its fee reduction saved this month, and the texts its screens show.
import type { Member, MemberFaq, MemberPrivilege, MemberState } from '@merchant-h5/sdk';
import type { TransactionRecord } from '@merchant-h5/sdk';
import { ymd } from './clock';

export type { Member, MemberState } from '@merchant-h5/sdk';

export interface MembersState {
  member: Member;
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

/** How to become a member (or renew), shown on the state card; buying in the app is not open yet. */
export function buyHint(state: MemberState, price: number): string {
  if (state === 'member') return '';
  const verb = state === 'lapsed' ? '续费' : '开通';
  return `会员 ${price} 元/年。${verb}请联系您的客户经理或拨打客服电话 95500。`;
}

export const MEMBER_RULES =
  '<h3>会员有效期</h3><p>自开通之日起 365 天，到期当天仍可享受权益；续费从原到期日起顺延，过期后续费从续费当天起算。</p>' +
  '<h3>权益使用</h3><p>各项权益的次数按会员年度计算，未用完的次数不累计到下一年度。</p>' +
  '<h3>退款</h3><p>会员开通后不支持退款。</p>';

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
