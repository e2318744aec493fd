// Records for component tests, shaped as the SDK types say.
import type {
  TransactionDetail,
  TransactionRecord,
  TransactionRecordListResponse,
  WithdrawalDetail,
  WithdrawalListResponse,
} from '@merchant-h5/sdk';
import { page } from '../../../testing/envelopeServer';

export function transaction(i: number, overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    uuid: `T${String(i).padStart(6, '0')}`,
    tranDt: '20261120',
    tranTime: '103005',
    amount: 100 + i,
    fee: 0.6,
    tradeType: '02',
    tradeTypeName: '扫码收款',
    status: '00',
    statusName: '交易成功',
    cardNo: '',
    payWay: '微信',
    orderNo: `O${String(i).padStart(6, '0')}`,
    ...overrides,
  };
}

export function transactions(count: number): TransactionRecord[] {
  return Array.from({ length: count }, (_, i) => transaction(i + 1));
}

export function transactionDetail(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...transaction(1, {
      tradeType: '01',
      tradeTypeName: '刷卡消费',
      payWay: '借记卡',
      cardNo: '6222021234567890123',
    }),
    merchantName: '上海黄浦区幸福便利店',
    merchantNo: 'M100000001',
    terminalNo: 'T8800001',
    orderNo: 'O000001',
    settleAmount: 100.4,
    bankName: '中国工商银行',
    ...overrides,
  };
}

export function withdrawal(i: number, overrides: Partial<WithdrawalDetail> = {}): WithdrawalDetail {
  return {
    uuid: `W2026112${i}`,
    applyTime: '2026-11-21 09:12:00',
    amount: 1520.5,
    fee: 0,
    arrivalAmount: 1520.5,
    status: '00',
    statusName: '已到账',
    bankName: '中国工商银行',
    cardNo: '6222021234567890123',
    arrivalTime: '2026-11-21 10:02:00',
    ...overrides,
  };
}

/** A transactionRecordList answer: `items` paged as the body asks, nothing traded today, and `extra`. */
export function transactionPage(
  items: readonly TransactionRecord[],
  body: Record<string, unknown>,
  extra: Partial<TransactionRecordListResponse> = {},
): TransactionRecordListResponse {
  return {
    ...page(items, body),
    summary: { count: items.length, amount: 0, fee: 0 },
    tradeTypes: [],
    days: [],
    today: { date: '20261120', count: 0, amount: 0, settleCycle: 'T+1', expectedArrival: '20261121' },
    ...extra,
  };
}

/** A withdrawalList answer: `items` paged as the body asks, and `extra`. */
export function withdrawalPage(
  items: readonly WithdrawalDetail[],
  body: Record<string, unknown>,
  extra: Partial<WithdrawalListResponse> = {},
): WithdrawalListResponse {
  return { ...page(items, body), summary: { count: items.length, amount: 0 }, ...extra };
}
