// Test data of the help area, in the catalogue's shapes.
import type { AbnormalTransactionInfo, CommonQuestion } from '@merchant-h5/sdk';

export function abnormal(overrides: Partial<AbnormalTransactionInfo> = {}): AbnormalTransactionInfo {
  return {
    abnormalId: 'AB00001',
    uuid: 'T20261120001234',
    tranDt: '20261120',
    amount: 1288.5,
    tradeType: '02',
    tradeTypeName: '扫码收款',
    reason: '交易成功未入账',
    status: '0',
    statusName: '待处理',
    recovery: [],
    trade: null,
    ...overrides,
  };
}

export const TRADE_TYPES = {
  list: [
    { tradeType: '01', tradeTypeName: '刷卡消费' },
    { tradeType: '02', tradeTypeName: '扫码收款' },
  ],
};

export function question(overrides: Partial<CommonQuestion> = {}): CommonQuestion {
  return {
    code: 'Q01',
    type: 'abnormal',
    typeName: '异常交易',
    title: '交易成功但未到账怎么办？',
    answer: '<p>请先确认交易状态。</p>',
    ...overrides,
  };
}
