// Test only: what the simulator answers for a certified merchant's service fee, per endpoint.
import type { ServiceFeePayedInfo, ServiceFeeReceiveCode } from '@merchant-h5/sdk';
import type { EnvelopeServer } from '../../../testing/envelopeServer';

export const due = {
  payed: '0',
  amount: 99,
  payTime: null,
  orderNo: null,
  sn: 'SN1',
  paying: '0',
} satisfies ServiceFeePayedInfo;
export const paid = {
  payed: '1',
  amount: 99,
  payTime: '2026-11-23 10:00:00',
  orderNo: 'SF202611230001',
  sn: 'SN1',
  paying: '0',
} satisfies ServiceFeePayedInfo;
export const order = {
  orderNo: 'SF202611230001',
  amount: 99,
  qrCode: 'https://pay.sim.localhost/servicefee/SF202611230001',
  orderInfo: 'out_trade_no=SF202611230001&total_amount=99.00',
  expireTime: '2026-11-23 10:15:00',
} satisfies ServiceFeeReceiveCode;

/** Every read of the fee screen, answering `payedInfo` as given. */
export function serveFee(
  server: EnvelopeServer,
  payedInfo: ServiceFeePayedInfo,
  canOrder: '0' | '1' = '1',
): void {
  server.on('deviceServiceFeePayedInfo', () => ({ data: payedInfo }));
  server.on('deviceServiceFeeDescriptionText', () => ({
    data: {
      title: '服务费说明',
      covers: ['设备通讯流量（一年）'],
      content: '<p>满 5 万元<b>全额返还</b></p>',
    },
  }));
  server.on('deviceServiceFeeFeeChannel', () => ({
    data: {
      list: [
        { channel: 'alipay', name: '支付宝', enabled: '1' },
        { channel: 'unionpay', name: '云闪付', enabled: '1' },
      ],
    },
  }));
  server.on('deviceServiceFeePreOrderControl', () => ({
    data: { canOrder, reason: canOrder === '1' ? '' : '请先完成营业执照认证' },
  }));
  server.on('deviceServiceFeeActivityInfos', () => ({
    data: { list: [{ activityId: 'A1', name: '交易返费', description: '交易返费：达标返还服务费' }] },
  }));
  server.on('deviceServiceFeeEposStatus', () => ({
    data: { eposStatus: '1', statusName: '已激活', sn: 'SN1' },
  }));
  server.on('deviceServiceFeeCurrentRefund', () => ({ data: { status: 'none', statusName: '无退款申请' } }));
  server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
}
