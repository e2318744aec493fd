// The points bill (integral bill), newest first, a page of 20 at a time, by kind of entry.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, PointEntryType } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { pointsApi } from './pointsApi';
import { pageOptions } from '../../../lib/pageOptions';

export const BILL_PAGE_SIZE = 20;

/** '' is every kind. */
export type BillFilter = PointEntryType | '';

const billApi = pointsApi.injectEndpoints({
  endpoints: (build) => ({
    pointBill: build.infiniteQuery<EndpointResponse<'integralBill'>, BillFilter, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) =>
        gatewayCall(endpoints.integralBill, {
          body: {
            pageNum: pageParam,
            pageSize: BILL_PAGE_SIZE,
            ...(queryArg ? { tradeType: queryArg } : {}),
          },
        }),
      ),
      providesTags: ['Points'],
    }),
  }),
});

export const { usePointBillInfiniteQuery } = billApi;

export const isBillFilter = (value: string): value is BillFilter =>
  value === '' || value === '01' || value === '02' || value === '03';

/** Asks for the bill's first page (of the kind in the address) while the screen's code loads. */
export const prefetchPointBill: AppRoute['prefetch'] = ({ search, dispatch }) => {
  const type = search.get('tradeType') ?? '';
  void dispatch(billApi.endpoints.pointBill.initiate(isBillFilter(type) ? type : '', { subscribe: false }));
};
