// The bank offers (pos-operation-service bankOffer/*, designed in issue 38): the recommended banks
// and featured offers, the running offers a page at a time by bank, and one offer.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { gatewayCall } from '../../../lib/gatewayCall';
import type { AppRoute } from '../../../lib/routes';
import { bankOffersApi } from './bankOffersApi';
import { pageOptions } from '../../../lib/pageOptions';

export const OFFER_PAGE_SIZE = 10;

export const bankOfferApi = bankOffersApi.injectEndpoints({
  endpoints: (build) => ({
    bankOfferHome: build.query<EndpointResponse<'bankOfferHome'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.bankOfferHome, { body: {} })),
      providesTags: [{ type: 'BankOffers', id: 'HOME' }],
    }),
    /** The running offers of one bank (its code) or of every bank (''). */
    bankOfferList: build.infiniteQuery<EndpointResponse<'bankOfferList'>, string, number>({
      infiniteQueryOptions: pageOptions,
      ...catalogueQuery(({ queryArg, pageParam }) =>
        gatewayCall(endpoints.bankOfferList, {
          body: {
            pageNum: pageParam,
            pageSize: OFFER_PAGE_SIZE,
            ...(queryArg ? { bankCode: queryArg } : {}),
          },
        }),
      ),
      providesTags: [{ type: 'BankOffers', id: 'LIST' }],
    }),
    bankOfferDetail: build.query<EndpointResponse<'bankOfferDetail'>, string>({
      ...catalogueQuery((offerId) => gatewayCall(endpoints.bankOfferDetail, { body: { offerId } })),
      providesTags: (_r, _e, offerId) => [{ type: 'BankOffers', id: offerId }],
    }),
  }),
});

export const { useBankOfferHomeQuery, useBankOfferListInfiniteQuery, useBankOfferDetailQuery } = bankOfferApi;

/** The index's banks and featured offers, asked for while the screen loads. */
export const prefetchBankIndex: AppRoute['prefetch'] = ({ dispatch }) => {
  void dispatch(bankOfferApi.endpoints.bankOfferHome.initiate(undefined, { subscribe: false }));
};

/** The banks (the filter's chips) and the first page of the bank in the address. */
export const prefetchMoreOffers: AppRoute['prefetch'] = ({ search, dispatch }) => {
  void dispatch(bankOfferApi.endpoints.bankOfferHome.initiate(undefined, { subscribe: false }));
  void dispatch(
    bankOfferApi.endpoints.bankOfferList.initiate(search.get('bank') ?? '', { subscribe: false }),
  );
};

/** The offer the address names. */
export const prefetchOfferDetail: AppRoute['prefetch'] = ({ params, dispatch }) => {
  if (params.id)
    void dispatch(bankOfferApi.endpoints.bankOfferDetail.initiate(params.id, { subscribe: false }));
};
