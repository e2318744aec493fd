import { endpoints } from '@merchant-h5/sdk';
import type {
  PurchaseOrderDetail,
  PurchaseOrderDetailRequest,
  TransactionDetail,
  TransactionDetailRequest,
} from '@merchant-h5/sdk';
import { api } from '../../../lib/api';

const transactionDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    transactionDetail: build.query<TransactionDetail, TransactionDetailRequest>({
      query: (body) => ({ endpoint: endpoints.transactionRecordTradeDetail, body }),
      providesTags: (_r, _e, arg) => [{ type: 'Transaction', id: arg.uuid }],
    }),
    purchaseOrderDetail: build.query<PurchaseOrderDetail, PurchaseOrderDetailRequest>({
      query: (body) => ({ endpoint: endpoints.transactionRecordTradeDetailForOther, body }),
      providesTags: (_r, _e, arg) => [{ type: 'Order', id: arg.uuid }],
    }),
  }),
});

export const { useTransactionDetailQuery, usePurchaseOrderDetailQuery } = transactionDetailApi;
