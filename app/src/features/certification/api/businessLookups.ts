// What the certification forms pick from: the province → city → district tree of the area service,
// and the merchant categories (MCC). Neither changes while the merchant fills a form.
import { endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { gatewayCall } from '../../../lib/gatewayCall';
import { catalogueQuery } from '../../../lib/catalogueQuery';
import { certificationApi } from './certificationApi';

const HOUR = 3600;

const lookupsApi = certificationApi.injectEndpoints({
  endpoints: (build) => ({
    /** The areas under `parentCode` ('' lists the provinces). */
    certificationAreas: build.query<EndpointResponse<'bqCertificationQueryArea'>, string>({
      ...catalogueQuery((parentCode) =>
        gatewayCall(endpoints.bqCertificationQueryArea, { body: parentCode ? { parentCode } : {} }),
      ),
      providesTags: ['CertificationLookup'],
      keepUnusedDataFor: HOUR,
    }),
    /** Every category with its MCCs. */
    businessTypes: build.query<EndpointResponse<'merchantAccessGetBusinessType'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.merchantAccessGetBusinessType, { body: {} })),
      providesTags: ['CertificationLookup'],
      keepUnusedDataFor: HOUR,
    }),
  }),
});

export const { useCertificationAreasQuery, useBusinessTypesQuery } = lookupsApi;

/**
 * The names of an area from its codes, each level asked of the area service (cached for the hour);
 * a level still loading or not found is undefined.
 *
 * @example const names = useAreaNames('310000', '310100', '310104'); // { province: '上海市', … }
 */
export function useAreaNames(provinceCode: string, cityCode: string, districtCode: string) {
  const provinces = useCertificationAreasQuery('', { skip: !provinceCode });
  const cities = useCertificationAreasQuery(provinceCode, { skip: !provinceCode || !cityCode });
  const districts = useCertificationAreasQuery(cityCode, { skip: !cityCode || !districtCode });
  const name = (list: EndpointResponse<'bqCertificationQueryArea'>['list'] | undefined, code: string) =>
    list?.find((a) => a.code === code)?.name;
  return {
    province: name(provinces.data?.list, provinceCode),
    city: name(cities.data?.list, cityCode),
    district: name(districts.data?.list, districtCode),
  };
}
