// Device service fee: collection code, paid info, refunds and the texts around them.
import type { ServiceFeePayWay, ServiceFeeRefund } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { mintId, optString } from '../input';
import { constant, duplicate, wrongState } from '../rules';
import { badParam, notFound } from '../../errors';
import { currentOrder, openOrder, orderInfoOf, SERVICE_FEE, settleDue } from './service-fee-orders';
import type { HandlerInput, ServiceHandlers } from '../types';

const PAY_WAYS = ['alipay', 'unionpay', 'unionSe', 'qrCode', 'miniProgram'] as const;

function payWay(input: HandlerInput<'deviceServiceFeeReceiveCodeInfo'>): ServiceFeePayWay {
  const channel = optString(input, 'channel') ?? 'qrCode';
  if (!(PAY_WAYS as readonly string[]).includes(channel)) throw badParam(`channel 不支持 ${channel}`);
  return channel as ServiceFeePayWay;
}

export const serviceFeeHandlers = {
  deviceServiceFeeReceiveCodeInfo: ({ ctx, session, state, input, now }) => {
    settleDue(state, now);
    const order = openOrder(state, payWay(input), now);
    return {
      orderNo: order.orderNo,
      amount: order.amount,
      qrCode: `https://pay.sim.localhost/servicefee/${order.orderNo}`,
      orderInfo: orderInfoOf(ctx, session.id, order),
      expireTime: dateTime(now + 15 * 60_000),
    };
  },
  deviceServiceFeePayedInfo: ({ state, input, now }) => {
    settleDue(state, now);
    const wanted = optString(input, 'orderNo');
    const order = wanted ? state.serviceFeeOrders.find((o) => o.orderNo === wanted) : currentOrder(state);
    if (wanted && !order) throw notFound(`服务费订单 ${wanted}`);
    const sn = state.devices[0]?.sn ?? '';
    return order?.status === 'paid'
      ? {
          payed: '1',
          amount: order.amount,
          payTime: order.payTime ?? '',
          orderNo: order.orderNo,
          sn,
          paying: '0',
        }
      : {
          payed: '0',
          amount: order?.amount ?? SERVICE_FEE,
          payTime: null,
          orderNo: order?.orderNo ?? null,
          sn,
          paying: order?.status === 'paying' ? '1' : '0',
        };
  },
  deviceServiceFeeRefund: ({ state, input, now }) => {
    settleDue(state, now);
    const paid = state.serviceFeeOrders.find((o) => o.status === 'paid');
    if (!paid) throw wrongState('没有可退款的服务费订单');
    if (state.serviceFeeRefund) throw duplicate('退款申请已提交，请勿重复申请');
    const refund: ServiceFeeRefund = {
      refundNo: mintId(state, 'RF', ymd(now)),
      status: '01',
      statusName: '退款处理中',
      amount: paid.amount,
    };
    state.serviceFeeRefund = {
      ...refund,
      orderNo: paid.orderNo,
      reason: optString(input, 'reason') ?? '达标返还',
      submitTime: dateTime(now),
    };
    return refund;
  },
  deviceServiceFeeDescriptionText: constant({
    title: '服务费说明',
    covers: ['收款设备维护与故障换新', '设备通讯流量（一年）', '7×24 小时客服支持'],
    content: '<p>机具服务费用于设备维护与通讯流量。激活后 90 天内累计交易满 5 万元，服务费全额返还。</p>',
  }),
  deviceServiceFeePreOrderControl: ({ state }) => ({
    canOrder: state.certification.status === 'passed' ? '1' : '0',
    reason: state.certification.status === 'passed' ? '' : '请先完成营业执照认证',
  }),
  deviceServiceFeeFeeChannel: constant({
    list: [
      { channel: 'alipay', name: '支付宝', enabled: '1' },
      { channel: 'unionpay', name: '云闪付', enabled: '1' },
      { channel: 'unionSe', name: '手机闪付', enabled: '1' },
    ],
  }),
  deviceServiceFeeActivityInfos: ({ ctx }) => ({
    list: loadCatalog(ctx.config.fixturesDir)
      .activities.filter((a) => a.kind === 'tradeRefundFee' || a.kind === 'standardAxis')
      // The merchant reads the description, never the catalogue's internal name ('达标轴').
      .map((a) => ({
        activityId: a.activityId,
        name: a.name,
        description:
          a.kind === 'standardAxis'
            ? `激活后 ${a.days} 天内交易达标，返还服务费`
            : `${a.name}：达标返还服务费`,
      })),
  }),
  deviceServiceFeeCurrentRefund: ({ state }) =>
    state.serviceFeeRefund ?? { status: 'none', statusName: '无退款申请' },
  deviceServiceFeeEposStatus: ({ state }) => {
    const active = state.devices.length > 0;
    return {
      eposStatus: active ? '1' : '0',
      statusName: active ? '已激活' : '未激活',
      sn: state.devices[0]?.sn ?? '',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
