// The records screens' first calls as the gateway takes them, without the store: the RTK endpoints
// build their queries here, and so does start-up, which sends a screen's first call before the
// store's code has arrived (../firstCalls.ts).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { rangeFrom } from '../../../lib/dateRange';
import { toYm } from '../../../lib/dates';
import { safeKeyword } from '../lib/searchKeyword';
import { PAGE_SIZE } from './pages';

/** The list filter: dates 'YYYYMMDD', `tradeType` '' for all, `keyword` '' for no search. */
export type TransactionFilter = Pick<
  EndpointBody<'transactionRecordList'>,
  'startDate' | 'endDate' | 'tradeType' | 'keyword'
>;

/** The address keys the list reads (and writes back as the merchant filters). */
export const TRANSACTION_FILTER_KEYS = ['startDate', 'endDate', 'tradeType', 'keyword'] as const;

/** The list's filter from the address's values: the screen and the prefetch read it alike. */
export function transactionFilter(
  values: Record<(typeof TRANSACTION_FILTER_KEYS)[number], string>,
): TransactionFilter & { tradeType: string; keyword: string } {
  return { ...rangeFrom(values), tradeType: values.tradeType, keyword: safeKeyword(values.keyword) };
}

/** The same, from the address's query string. */
export function transactionFilterOf(search: URLSearchParams): TransactionFilter {
  const value = (key: (typeof TRANSACTION_FILTER_KEYS)[number]) => search.get(key) ?? '';
  return transactionFilter({
    startDate: value('startDate'),
    endDate: value('endDate'),
    tradeType: value('tradeType'),
    keyword: value('keyword'),
  });
}

export const transactionRecordsCall = (filter: TransactionFilter, pageNum: number) =>
  gatewayCall(endpoints.transactionRecordList, { body: { ...filter, pageNum, pageSize: PAGE_SIZE } });

/** The withdrawal list filter: dates 'YYYYMMDD'. */
export type WithdrawalFilter = Pick<EndpointBody<'withdrawalList'>, 'startDate' | 'endDate'>;

/** The withdrawal list's filter from the address's query string (the list reads it alike). */
export function withdrawalFilterOf(search: URLSearchParams): WithdrawalFilter {
  return rangeFrom({ startDate: search.get('startDate') ?? '', endDate: search.get('endDate') ?? '' });
}

export const withdrawalRecordsCall = (filter: WithdrawalFilter, pageNum: number) =>
  gatewayCall(endpoints.withdrawalList, { body: { ...filter, pageNum, pageSize: PAGE_SIZE } });

const YM = /^\d{6}$/;

/** The month the bill shows: `?monthDate=YYYYMM`, else this month. */
export function billMonth(asked: string, today = new Date()): string {
  return YM.test(asked) ? asked : toYm(today);
}

/** monthDate 'YYYYMM' travels in the query string (GET bill/query/detail?monthDate=). */
export const monthBillCall = (monthDate: string) =>
  gatewayCall(endpoints.billQueryDetail, { query: { monthDate } });
