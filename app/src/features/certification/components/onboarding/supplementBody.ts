// The compliance supplement's draft (formTemp.complianceSupplement) and the body it submits.
import type { EndpointBody } from '@merchant-h5/sdk';
import { text } from './useDraft';
import type { DraftValues } from './useDraft';

export const SUPPLEMENT_DRAFT = 'complianceSupplement';

export const reusesIdentity = (values: DraftValues): boolean => values.reuseIdentity === '1';

export function supplementBody(values: DraftValues): EndpointBody<'userAuthInfoSupplementSubmit'> {
  const shop = {
    mecDisNm: text(values, 'mecDisNm').trim(),
    address: text(values, 'address').trim(),
    regProvCd: text(values, 'regProvCd'),
    regCityCd: text(values, 'regCityCd'),
    regDistCd: text(values, 'regDistCd'),
    mccCd: text(values, 'mccCd'),
    mccValue: text(values, 'mccValue'),
    storePic: text(values, 'storePic'),
    insideScenePic: text(values, 'insideScenePic'),
  };
  if (reusesIdentity(values)) return { ...shop, reuseIdentity: '1' };
  return {
    ...shop,
    reuseIdentity: '0',
    identityName: text(values, 'identityName').trim(),
    identityNo: text(values, 'identityNo').trim().toUpperCase(),
    idStartDate: text(values, 'idStartDate'),
    idEndDate: values.idLongTerm === true ? '' : text(values, 'idEndDate'),
  };
}
