// Exchanging a code (couponPackageExchange, idempotent): the key the form keeps for the action goes
// with it, so a double tap or a retry exchanges once; success refreshes the wallet.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { couponsApi, refreshWallet } from './couponsApi';

export interface ExchangeArg {
  code: string;
  idempotencyKey: string;
}

const exchangeApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    exchangeCode: build.mutation<EndpointResponse<'couponPackageExchange'>, ExchangeArg>({
      ...catalogueQuery(({ code, idempotencyKey }) =>
        gatewayCall(endpoints.couponPackageExchange, { body: { code } }, { idempotencyKey }),
      ),
      invalidatesTags: refreshWallet,
    }),
  }),
});

export const { useExchangeCodeMutation } = exchangeApi;
