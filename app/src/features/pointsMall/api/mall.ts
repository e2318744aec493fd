// The goods (integral/mall: everyone's or the member-only ones, by category) and one commodity with
// the merchant's balance, whether it may be exchanged and the delivery addresses (integral/detail/{id}).
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/api';
import type { AppRoute } from '../../../lib/routes';
import { MALL_PAGE_SIZE, pageOptions } from './pages';
import { pointsMallApi } from './pointsMallApi';

/** Which goods: the member-only ones (/vvip) or everyone's (/PointMall), of one category or all. */
export interface MallFilter {
  memberOnly: boolean;
  category?: string;
}

const mallApi = pointsMallApi.injectEndpoints({
  endpoints: (build) => ({
    mallGoods: build.infiniteQuery<EndpointResponse<'integralMall'>, MallFilter, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg, pageParam }) =>
        gatewayCall(endpoints.integralMall, {
          body: { ...queryArg, pageNum: pageParam, pageSize: MALL_PAGE_SIZE },
        }),
      providesTags: ['Commodity', 'Points'],
    }),
    /** `id`: a commodityId or an integralId (the server takes either). */
    commodityDetail: build.query<EndpointResponse<'integralDetail'>, string>({
      query: (id) => gatewayCall(endpoints.integralDetail, { params: { id } }),
      providesTags: ['Commodity', 'Points', 'DeliveryAddress'],
    }),
  }),
});

export const { useMallGoodsInfiniteQuery, useCommodityDetailQuery } = mallApi;

/** The mall's filter as its address gives it (`?category=`). */
export function mallFilter(category: string | null | undefined): MallFilter {
  return category ? { memberOnly: false, category } : { memberOnly: false };
}

/** Asks for the mall's first page, of the category in the address, while the screen's code loads. */
export const prefetchMall: AppRoute['prefetch'] = ({ search, dispatch }) => {
  void dispatch(
    mallApi.endpoints.mallGoods.initiate(mallFilter(search.get('category')), { subscribe: false }),
  );
};
