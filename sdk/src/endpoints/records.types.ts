// Shapes of the records calls (transaction and withdrawal records, purchase orders).
// docs/product.md does not show payloads; these are the shapes this project defines and the
// simulator serves. Amounts are yuan as numbers; card numbers arrive already masked.

/** Paging fields shared by the list calls (pageNum starts at 1). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** A page of results, with the paging it answers (pageNum from 1). */
export interface PageResponse<T> {
  list: T[];
  total: number;
  hasMore: boolean;
  pageNum: number;
  pageSize: number;
}

/** A plain (unpaged) list answer: areas, banks, branches, categories, options. */
export interface ItemList<T> {
  list: T[];
}

/**
 * `transactionRecordList` request; dates are 'YYYYMMDD', `tradeType` '' means all.
 * `keyword` narrows the range to the trades it names: an amount in yuan ('88' or '88.00' finds
 * ¥88.00), a card's last four digits, or (part of) an order number. Never a full card number.
 */
export interface TransactionRecordListRequest extends PageRequest {
  startDate: string;
  endDate: string;
  tradeType?: string;
  keyword?: string;
}

/** One transaction in the record list. */
export interface TransactionRecord {
  uuid: string;
  /** 'YYYYMMDD' */
  tranDt: string;
  /** 'HHmmss' */
  tranTime: string;
  /** yuan */
  amount: number;
  /** yuan */
  fee: number;
  tradeType: string;
  tradeTypeName: string;
  status: string;
  statusName: string;
  /** masked on the wire, e.g. '622202******0123' */
  cardNo: string;
  payWay: string;
  /** the merchant's order number, what a customer quotes ('O20261123000042') */
  orderNo: string;
}

/** A trade type code and its name: the records filter's choices, a recovery's trade types. */
export interface TradeTypeOption {
  tradeType: string;
  tradeTypeName: string;
}

/** The successful trades of the whole filtered range (not only this page). */
export interface TransactionSummary {
  count: number;
  /** yuan */
  amount: number;
  /** yuan */
  fee: number;
}

/** The successful trades of one day that the filter matches (all of the day, not only this page). */
export interface DaySubtotal {
  /** 'YYYYMMDD' */
  date: string;
  count: number;
  /** yuan, refunds subtracted */
  amount: number;
}

/**
 * Today's takings (the gateway's today, whatever the filter): every successful trade of the day and
 * when they reach the settlement card.
 */
export interface TodayTakings {
  /** 'YYYYMMDD', the gateway's today */
  date: string;
  count: number;
  /** yuan, refunds subtracted */
  amount: number;
  /** settlement cycle: T+1 = the next working day */
  settleCycle: 'T+1';
  /** 'YYYYMMDD' the day's takings are expected on the settlement card */
  expectedArrival: string;
}

/**
 * `transactionRecordList` response: a page, the range's summary, the filter's trade types, the
 * subtotals of the days this page shows and today's takings.
 */
export interface TransactionRecordListResponse extends PageResponse<TransactionRecord> {
  summary: TransactionSummary;
  tradeTypes: TradeTypeOption[];
  /** one entry per day present in `list`, newest first */
  days: DaySubtotal[];
  today: TodayTakings;
}

/** `transactionRecordTradeDetail` request (the route's uuid and tranDt). */
export interface TransactionDetailRequest {
  uuid: string;
  tranDt: string;
  type?: string;
}

/** `transactionRecordTradeDetail` response. */
export interface TransactionDetail extends TransactionRecord {
  merchantName: string;
  merchantNo: string;
  terminalNo: string;
  /** yuan credited after the fee */
  settleAmount: number;
  bankName: string;
  /** Why a failed trade (status '01') failed, e.g. '余额不足'; absent otherwise. */
  failReason?: string;
  /** A refund (tradeType '04'): the payment it returns, to open its detail. */
  origUuid?: string;
  /** 'YYYYMMDD' of that payment. */
  origTranDt?: string;
}

/** `withdrawalList` request; dates are 'YYYYMMDD'. */
export interface WithdrawalListRequest extends PageRequest {
  startDate?: string;
  endDate?: string;
}

/** One withdrawal. */
export interface WithdrawalRecord {
  uuid: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  applyTime: string;
  amount: number;
  fee: number;
  arrivalAmount: number;
  status: string;
  statusName?: string;
  bankName: string;
  /** masked on the wire */
  cardNo: string;
}

/** `withdrawalList` response: a page and the range's paid-out withdrawals. */
export interface WithdrawalListResponse extends PageResponse<WithdrawalRecord> {
  summary: { count: number; /** yuan */ amount: number };
}

/** `withdrawalDetail` request. */
export interface WithdrawalDetailRequest {
  uuid: string;
}

/** `withdrawalDetail` response. */
export interface WithdrawalDetail extends WithdrawalRecord {
  /** 'YYYY-MM-DD HH:mm:ss' the bank took it up (处理中), absent before */
  processTime?: string;
  /** 'YYYY-MM-DD HH:mm:ss', absent until paid out */
  arrivalTime?: string;
  failReason?: string;
}

/** `transactionRecordTradeDetailForOther` request (route /transaction/purchaseOrder/{uuid}/{type}/{tranDt?}). */
export interface PurchaseOrderDetailRequest {
  uuid: string;
  type: string;
  tranDt?: string;
}

/** A purchase order (device, service fee, membership or coupon bought by the merchant). */
export interface PurchaseOrderDetail {
  uuid: string;
  orderNo: string;
  /** What was bought: '01' device, '02' service fee, '03' membership, '04' coupon, '05' data card. */
  goodsType: string;
  goodsName: string;
  quantity: number;
  amount: number;
  payWay: string;
  status: string;
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
  payTime?: string;
}
