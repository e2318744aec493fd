import { endpoints } from '@merchant-h5/sdk';
import type { MonthBill, MonthBillRequest, WealthBill, WealthBillRequest } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';

const billsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** monthDate 'YYYYMM' travels in the query string (GET bill/query/detail?monthDate=). */
    monthBill: build.query<MonthBill, string>({
      query: (monthDate) => ({
        endpoint: endpoints.billQueryDetail,
        query: { monthDate } satisfies MonthBillRequest,
      }),
      providesTags: (_r, _e, monthDate) => [{ type: 'Bill', id: monthDate }],
    }),
    /** Saving bills of one year 'YYYY'. */
    wealthBill: build.query<WealthBill, string>({
      query: (year) => ({ endpoint: endpoints.wealthBill, body: { year } satisfies WealthBillRequest }),
      providesTags: (_r, _e, year) => [{ type: 'Bill', id: `wealth-${year}` }],
    }),
  }),
});

export const { useMonthBillQuery, useWealthBillQuery } = billsApi;
