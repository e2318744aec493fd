// The service-fee order as the payment side moves it: opened once (a double tap or a retry finds the
// same open order), charged once (a wallet paying it twice, or a QR code and a wallet, charge one),
// settled later when a wallet only said "pending" (8000/6004); an order string the gateway did not
// sign as it is refused.
import type { PaymentResult, ServiceFeePayWay } from '@merchant-h5/sdk';
import type { SimContext } from '../../../context';
import { dateTime, ymd } from '../../../state/clock';
import type { MerchantState, ServiceFeeOrder } from '../../../state/model';
import { mintId } from '../input';
import { wrongState } from '../rules';
import { signOrderInfo, verifiedOrderInfo } from './pay-sign';

export const SERVICE_FEE = 99;
export const SERVICE_FEE_GOODS = '机具服务费';

/** The wallet result codes the simulator plays (docs/simulator.md "Wallet"). */
export const WALLET_RESULTS = {
  '9000': '支付成功',
  '8000': '正在处理中，支付结果未知',
  '6004': '支付结果未知',
  '6001': '用户中途取消',
  '4000': '订单支付失败',
  '6002': '网络连接出错',
} as const;
export type WalletResultStatus = keyof typeof WALLET_RESULTS;

/** The order paying for the fee now: the paid one, else the open one, else none. */
export function currentOrder(state: MerchantState): ServiceFeeOrder | undefined {
  return state.serviceFeeOrders.find((o) => o.status === 'paid') ?? state.serviceFeeOrders[0];
}

/** Opens the order for `channel`, or hands back the one still open; a paid fee is not ordered again. */
export function openOrder(state: MerchantState, channel: ServiceFeePayWay, now: number): ServiceFeeOrder {
  const current = currentOrder(state);
  if (current?.status === 'paid') throw wrongState('服务费已缴纳，无需重复支付');
  if (current) {
    if (current.status === 'unpaid') current.channel = channel;
    return current;
  }
  const order: ServiceFeeOrder = {
    orderNo: mintId(state, 'SF', ymd(now)),
    amount: SERVICE_FEE,
    channel,
    status: 'unpaid',
    createTime: dateTime(now),
    settleAt: null,
    payTime: null,
    tradeNo: null,
  };
  state.serviceFeeOrders.unshift(order);
  return order;
}

/** The wallet's order string for an order (what `pay` takes as orderInfo), signed for the session. */
export function orderInfoOf(ctx: SimContext, session: string, order: ServiceFeeOrder): string {
  return signOrderInfo(ctx, session, {
    out_trade_no: order.orderNo,
    total_amount: order.amount.toFixed(2),
    subject: SERVICE_FEE_GOODS,
  });
}

export function orderNoOf(orderInfo: unknown): string | null {
  if (typeof orderInfo !== 'string') return null;
  return new URLSearchParams(orderInfo).get('out_trade_no');
}

const PAY_WAY: Record<ServiceFeePayWay, string> = {
  alipay: '支付宝',
  unionpay: '云闪付',
  unionSe: '手机闪付',
  qrCode: '扫码支付',
  miniProgram: '小程序支付',
};

/** Charges the order: false when it was charged already (nothing happens a second time). */
export function charge(state: MerchantState, order: ServiceFeeOrder, now: number): boolean {
  if (order.status === 'paid') return false;
  order.status = 'paid';
  order.settleAt = null;
  order.payTime = dateTime(now);
  order.tradeNo = `2026${ymd(now)}${order.orderNo.slice(-4)}${String(now).slice(-8)}`;
  const record = {
    orderNo: order.orderNo,
    goodsName: SERVICE_FEE_GOODS,
    amount: order.amount,
    status: '02',
    statusName: '已支付',
    createTime: order.createTime,
  };
  state.purchaseOrders.unshift({
    ...record,
    uuid: `P${order.orderNo}`,
    goodsType: '02',
    quantity: 1,
    payWay: PAY_WAY[order.channel],
    payTime: order.payTime,
  });
  state.internetOrders.unshift(record);
  return true;
}

/** Pending wallet payments whose time has come are charged (the payment side's late notice). */
export function settleDue(state: MerchantState, now: number): void {
  for (const order of state.serviceFeeOrders)
    if (order.status === 'paying' && order.settleAt !== null && now >= order.settleAt)
      charge(state, order, now);
}

/** Why a wallet will not pay an order string: its memo, as the merchant reads it beside the button. */
export const WALLET_REFUSALS = {
  badSign: '订单信息无效：验签失败',
  unknownOrder: '订单信息无效：订单不存在',
  wrongAmount: '订单信息无效：金额与订单不符',
} as const;

/**
 * The wallet's refusal of an order string it will not pay, before any choice of QA applies: not
 * signed by this simulator's gateway for this session as it stands, naming no order the gateway
 * opened, or for another amount than that order's. Null when it may be paid. Answered as a real
 * wallet's failure (4000, the reason in `memo`); nothing is charged.
 */
export function walletRefusal(
  ctx: SimContext,
  session: string,
  state: MerchantState,
  orderInfo: unknown,
): PaymentResult | null {
  const refuse = (memo: string): PaymentResult => ({ memo, resultStatus: '4000', result: '' });
  const params = verifiedOrderInfo(ctx, session, orderInfo);
  if (!params) return refuse(WALLET_REFUSALS.badSign);
  const order = state.serviceFeeOrders.find((o) => o.orderNo === params.get('out_trade_no'));
  if (!order) return refuse(WALLET_REFUSALS.unknownOrder);
  if (params.get('total_amount') !== order.amount.toFixed(2)) return refuse(WALLET_REFUSALS.wrongAmount);
  return null;
}

/**
 * What the host wallet does with a `pay` call for `orderInfo` when it answers `resultStatus`:
 * 9000 charges now, 8000/6004 leave the order pending until `now + settleAfterMs`, the rest charge
 * nothing. The host wallet calls it only for an order string `walletRefusal` lets through; any
 * other order string is answered without touching any state.
 */
export function walletPays(
  state: MerchantState,
  orderInfo: unknown,
  resultStatus: WalletResultStatus,
  now: number,
  settleAfterMs: number,
): PaymentResult {
  const orderNo = orderNoOf(orderInfo);
  const order = state.serviceFeeOrders.find((o) => o.orderNo === orderNo);
  if (order && resultStatus === '9000') charge(state, order, now);
  if (order && order.status === 'unpaid' && (resultStatus === '8000' || resultStatus === '6004')) {
    order.status = 'paying';
    order.settleAt = now + settleAfterMs;
  }
  const paid = resultStatus === '9000';
  return {
    memo: paid ? '' : WALLET_RESULTS[resultStatus],
    resultStatus,
    result: paid
      ? {
          alipay_trade_app_pay_response: {
            code: '10000',
            msg: 'Success',
            trade_no: order?.tradeNo ?? '2026112222001400000000000001',
            out_trade_no: orderNo ?? '',
            total_amount: (order?.amount ?? SERVICE_FEE).toFixed(2),
            seller_id: '2088000000000001',
          },
          sign: 'sim-sign',
        }
      : '',
  };
}
