// An exchange code (couponPackageExchange): a known code gives its coupon or package once, into the
// wallet, with a free order in the buy history. A wrong, a used and an expired code each have their
// own code and words; wrong codes are slowed down: the fifth in ten minutes shuts the door for
// fifteen, every try then told when to come back (the simulator clock's minutes). With the same
// Idempotency-Key the gateway answers the first answer again (idempotency.ts): a double tap
// exchanges once.
import type { CouponExchange } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { couponOrder } from '../../../state/generate/commerce';
import { heldCoupon } from '../../../state/generate/wallet';
import type { MerchantState } from '../../../state/model';
import { BusinessRuleError, badParam } from '../../errors';
import { mintId, reqString } from '../input';
import type { ServiceHandlers } from '../types';
import { walletCoupon } from './wallet';

/** The exchange's refusals (docs/simulator.md "Coupons"). */
export const EXCHANGE_CODES = {
  wrong: '3201',
  used: '3202',
  expired: '3203',
  tooManyTries: '3204',
} as const;

/** Wrong codes tried within WINDOW_MS that shut the door, and for how long. */
export const WRONG_TRIES_ALLOWED = 5;
export const WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 15 * 60_000;

const hhmm = (ms: number) => dateTime(ms).slice(11, 16);

function refuseWhileLocked(state: MerchantState, now: number): void {
  const until = state.exchangeLockedUntil;
  if (until === null) return;
  if (now >= until) {
    state.exchangeLockedUntil = null;
    state.wrongExchangeTries = [];
    return;
  }
  throw new BusinessRuleError(EXCHANGE_CODES.tooManyTries, `兑换码错误次数过多，请于 ${hhmm(until)} 后再试`);
}

/** Counts a wrong code; the fifth within the window locks the exchange. */
function wrongCode(state: MerchantState, now: number): BusinessRuleError {
  state.wrongExchangeTries = [...state.wrongExchangeTries.filter((t) => now - t < WINDOW_MS), now];
  const left = WRONG_TRIES_ALLOWED - state.wrongExchangeTries.length;
  if (left > 0)
    return new BusinessRuleError(
      EXCHANGE_CODES.wrong,
      `兑换码不存在，请核对后重新输入（还可尝试 ${left} 次）`,
    );
  state.exchangeLockedUntil = now + LOCK_MS;
  return new BusinessRuleError(
    EXCHANGE_CODES.tooManyTries,
    `兑换码错误次数过多，请于 ${hhmm(now + LOCK_MS)} 后再试`,
  );
}

export function exchange(state: MerchantState, rawCode: string, now: number): CouponExchange {
  const code = rawCode.toUpperCase();
  if (!/^[A-Z0-9]{8}$/.test(code)) throw badParam('兑换码应为 8 位字母或数字');
  refuseWhileLocked(state, now);
  const known = state.exchangeCodes.find((c) => c.code === code);
  if (!known) throw wrongCode(state, now);
  if (known.usedAt !== null)
    throw new BusinessRuleError(
      EXCHANGE_CODES.used,
      `该兑换码已于 ${dateTime(known.usedAt).slice(0, 16)} 兑换过，不能再次使用`,
    );
  if (now > known.expiresAt)
    throw new BusinessRuleError(
      EXCHANGE_CODES.expired,
      `该兑换码已于 ${dateTime(known.expiresAt).slice(0, 10)} 过期`,
    );
  const coupons = known.couponIds.map((id) => state.coupons.find((c) => c.id === id)!);
  known.usedAt = now;
  const day = ymd(now);
  const held = coupons.map((c) => heldCoupon(mintId(state, 'W', day), c, 'exchanged', now));
  state.wallet.push(...held);
  const order = {
    ...couponOrder(mintId(state, 'CX', day), coupons[0]!, 1, now),
    couponName: known.name,
    amount: 0,
    statusName: '兑换成功',
  };
  state.couponOrders.unshift(order);
  return {
    code,
    kind: known.kind,
    name: known.name,
    coupons: held.map((c) => walletCoupon(c, now)),
    order,
  };
}

export const exchangeHandlers = {
  couponPackageExchange: ({ state, input, now }) => exchange(state, reqString(input, 'code'), now),
} satisfies Partial<ServiceHandlers<'pos-coupon-service'>>;
