// The merchant's delivery addresses (the points mall's address book), for claiming goods won.
import { endpoints } from '@merchant-h5/sdk';
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { activitiesApi } from './activitiesApi';

const addressesApi = activitiesApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryAddresses: build.query<DeliveryAddress[], void>({
      ...catalogueQuery(
        () => gatewayCall(endpoints.integralAddressList, { body: {} }),
        ({ list }) => list,
      ),
      providesTags: ['DeliveryAddress'],
    }),
  }),
});

export const { useDeliveryAddressesQuery } = addressesApi;
