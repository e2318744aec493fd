import { TEXT_LIMITS } from './text-limits';
import type { Endpoint } from './types';

const S = 'pay-service' as const;

// pay-service calls (docs/product.md §7 "pay-service"): one `export const` each, `name` its key (the
// `endpoints` namespace joins the services: ./catalogue.ts). The app's build takes each into the
// chunk of the code that names it (app/build/catalogueSplit.ts).
export const transactionRecordList = {
  name: 'transactionRecordList',
  service: S,
  path: 'transactionRecord/list',
  method: 'POST',
  summary: '交易记录列表',
  limits: { keyword: TEXT_LIMITS.keyword },
} as const satisfies Endpoint;
export const transactionRecordTradeDetail = {
  name: 'transactionRecordTradeDetail',
  service: S,
  path: 'transactionRecord/tradeDetail',
  method: 'POST',
  summary: '交易详情',
} as const satisfies Endpoint;
export const transactionRecordTradeDetailForOther = {
  name: 'transactionRecordTradeDetailForOther',
  service: S,
  path: 'transactionRecord/tradeDetailForOther',
  method: 'POST',
  summary: '其他交易（购买订单）详情',
} as const satisfies Endpoint;
export const rateQueryLevelAndRate = {
  name: 'rateQueryLevelAndRate',
  service: S,
  path: 'rate/queryLevelAndRate',
  method: 'POST',
  summary: '等级与费率',
} as const satisfies Endpoint;
export const billQueryDetail = {
  name: 'billQueryDetail',
  service: S,
  path: 'bill/query/detail',
  method: 'GET',
  summary: '月账单（query monthDate=YYYYMM）',
} as const satisfies Endpoint;
export const happySend = {
  name: 'happySend',
  service: S,
  path: 'happySend',
  method: 'POST',
  // `action: 'order'` opens an order under the key its button keeps (a double tap or a retry must
  // not open two); reading the activity carries none.
  idempotent: 'when-keyed',
  summary: '开心送',
} as const satisfies Endpoint;
export const esignNature = {
  name: 'esignNature',
  service: S,
  path: 'esignNature',
  method: 'POST',
  // `sign: true` signs: its retry must not sign twice.
  idempotent: true,
  summary: '电子签章（服务协议的查阅与签署）',
} as const satisfies Endpoint;
export const xsfPayRate = {
  name: 'xsfPayRate',
  service: S,
  path: 'xsf/payRate',
  method: 'POST',
  summary: '新手费率',
} as const satisfies Endpoint;
