import { endpoints } from '@merchant-h5/sdk';
import type { DeviceApplyKind, EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { devicesApi } from './devicesApi';

/** A BigMac (JWB) application is followed through its own progress call; the others through cooperate's. */
const progressOf = (kind: DeviceApplyKind) =>
  kind === 'jwb'
    ? endpoints.onlineDeviceApplyJwbProgress
    : endpoints.onlineDeviceApplyCooperateDeviceProgress;

const applicationsApi = devicesApi.injectEndpoints({
  endpoints: (build) => ({
    applyDevice: build.mutation<EndpointResponse<'deviceApply'>, Submission<EndpointBody<'deviceApply'>>>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.deviceApply, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['DeviceApplication'],
    }),
    replaceDevice: build.mutation<
      EndpointResponse<'deviceReplace'>,
      Submission<EndpointBody<'deviceReplace'>>
    >({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.deviceReplace, { body }, { idempotencyKey }),
      ),
      invalidatesTags: ['DeviceApplication'],
    }),
    /** One application with its progress. */
    application: build.query<
      EndpointResponse<'onlineDeviceApplyCooperateDeviceProgress'>,
      { id: string; kind: DeviceApplyKind }
    >({
      ...catalogueQuery(({ id, kind }) => gatewayCall(progressOf(kind), { body: { id } })),
      providesTags: (_r, _e, { id }) => [{ type: 'DeviceApplication', id }],
    }),
    /** The merchant's applications of one kind, newest first. */
    applications: build.query<EndpointResponse<'onlineDeviceApplyCooperateDeviceProgress'>, DeviceApplyKind>({
      ...catalogueQuery((kind) => gatewayCall(progressOf(kind), { body: { kind } })),
      providesTags: ['DeviceApplication'],
    }),
    /** Urges one application; the server allows it once a day and answers why not otherwise. */
    urgeApplication: build.mutation<EndpointResponse<'deviceUrging'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.deviceUrging, { query: { id } })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'DeviceApplication', id }]),
    }),
  }),
});

export const {
  useApplyDeviceMutation,
  useReplaceDeviceMutation,
  useApplicationQuery,
  useApplicationsQuery,
  useUrgeApplicationMutation,
} = applicationsApi;
