// The goods (integral/mall: everyone's or the member-only ones, by category) and one commodity with
// the merchant's balance, whether it may be exchanged and the delivery addresses (integral/detail/{id}).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { mallGoodsCall } from './calls';
import type { MallFilter } from './calls';
import { pageOptions } from '../../../lib/pageOptions';
import { pointsMallApi } from './pointsMallApi';

export const mallApi = pointsMallApi.injectEndpoints({
  endpoints: (build) => ({
    mallGoods: build.infiniteQuery<EndpointResponse<'integralMall'>, MallFilter, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) => mallGoodsCall(queryArg, pageParam)),
      providesTags: ['Commodity', 'Points'],
    }),
    /** `id`: a commodityId or an integralId (the server takes either). */
    commodityDetail: build.query<EndpointResponse<'integralDetail'>, string>({
      ...catalogueQuery((id) => gatewayCall(endpoints.integralDetail, { params: { id } })),
      providesTags: ['Commodity', 'Points', 'DeliveryAddress'],
    }),
  }),
});

export const { useMallGoodsInfiniteQuery, useCommodityDetailQuery } = mallApi;
