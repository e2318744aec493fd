// The merchant's coupon wallet (couponMine): each coupon's status worked out from its times when
// read — used once it was used, expired past its end, else unused — so a coupon lapses at its
// time with no batch job; an unusable one says why; the one ending soonest comes first.
import type { WalletCoupon, WalletCouponStatus } from '@merchant-h5/sdk';
import { DAY_MS, dateTime, startOfDay } from '../../../state/clock';
import type { HeldCoupon, MerchantState } from '../../../state/model';
import { badParam } from '../../errors';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';

const STATUSES: readonly WalletCouponStatus[] = ['unused', 'used', 'expired'];

export function statusOf(c: HeldCoupon, now: number): WalletCouponStatus {
  if (c.usedAt !== null) return 'used';
  return now > c.endAt ? 'expired' : 'unused';
}

function reasonOf(c: HeldCoupon, status: WalletCouponStatus, now: number): string | null {
  if (status === 'used') return `已于 ${dateTime(c.usedAt!).slice(0, 10)} 使用`;
  if (status === 'expired') return `已于 ${dateTime(c.endAt).slice(0, 10)} 过期`;
  if (now < c.startAt) return `${dateTime(c.startAt).slice(0, 16)} 起可用`;
  return null;
}

/** A held coupon as the wallet answers it, on the simulator clock's `now`. */
export function walletCoupon(c: HeldCoupon, now: number): WalletCoupon {
  const status = statusOf(c, now);
  return {
    walletId: c.walletId,
    couponId: c.couponId,
    name: c.name,
    type: c.type,
    faceValue: c.faceValue,
    valueText: c.valueText,
    source: c.source,
    sourceName: c.sourceName,
    startTime: dateTime(c.startAt),
    endTime: dateTime(c.endAt),
    status,
    daysLeft: status === 'unused' ? Math.round((startOfDay(c.endAt) - startOfDay(now)) / DAY_MS) : null,
    usedTime: c.usedAt === null ? null : dateTime(c.usedAt),
    minAmount: c.minAmount,
    unusableReason: reasonOf(c, status, now),
  };
}

/** The whole wallet, ending soonest first. */
export function walletOf(state: MerchantState, now: number): WalletCoupon[] {
  return [...state.wallet]
    .sort((a, b) => a.endAt - b.endAt || a.walletId.localeCompare(b.walletId))
    .map((c) => walletCoupon(c, now));
}

const isStatus = (v: string): v is WalletCouponStatus => (STATUSES as readonly string[]).includes(v);

export const walletHandlers = {
  couponMine: ({ state, input, now }) => {
    const status = optString(input, 'status');
    if (status !== undefined && !isStatus(status)) throw badParam('status 应为 unused、used 或 expired');
    const all = walletOf(state, now);
    const counts = { unused: 0, used: 0, expired: 0 };
    for (const c of all) counts[c.status] += 1;
    return { list: status ? all.filter((c) => c.status === status) : all, counts };
  },
} satisfies Partial<ServiceHandlers<'pos-coupon-service'>>;
