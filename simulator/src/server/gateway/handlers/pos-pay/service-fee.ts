// Device service fee: collection code, paid info, refunds and the texts around them.
import type { ServiceFeeRefund } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { mintId, optString } from '../input';
import { constant, duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

const FEE = 99;

export const serviceFeeHandlers = {
  deviceServiceFeeReceiveCodeInfo: ({ state, now }) => ({
    orderNo: `SF${state.profile.merchantNo}${ymd(now)}`,
    amount: FEE,
    qrCode: `https://pay.sim.localhost/servicefee/${state.profile.merchantNo}`,
    expireTime: dateTime(now + 15 * 60_000),
  }),
  deviceServiceFeePayedInfo: ({ state }) => {
    const paid = state.purchaseOrders.find((o) => o.goodsName === '机具服务费');
    return paid
      ? {
          payed: '1',
          amount: paid.amount,
          payTime: paid.payTime ?? paid.createTime,
          orderNo: paid.orderNo,
          sn: state.devices[0]?.sn ?? '',
        }
      : { payed: '0', amount: FEE, payTime: null, orderNo: null, sn: state.devices[0]?.sn ?? '' };
  },
  deviceServiceFeeRefund: ({ state, input, now }) => {
    const paid = state.purchaseOrders.find((o) => o.goodsName === '机具服务费');
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
      { channel: 'unionSe', name: 'Pay 支付', enabled: '1' },
    ],
  }),
  deviceServiceFeeActivityInfos: ({ ctx }) => ({
    list: loadCatalog(ctx.config.fixturesDir)
      .activities.filter((a) => a.kind === 'tradeRefundFee' || a.kind === 'standardAxis')
      .map((a) => ({ activityId: a.activityId, name: a.name, description: `${a.name}：达标返还服务费` })),
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
