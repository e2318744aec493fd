// Abnormal transactions (pos-pay-service abnormalHandle/*): the ones to handle, one of them, the
// trade types, the recovery application and its progress.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import type { AppRoute } from '../../../lib/routes';
import { helpApi } from './helpApi';

/** The application and the key that makes a second tap or a retry the same application. */
export interface RecoveryApplication {
  body: EndpointBody<'abnormalHandleApply'>;
  idempotencyKey: string;
}

const abnormalApi = helpApi.injectEndpoints({
  endpoints: (build) => ({
    abnormalCheck: build.query<EndpointResponse<'abnormalHandleCheck'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.abnormalHandleCheck, { body: {} })),
      providesTags: ['Abnormal'],
    }),
    abnormalInfo: build.query<EndpointResponse<'abnormalHandleInfo'>, string>({
      ...catalogueQuery((abnormalId) => gatewayCall(endpoints.abnormalHandleInfo, { body: { abnormalId } })),
      providesTags: (_r, _e, id) => [{ type: 'Abnormal', id }],
    }),
    abnormalTradeTypes: build.query<EndpointResponse<'abnormalHandleTradeType'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.abnormalHandleTradeType, { body: {} })),
    }),
    recoveryProgress: build.query<EndpointResponse<'abnormalHandleRecoveryProgress'>, string>({
      ...catalogueQuery((abnormalId) =>
        gatewayCall(endpoints.abnormalHandleRecoveryProgress, { body: { abnormalId } }),
      ),
      providesTags: (_r, _e, id) => [{ type: 'Abnormal', id }],
    }),
    applyRecovery: build.mutation<EndpointResponse<'abnormalHandleApply'>, RecoveryApplication>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.abnormalHandleApply, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_r, error, { body }) =>
        error ? [] : ['Abnormal', { type: 'Abnormal', id: body.abnormalId }],
    }),
  }),
});

export const {
  useAbnormalCheckQuery,
  useAbnormalInfoQuery,
  useAbnormalTradeTypesQuery,
  useRecoveryProgressQuery,
  useApplyRecoveryMutation,
} = abnormalApi;

/** Asks for the list to handle while its code loads. */
export const prefetchAbnormalCheck: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(abnormalApi.endpoints.abnormalCheck.initiate(undefined, { subscribe: false }));
};
