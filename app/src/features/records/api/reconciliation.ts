// The daily reconciliation (对账助手, docs/product.md §2 "Other" /recordAssistant): a day's successful
// trades, their fees and what was settled, as the server reconciled them.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { recordsApi } from './recordsApi';

const reconciliationApi = recordsApi.injectEndpoints({
  endpoints: (build) => ({
    reconciliation: build.query<EndpointResponse<'reconcil'>, string>({
      ...catalogueQuery((date) => gatewayCall(endpoints.reconcil, { body: { date } })),
      providesTags: ['Bill'],
    }),
  }),
});

export const { useReconciliationQuery } = reconciliationApi;
