// Who the WeChat user is to the provider: the code WeChat's authorize step handed the page,
// exchanged once (wechat/binding), and the session's sign-in and binding as the server keeps it
// (wechat/loginInfo), which a reload asks again: the SMS cooldown left is the server's, not the tab's.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import { officialAccountApi } from './officialAccountApi';

const signInApi = officialAccountApi.injectEndpoints({
  endpoints: (build) => ({
    officialAccountSignIn: build.query<EndpointResponse<'wechatLoginInfo'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.wechatLoginInfo, { body: {} })),
      providesTags: ['OfficialAccount'],
    }),
    exchangeOauthCode: build.mutation<EndpointResponse<'wechatBinding'>, string>({
      ...catalogueQuery((code) => gatewayCall(endpoints.wechatBinding, { body: { code } })),
      invalidatesTags: (_result, error) => (error ? [] : ['OfficialAccount', 'OfficialPrize']),
    }),
  }),
});

export const { useOfficialAccountSignInQuery, useExchangeOauthCodeMutation } = signInApi;
