import type {
  MonthBill,
  MonthBillRequest,
  LevelAndRate,
  MyOrderListRequest,
  MyOrderListResponse,
  WealthBill,
  WealthBillRequest,
} from './bills.types';
import type {
  PurchaseOrderDetail,
  PurchaseOrderDetailRequest,
  TransactionDetail,
  TransactionDetailRequest,
  TransactionRecordListRequest,
  TransactionRecordListResponse,
  WithdrawalDetail,
  WithdrawalDetailRequest,
  WithdrawalListRequest,
  WithdrawalListResponse,
} from './records.types';

/**
 * Request and response types of the endpoints whose shapes the project defines.
 *
 * @example
 * ```ts
 * type Page = EndpointIo['transactionRecordList']['response'];
 * ```
 */
export interface EndpointIo {
  transactionRecordList: { request: TransactionRecordListRequest; response: TransactionRecordListResponse };
  transactionRecordTradeDetail: { request: TransactionDetailRequest; response: TransactionDetail };
  transactionRecordTradeDetailForOther: {
    request: PurchaseOrderDetailRequest;
    response: PurchaseOrderDetail;
  };
  withdrawalList: { request: WithdrawalListRequest; response: WithdrawalListResponse };
  withdrawalDetail: { request: WithdrawalDetailRequest; response: WithdrawalDetail };
  billQueryDetail: { request: MonthBillRequest; response: MonthBill };
  wealthBill: { request: WealthBillRequest; response: WealthBill };
  rateQueryLevelAndRate: { request: Record<string, never>; response: LevelAndRate };
  internetPayOrderList: { request: MyOrderListRequest; response: MyOrderListResponse };
}
