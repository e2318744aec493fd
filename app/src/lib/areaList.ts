// The province → city → district tree every area picker chooses from (onlineDeviceApply/areaList), in
// the one RTK Query api: the certification forms, the card-machine forms and the points mall's
// delivery addresses all read this one list.
import { endpoints } from '@merchant-h5/sdk';
import type { AreaProvince, EndpointResponse } from '@merchant-h5/sdk';
import { api } from './api';
import { gatewayCall } from './gatewayCall';
import { catalogueQuery } from './catalogueQuery';

const areaListApi = api.enhanceEndpoints({ addTagTypes: ['AreaList'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Provinces with their cities and districts. */
    areaList: build.query<EndpointResponse<'onlineDeviceApplyAreaList'>, void>({
      ...catalogueQuery(() => gatewayCall(endpoints.onlineDeviceApplyAreaList, { body: {} })),
      providesTags: ['AreaList'],
      // The tree does not change while the merchant fills a form.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useAreaListQuery } = areaListApi;

const NO_AREAS: readonly AreaProvince[] = [];

/**
 * The tree as AreaPicker takes it: empty while it loads, and `onReload` once loading failed (the
 * picker offers 重新加载 in place: a query's failure is shown where its data would be).
 *
 * @example
 * const areaList = useAreaTree();
 * <AreaPicker id="cert-area" label="注册地区" {...areaList} value={area} onChange={setArea} />
 */
export function useAreaTree(): { areas: readonly AreaProvince[]; onReload?: () => void } {
  const { data, isError, refetch } = useAreaListQuery();
  return {
    areas: data?.list ?? NO_AREAS,
    ...(isError ? { onReload: () => void refetch() } : {}),
  };
}
