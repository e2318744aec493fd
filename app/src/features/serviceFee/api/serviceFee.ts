// The terminal service fee (docs/product.md §7 device serviceFee): what is due and what it covers,
// the order a wallet or a QR code pays, and the refund.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, ServiceFeePayWay } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { serviceFeeApi } from './serviceFeeApi';

export interface OpenOrderArg {
  channel: ServiceFeePayWay;
  /** Kept for the pay action: a double tap or a retry opens no second order. */
  idempotencyKey: string;
}

export const REFUND_REASON = '达标返还';

const feeApi = serviceFeeApi.injectEndpoints({
  endpoints: (build) => ({
    serviceFeePayedInfo: build.query<EndpointResponse<'deviceServiceFeePayedInfo'>, string | void>({
      ...catalogueQuery((orderNo) =>
        gatewayCall(endpoints.deviceServiceFeePayedInfo, { body: orderNo ? { orderNo } : {} }),
      ),
      providesTags: ['ServiceFee'],
    }),
    serviceFeeDescription: build.query<EndpointResponse<'deviceServiceFeeDescriptionText'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeDescriptionText, { body: {} })),
    }),
    serviceFeeActivities: build.query<EndpointResponse<'deviceServiceFeeActivityInfos'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeActivityInfos, { body: {} })),
    }),
    serviceFeeChannels: build.query<EndpointResponse<'deviceServiceFeeFeeChannel'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeFeeChannel, { body: {} })),
    }),
    serviceFeeOrderControl: build.query<EndpointResponse<'deviceServiceFeePreOrderControl'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeePreOrderControl, { body: {} })),
    }),
    eposStatus: build.query<EndpointResponse<'deviceServiceFeeEposStatus'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeEposStatus, { body: {} })),
    }),
    serviceFeeCurrentRefund: build.query<EndpointResponse<'deviceServiceFeeCurrentRefund'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.deviceServiceFeeCurrentRefund, { body: {} })),
      providesTags: ['ServiceFeeRefund'],
    }),
    openServiceFeeOrder: build.mutation<EndpointResponse<'deviceServiceFeeReceiveCodeInfo'>, OpenOrderArg>({
      ...catalogueQuery(({ channel, idempotencyKey }) =>
        gatewayCall(endpoints.deviceServiceFeeReceiveCodeInfo, { body: { channel } }, { idempotencyKey }),
      ),
    }),
    refundServiceFee: build.mutation<EndpointResponse<'deviceServiceFeeRefund'>, { idempotencyKey: string }>({
      ...catalogueQuery(({ idempotencyKey }) =>
        gatewayCall(
          endpoints.deviceServiceFeeRefund,
          { body: { reason: REFUND_REASON } },
          { idempotencyKey },
        ),
      ),
      invalidatesTags: ['ServiceFeeRefund'],
    }),
  }),
});

export const {
  useServiceFeePayedInfoQuery,
  useServiceFeeDescriptionQuery,
  useServiceFeeActivitiesQuery,
  useServiceFeeChannelsQuery,
  useServiceFeeOrderControlQuery,
  useEposStatusQuery,
  useServiceFeeCurrentRefundQuery,
  useOpenServiceFeeOrderMutation,
  useRefundServiceFeeMutation,
} = feeApi;
