// The onboarding drafts (businessInfo / smallBusinessInfo and legalPersonInfo, docs/product.md §3)
// turned into the bodies of merchantAccessIncom and merchantAccessMicroIncom.
import type { BusinessInfo, LegalPersonInfo, SmallBusinessInfo } from '@merchant-h5/sdk';
import { text } from './useDraft';
import type { DraftValues } from './useDraft';

export function smallBusinessInfo(v: DraftValues): SmallBusinessInfo {
  return {
    mecDisNm: text(v, 'mecDisNm').trim(),
    address: text(v, 'address').trim(),
    regProvCd: text(v, 'regProvCd'),
    regCityCd: text(v, 'regCityCd'),
    regDistCd: text(v, 'regDistCd'),
    mccCd: text(v, 'mccCd'),
    mccValue: text(v, 'mccValue'),
    storePic: text(v, 'storePic'),
    storePicUrl: text(v, 'storePicUrl'),
    insideScenePic: text(v, 'insideScenePic'),
    insideScenePicUrl: text(v, 'insideScenePicUrl'),
  };
}

export function businessInfo(v: DraftValues): BusinessInfo {
  return {
    ...smallBusinessInfo(v),
    licensePic: text(v, 'licensePic'),
    atLicensePicUrl: text(v, 'atLicensePicUrl'),
    registCode: text(v, 'registCode').trim().toUpperCase(),
    cprRegAddr: text(v, 'cprRegAddr').trim(),
  };
}

export function legalPersonInfo(v: DraftValues): LegalPersonInfo {
  const name = text(v, 'identityName').trim();
  return {
    legalPersonidPositivePic: text(v, 'legalPersonidPositivePic'),
    legalPersonPositivePicUrl: text(v, 'legalPersonPositivePicUrl'),
    legalPersonidOppositePic: text(v, 'legalPersonidOppositePic'),
    legalPersonBackUrl: text(v, 'legalPersonBackUrl'),
    identityName: name,
    identityNo: text(v, 'identityNo').trim().toUpperCase(),
    idStartDate: text(v, 'idStartDate'),
    idEndDate: v.idLongTerm === true ? '' : text(v, 'idEndDate'),
    actNo: text(v, 'actNo'),
    // The settlement account is the legal person's own.
    actName: name,
    lbnkNo: text(v, 'lbnkNo'),
    lbnkNm: text(v, 'lbnkNm'),
    bankCardPositivePic: text(v, 'bankCardPositivePic'),
    bankCardPicUrl: text(v, 'bankCardPicUrl'),
    mblNo: text(v, 'mblNo').trim(),
  };
}
