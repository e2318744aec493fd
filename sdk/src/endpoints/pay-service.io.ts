// What each pay-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { MonthBill, MonthBillRequest, LevelAndRate } from './bills.types';
import type {
  PurchaseOrderDetail,
  PurchaseOrderDetailRequest,
  TransactionDetail,
  TransactionDetailRequest,
  TransactionRecordListRequest,
  TransactionRecordListResponse,
} from './records.types';
import type {
  ESignContract,
  HappySendActivity,
  HappySendRequest,
  NewMerchantRate,
} from './pay-service.types';
import type { EmptyBody } from './types';
import type { ServiceAgreementRequest } from './onboarding.types';

/**
 * pay-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = PayServiceIo['transactionRecordList']['response'];
 * ```
 */
export interface PayServiceIo {
  /** POST transactionRecord/list — 交易记录列表 */
  transactionRecordList: { body: TransactionRecordListRequest; response: TransactionRecordListResponse };
  /** POST transactionRecord/tradeDetail — 交易详情 */
  transactionRecordTradeDetail: { body: TransactionDetailRequest; response: TransactionDetail };
  /** POST transactionRecord/tradeDetailForOther — 其他交易（购买订单）详情 */
  transactionRecordTradeDetailForOther: { body: PurchaseOrderDetailRequest; response: PurchaseOrderDetail };
  /** POST rate/queryLevelAndRate — 等级与费率 */
  rateQueryLevelAndRate: { body: EmptyBody; response: LevelAndRate };
  /** GET bill/query/detail — 月账单（query monthDate=YYYYMM） */
  billQueryDetail: { query: MonthBillRequest; response: MonthBill };
  /** POST happySend — 开心送 */
  happySend: { body: HappySendRequest; response: HappySendActivity };
  /** POST esignNature — 电子签章 */
  esignNature: { body: ServiceAgreementRequest; response: ESignContract };
  /** POST xsf/payRate — 新手费率 */
  xsfPayRate: { body: EmptyBody; response: NewMerchantRate };
}
