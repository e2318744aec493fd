// The coupon wallet of a scenario: a coupon for each one bought (from the buy history), one for each
// coupon won as an activity prize, and a fixed few that show every state on the simulator's "today"
// (used, expired, expiring soon, not yet valid); plus the exchange codes QA types (docs/simulator.md
// "Coupons"). No random draw: the same day gives the same wallet.
import { DAY_MS, startOfDay } from '../clock';
import type { Coupon, CouponOrder, ExchangeCode, HeldCoupon, Prize } from '../model';
import type { ScenarioDefinition } from '../scenarios';
import type { WalletCouponSource } from '@merchant-h5/sdk';

/** Days a coupon won in an activity can be used. */
export const PRIZE_COUPON_DAYS = 30;

/** The sources in words, as the wallet's card shows them. */
export const SOURCE_NAMES: Record<WalletCouponSource, string> = {
  bought: '购买',
  exchanged: '兑换码兑换',
  prize: '活动奖品',
  memberRight: '会员权益',
};

/** 'YYYY-MM-DD HH:mm:ss' (China time) as ms. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
}

/** The last second of the `days`th day counted from the day of `startAt`. */
export function endOfValidity(startAt: number, days: number): number {
  return startOfDay(startAt) + days * DAY_MS - 1000;
}

/** One coupon of the catalogue put into the wallet, valid for its `validDays` from `startAt`. */
export function heldCoupon(
  walletId: string,
  coupon: Coupon,
  source: WalletCouponSource,
  startAt: number,
  sourceName = SOURCE_NAMES[source],
): HeldCoupon {
  return {
    walletId,
    couponId: coupon.id,
    name: coupon.name,
    type: coupon.type,
    faceValue: coupon.faceValue,
    valueText: coupon.description,
    source,
    sourceName,
    startAt,
    endAt: endOfValidity(startAt, coupon.validDays),
    usedAt: null,
    minAmount: null,
  };
}

/** A coupon won in an activity ('03' prize), valid for PRIZE_COUPON_DAYS from the win. */
export function prizeCoupon(walletId: string, prize: Prize, at: number): HeldCoupon {
  return {
    walletId,
    couponId: prize.prizeId,
    name: prize.prizeName,
    type: '02',
    faceValue: prize.amount,
    valueText: `${prize.activityName}奖品，抵扣一次提现手续费`,
    source: 'prize',
    sourceName: `${SOURCE_NAMES.prize}：${prize.activityName}`,
    startAt: at,
    endAt: endOfValidity(at, PRIZE_COUPON_DAYS),
    usedAt: null,
    minAmount: null,
  };
}

/** The QA exchange codes (docs/simulator.md "Coupons"): two that work, one used, one expired. */
export function generateExchangeCodes(now: number): ExchangeCode[] {
  const day = startOfDay(now);
  const code = (c: string, kind: ExchangeCode['kind'], name: string, couponIds: string[]) => ({
    code: c,
    kind,
    name,
    couponIds,
    expiresAt: day + 91 * DAY_MS - 1000,
    usedAt: null,
  });
  return [
    code('SIM2026A', 'coupon', '费率减免券（30 天）', ['Q001']),
    code('PKG2026A', 'package', '月度专享礼包', ['Q001', 'Q002', 'Q006']),
    { ...code('USED2026', 'coupon', '免费提现券 10 张', ['Q002']), usedAt: day - 10 * DAY_MS + 3600_000 },
    { ...code('OLD2025A', 'coupon', '费率减免券（90 天）', ['Q005']), expiresAt: day - 20 * DAY_MS - 1000 },
  ];
}

export function generateWallet(
  def: ScenarioDefinition,
  coupons: Coupon[],
  orders: CouponOrder[],
  prizes: Prize[],
  now: number,
): HeldCoupon[] {
  if (def.couponOrders === 0) return [];
  const byId = (id: string) => coupons.find((c) => c.id === id)!;
  const day = startOfDay(now);
  const wallet: HeldCoupon[] = [];
  for (const o of orders)
    for (let n = 0; n < o.count; n++)
      wallet.push(heldCoupon(`W${o.orderNo}${n}`, byId(o.couponId), 'bought', parseDateTime(o.payTime)));
  prizes
    .filter((p) => p.prizeType === '03')
    .forEach((p) => wallet.push(prizeCoupon(`W${p.prizeId}`, p, parseDateTime(p.time))));
  const used = heldCoupon('WFIX0001', byId('Q002'), 'exchanged', day - 20 * DAY_MS + 9 * 3600_000);
  used.usedAt = day - 3 * DAY_MS + 15 * 3600_000;
  const expired = heldCoupon('WFIX0002', byId('Q001'), 'exchanged', day - 40 * DAY_MS + 10 * 3600_000);
  const soon = { ...heldCoupon('WFIX0003', byId('Q003'), 'memberRight', day - 57 * DAY_MS), minAmount: 99 };
  const later = heldCoupon('WFIX0004', byId('Q005'), 'memberRight', day + 3 * DAY_MS);
  wallet.push(used, expired, soon, later);
  return wallet;
}
