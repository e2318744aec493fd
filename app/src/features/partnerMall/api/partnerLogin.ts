// A partner points mall's signed login address (pos-operation-service integral/duibaOrder). Asked
// afresh on every visit: a signed address is short-lived and is never taken from the cache.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, PartnerMallLoginRequest } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { partnerMallApi } from './partnerMallApi';

const partnerLoginApi = partnerMallApi.injectEndpoints({
  endpoints: (build) => ({
    partnerMallLogin: build.query<EndpointResponse<'integralDuibaOrder'>, PartnerMallLoginRequest>({
      ...catalogueQuery((body) => gatewayCall(endpoints.integralDuibaOrder, { body })),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePartnerMallLoginQuery } = partnerLoginApi;
