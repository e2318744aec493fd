// What the server already has of the merchant (merchantAccessGetAuthentication): the business as
// registered and its legal person, masked. Read by onboarding's reuse and compliance screens, and by
// the card-machine forms, which start from the business address and the contact on file instead of
// asking for them again.
import { endpoints } from '@merchant-h5/sdk';
import type { AreaProvince, EndpointResponse } from '@merchant-h5/sdk';
import { useMemo } from 'react';
import { api } from './api';
import { areaNamesOf, streetAfterArea } from './area';
import type { AreaCodes } from './area';
import { gatewayCall } from './gatewayCall';
import { catalogueQuery } from './catalogueQuery';

const infoOnFileApi = api.enhanceEndpoints({ addTagTypes: ['MerchantAccess'] }).injectEndpoints({
  endpoints: (build) => ({
    infoOnFile: build.query<EndpointResponse<'merchantAccessGetAuthentication'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.merchantAccessGetAuthentication, { body: {} })),
      providesTags: ['MerchantAccess'],
    }),
  }),
});

export const { useInfoOnFileQuery } = infoOnFileApi;

export type AddressOnFile = AreaCodes & { street: string };

/**
 * The registered business address as an address form holds it: the tree's codes and the street after
 * the area's names. Null without an address, or when its district is not in the tree.
 *
 * @example addressOnFile({ address: '上海市黄浦区南京东路 100 号', regProvCd: '310000', … }, areas)
 * // { provinceCode: '310000', cityCode: '310100', districtCode: '310101', street: '南京东路 100 号' }
 */
export function addressOnFile(
  business: Pick<
    EndpointResponse<'merchantAccessGetAuthentication'>['businessInfo'],
    'address' | 'regProvCd' | 'regCityCd' | 'regDistCd'
  >,
  areas: readonly AreaProvince[],
): AddressOnFile | null {
  const codes = {
    provinceCode: business.regProvCd,
    cityCode: business.regCityCd,
    districtCode: business.regDistCd,
  };
  const names = areaNamesOf(areas, codes);
  if (!business.address.trim() || !names.district) return null;
  return { ...codes, street: streetAfterArea(business.address, names) };
}

/** The business address on file, once it and the area tree are here; null until then, or without one. */
export function useAddressOnFile(areas: readonly AreaProvince[] | undefined): AddressOnFile | null {
  const { data } = useInfoOnFileQuery();
  return useMemo(() => (data && areas ? addressOnFile(data.businessInfo, areas) : null), [data, areas]);
}

/** The legal person and mobile number on file, masked as the server gives them (张*, 138****8000). */
export interface ContactOnFile {
  nameMask: string;
  mobileMask: string;
}

/** The contact on file, once it is here; null until then, or when the server has no name or number. */
export function useContactOnFile(): ContactOnFile | null {
  const { data } = useInfoOnFileQuery();
  const person = data?.legalPersonInfo;
  return useMemo(
    () =>
      person?.identityName && person.mblNo
        ? { nameMask: person.identityName, mobileMask: person.mblNo }
        : null,
    [person],
  );
}
