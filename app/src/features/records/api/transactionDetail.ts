import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { recordsApi } from './recordsApi';

const transactionDetailApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    transactionDetail: build.query<
      EndpointResponse<'transactionRecordTradeDetail'>,
      EndpointBody<'transactionRecordTradeDetail'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.transactionRecordTradeDetail, { body })),
      providesTags: (_r, _e, arg) => [{ type: 'Transaction', id: arg.uuid }],
    }),
    purchaseOrderDetail: build.query<
      EndpointResponse<'transactionRecordTradeDetailForOther'>,
      EndpointBody<'transactionRecordTradeDetailForOther'>
    >({
      ...catalogueQuery((body) => gatewayCall(endpoints.transactionRecordTradeDetailForOther, { body })),
      providesTags: (_r, _e, arg) => [{ type: 'Order', id: arg.uuid }],
    }),
  }),
});

export const { useTransactionDetailQuery, usePurchaseOrderDetailQuery } = transactionDetailApi;
