// Binding the merchant account: the SMS code (sendCode; the server refuses another within 60 s),
// then the mobile number and code bind an account (user/loginRegisterBinding, type 'login') or open
// one for a number without one (the same call, type 'register'). It carries an idempotency key: a
// double tap, a retry or a reload while the answer is unknown binds once.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { officialAccountApi } from './officialAccountApi';

export interface BindArg {
  body: EndpointBody<'userLoginRegisterBinding'>;
  idempotencyKey: string;
}

const bindingApi = officialAccountApi.injectEndpoints({
  endpoints: (build) => ({
    sendBindCode: build.mutation<EndpointResponse<'sendCode'>, string>({
      ...catalogueQuery((phone) => gatewayCall(endpoints.sendCode, { body: { phone } })),
    }),
    bindMerchant: build.mutation<EndpointResponse<'userLoginRegisterBinding'>, BindArg>({
      ...catalogueQuery(({ body, idempotencyKey }) =>
        gatewayCall(endpoints.userLoginRegisterBinding, { body }, { idempotencyKey }),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['OfficialAccount', 'OfficialPrize']),
    }),
  }),
});

export const { useSendBindCodeMutation, useBindMerchantMutation } = bindingApi;
