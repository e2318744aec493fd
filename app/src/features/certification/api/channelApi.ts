// The Alipay / WeChat merchant certification (sdk channel-certification.types.ts): its state per
// channel, opening it and submitting it. Its cache tags are the channel sub-area's own; a new
// settlement card changes the account it shows, hence 'SettlementCard' too.
import { endpoints } from '@merchant-h5/sdk';
import type { CertChannel, ChannelCertificationRequest, EndpointResponse } from '@merchant-h5/sdk';
import { api } from '../../../lib/api';
import type { Submission } from '../../../lib/submission';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';

const channelApi = api
  .enhanceEndpoints({ addTagTypes: ['ChannelCertification', 'SettlementCard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      channelCertification: build.query<EndpointResponse<'certificationMerchantRepo'>, CertChannel>({
        ...catalogueQuery((channel) =>
          gatewayCall(endpoints.certificationMerchantRepo, { body: { channel } }),
        ),
        providesTags: (_r, _e, channel) => [{ type: 'ChannelCertification', id: channel }, 'SettlementCard'],
      }),
      openChannel: build.mutation<EndpointResponse<'certificationAddPersonAccount'>, CertChannel>({
        ...catalogueQuery((channel) =>
          gatewayCall(endpoints.certificationAddPersonAccount, { body: { channel } }),
        ),
        invalidatesTags: (_r, error, channel) =>
          error ? [] : [{ type: 'ChannelCertification', id: channel }],
      }),
      submitChannelCertification: build.mutation<
        EndpointResponse<'certificationSubmitCertification'>,
        Submission<ChannelCertificationRequest>
      >({
        ...catalogueQuery(({ body, idempotencyKey }) =>
          gatewayCall(endpoints.certificationSubmitCertification, { body }, { idempotencyKey }),
        ),
        invalidatesTags: (_r, error, { body }) =>
          error ? [] : [{ type: 'ChannelCertification', id: body.channel }],
      }),
    }),
  });

export const { useChannelCertificationQuery, useOpenChannelMutation, useSubmitChannelCertificationMutation } =
  channelApi;
