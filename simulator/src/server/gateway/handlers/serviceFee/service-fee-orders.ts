// The service-fee order as the payment side moves it (../pay/payment-side.ts): opened once (a double
// tap or a retry finds the same open order), charged once (a wallet paying it twice, or a QR code and a
// wallet, charge one), settled later when a wallet only said "pending" (8000/6004). An open order is
// never closed: it is the fee due.
import type { ServiceFeePayWay } from '@merchant-h5/sdk';
import type { SimContext } from '../../../context';
import { dateTime, ymd } from '../../../state/clock';
import type { MerchantState, ServiceFeeOrder } from '../../../state/model';
import { mintId } from '../input';
import { wrongState } from '../rules';
import { signOrderInfo } from '../pay/pay-sign';
import { payBook } from '../pay/payables';

export const SERVICE_FEE = 99;
export const SERVICE_FEE_GOODS = '机具服务费';

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

const PAY_WAY: Record<ServiceFeePayWay, string> = {
  alipay: '支付宝',
  unionpay: '云闪付',
  unionSe: '手机闪付',
  qrCode: '扫码支付',
  miniProgram: '小程序支付',
};

/** The service fee's orders for the payment side: paying one is recorded as a purchase. */
export const serviceFeeBook = payBook<ServiceFeeOrder>({
  orders: (state) => state.serviceFeeOrders,
  stateOf: (o) => o.status,
  mark: (o, to) => {
    o.status = to;
  },
  view: (o) => ({
    goods: SERVICE_FEE_GOODS,
    back: `/h5/help/Result?orderNo=${encodeURIComponent(o.orderNo)}`,
  }),
  deliver: (state, order) => {
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
  },
});

/** Charges the order: false when it was charged already (nothing happens a second time). */
export function charge(state: MerchantState, order: ServiceFeeOrder, now: number): boolean {
  return serviceFeeBook.charge(state, order.orderNo, now);
}

/** Pending wallet payments whose time has come are charged (the payment side's late notice). */
export function settleDue(state: MerchantState, now: number): void {
  serviceFeeBook.settleDue(state, now);
}
