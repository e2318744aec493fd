import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';
import { monthBillCall } from './calls';

export const billsApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    monthBill: build.query<EndpointResponse<'billQueryDetail'>, string>({
      ...catalogueQuery(monthBillCall),
      providesTags: (_r, _e, monthDate) => [{ type: 'Bill', id: monthDate }],
    }),
    /** Saving bills of one year 'YYYY'. */
    wealthBill: build.query<EndpointResponse<'wealthBill'>, string>({
      ...catalogueQuery((year) => gatewayCall(endpoints.wealthBill, { body: { year } })),
      providesTags: (_r, _e, year) => [{ type: 'Bill', id: `wealth-${year}` }],
    }),
  }),
});

export const { useMonthBillQuery, useWealthBillQuery } = billsApi;
