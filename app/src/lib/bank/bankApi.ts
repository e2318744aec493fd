// The bank reference services (bank/queryProv, queryCity, queryBank, queryBankBranch) in the one RTK
// Query api: shared by every form that takes a settlement card (certification, settlement card change).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { api } from '../api';
import { gatewayCall } from '../gatewayCall';
import { catalogueQuery } from '../catalogueQuery';

/** The branch search of one bank in one city. */
export interface BranchSearch {
  bankCode: string;
  cityCd: string;
  keyword?: string;
}

// Reference data does not change while a form is filled in.
const REFERENCE_SECONDS = 3600;

export const bankApi = api.enhanceEndpoints({ addTagTypes: ['Bank'] }).injectEndpoints({
  endpoints: (build) => ({
    bankProvinces: build.query<EndpointResponse<'bankQueryProv'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.bankQueryProv, { body: {} })),
      providesTags: ['Bank'],
      keepUnusedDataFor: REFERENCE_SECONDS,
    }),
    bankCities: build.query<EndpointResponse<'bankQueryCity'>, string>({
      ...catalogueQuery((provCd) => gatewayCall(endpoints.bankQueryCity, { body: { provCd } })),
      providesTags: ['Bank'],
      keepUnusedDataFor: REFERENCE_SECONDS,
    }),
    /** Banks whose name holds `keyword` (all of them for ''). */
    banks: build.query<EndpointResponse<'bankQueryBank'>, string>({
      ...catalogueQuery((keyword) =>
        gatewayCall(endpoints.bankQueryBank, { body: keyword ? { keyword } : {} }),
      ),
      providesTags: ['Bank'],
      keepUnusedDataFor: REFERENCE_SECONDS,
    }),
    bankBranches: build.query<EndpointResponse<'bankQueryBankBranch'>, BranchSearch>({
      ...catalogueQuery(({ bankCode, cityCd, keyword }) =>
        gatewayCall(endpoints.bankQueryBankBranch, {
          body: { bankCode, cityCd, ...(keyword ? { keyword } : {}) },
        }),
      ),
      providesTags: ['Bank'],
      keepUnusedDataFor: REFERENCE_SECONDS,
    }),
  }),
});

export const { useBankProvincesQuery, useBankCitiesQuery, useBanksQuery, useBankBranchesQuery } = bankApi;
