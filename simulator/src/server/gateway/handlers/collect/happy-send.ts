// happySend (开心送): the activity, its reward tiers against this month's takings, the packages the
// merchant may buy and what it bought. `action: 'order'` opens the order that buys a package (one open
// order per package: it is handed back again); paying it (a swipe, or the settle control for a QR
// code — hosts/collect.ts) makes the package bought.
import type { HappySendActivity, HappySendPackage, QuickPayment } from '@merchant-h5/sdk';
import type { MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { optString } from '../input';
import { duplicate, requireCertified } from '../rules';
import type { HandlerInput, HandlerRequest } from '../types';
import { openOrder } from './collect-orders';

export const HAPPY_SEND_ID = 'HS2026';

export const HAPPY_SEND_PACKAGES: readonly HappySendPackage[] = [
  {
    packageId: 'HSP01',
    name: '开心送 · 基础包',
    price: 99,
    benefits: ['当月交易满 1 万元返 10 元红包', '收款到账短信提醒 3 个月'],
  },
  {
    packageId: 'HSP02',
    name: '开心送 · 畅享包',
    price: 199,
    benefits: ['当月交易满 5 万元返 60 元红包', '刷卡费率优惠 0.05%（3 个月）', '收款到账短信提醒 12 个月'],
  },
  {
    packageId: 'HSP03',
    name: '开心送 · 尊享包',
    price: 399,
    benefits: ['当月交易满 10 万元返 150 元红包', '刷卡费率优惠 0.1%（6 个月）', '专属客服'],
  },
];

const isHappySend = (p: QuickPayment) => p.purpose === 'happySend';

function purchases(state: MerchantState): HappySendActivity['purchases'] {
  return state.payments
    .filter((p) => isHappySend(p) && p.status === '00')
    .map((p) => {
      const pack = HAPPY_SEND_PACKAGES.find((k) => k.packageId === p.packageId);
      return {
        packageId: p.packageId ?? '',
        name: pack?.name ?? '开心送套餐',
        price: p.amount,
        payOrderNo: p.payOrderNo,
        payTime: p.payTime ?? '',
      };
    });
}

function orderFor(state: MerchantState, input: HandlerInput<'happySend'>, now: number): QuickPayment {
  requireCertified(state);
  const packageId = optString(input, 'packageId');
  const pack = HAPPY_SEND_PACKAGES.find((k) => k.packageId === packageId);
  if (!pack) throw notFound(`开心送套餐 ${packageId ?? ''}`);
  const payWay = optString(input, 'payWay') ?? 'swipe';
  if (payWay !== 'swipe' && payWay !== 'qrcode') throw badParam('payWay 应为 swipe | qrcode');
  if (purchases(state).some((p) => p.packageId === pack.packageId)) throw duplicate('已购买该套餐');
  const open = state.payments.find(
    (p) => isHappySend(p) && p.packageId === pack.packageId && p.payWay === payWay && p.status === '02',
  );
  return (
    open ??
    openOrder(state, { payWay, purpose: 'happySend', amount: pack.price, packageId: pack.packageId }, now)
  );
}

/** `monthTradeAmount`: this month's takings (the month bill's total: `monthBill` of records/transactions.ts, passed in by pay-service.ts). */
export function happySend(
  { state, input, now }: HandlerRequest<'happySend'>,
  monthTradeAmount: number,
): HappySendActivity {
  const action = optString(input, 'action') ?? 'view';
  if (action !== 'view' && action !== 'order') throw badParam('action 应为 view | order');
  const order = action === 'order' ? orderFor(state, input, now) : undefined;
  const certified = state.certification.status === 'passed';
  return {
    activityId: optString(input, 'activityId') ?? HAPPY_SEND_ID,
    name: '开心送',
    status: certified ? '1' : '0',
    statusName: certified ? '可参与' : '完成认证后可参与',
    monthTradeAmount,
    rewards: [
      { level: 1, tradeAmount: 10_000, reward: '10 元红包' },
      { level: 2, tradeAmount: 50_000, reward: '60 元红包' },
      { level: 3, tradeAmount: 100_000, reward: '150 元红包' },
    ],
    packages: structuredClone([...HAPPY_SEND_PACKAGES]),
    purchases: purchases(state),
    ...(order ? { order } : {}),
  };
}
