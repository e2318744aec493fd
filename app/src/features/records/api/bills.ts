import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/api';
import { recordsApi } from './recordsApi';
import type { AppRoute } from '../../../lib/routes';
import { toYm } from '../../../lib/dates';

const billsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    /** monthDate 'YYYYMM' travels in the query string (GET bill/query/detail?monthDate=). */
    monthBill: build.query<EndpointResponse<'billQueryDetail'>, string>({
      query: (monthDate) => gatewayCall(endpoints.billQueryDetail, { query: { monthDate } }),
      providesTags: (_r, _e, monthDate) => [{ type: 'Bill', id: monthDate }],
    }),
    /** Saving bills of one year 'YYYY'. */
    wealthBill: build.query<EndpointResponse<'wealthBill'>, string>({
      query: (year) => gatewayCall(endpoints.wealthBill, { body: { year } }),
      providesTags: (_r, _e, year) => [{ type: 'Bill', id: `wealth-${year}` }],
    }),
  }),
});

export const { useMonthBillQuery, useWealthBillQuery } = billsApi;

const YM = /^\d{6}$/;

/** The month the bill shows: `?monthDate=YYYYMM`, else this month. */
export function billMonth(asked: string, today = new Date()): string {
  return YM.test(asked) ? asked : toYm(today);
}

/** Asks for the month's bill while the bill's code loads. */
export const prefetchMonthBill: AppRoute['prefetch'] = ({ search, dispatch }) => {
  void dispatch(
    billsApi.endpoints.monthBill.initiate(billMonth(search.get('monthDate') ?? ''), { subscribe: false }),
  );
};
