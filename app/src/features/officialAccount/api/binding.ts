// Binding the merchant account: the SMS code (wechat/sendCode; the server refuses another within
// 60 s), then the mobile number and code bind an account (wechat/bind/login) or open one for a
// number without one (wechat/bind/register). Both carry an idempotency key: a double tap, a retry
// or a reload while the answer is unknown binds once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse, OfficialAccountBindRequest } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { officialAccountApi } from './officialAccountApi';

export interface BindArg {
  body: OfficialAccountBindRequest;
  idempotencyKey: string;
}

const bindingApi = officialAccountApi.injectEndpoints({
  endpoints: (build) => ({
    sendBindCode: build.mutation<EndpointResponse<'wechatSendCode'>, string>({
      ...catalogueQuery((phone) => gatewayCall(endpoints.wechatSendCode, { body: { phone } })),
    }),
    bindMerchant: build.mutation<EndpointResponse<'wechatBindLogin'>, BindArg>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.wechatBindLogin, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['OfficialAccount']),
    }),
    registerMerchant: build.mutation<EndpointResponse<'wechatBindRegister'>, BindArg>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.wechatBindRegister, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['OfficialAccount']),
    }),
  }),
});

export const { useSendBindCodeMutation, useBindMerchantMutation, useRegisterMerchantMutation } = bindingApi;
