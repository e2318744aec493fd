// Request and response shapes of onboarding (merchant/access, cpMerchant), the compliance supplement
// and the mini-program service agreements (esignNature). Field names keep docs/product.md §3's
// spelling (businessInfo, legalPersonInfo, smallBusinessInfo: `legalPersonidPositivePic` is not a
// typo to fix). ID and card numbers travel in clear only in requests; answers carry them masked.
import type { FormFields } from './user-service.types';

/** '01' individual business (个体工商户), '02' small merchant without licence (小微商户), '03' company. */
export type MerchType = '01' | '02' | '03';

/** The shared address, category and picture fields (smallBusinessInfo is exactly these). */
export interface SmallBusinessInfo {
  mecDisNm: string;
  address: string;
  regProvCd: string;
  regCityCd: string;
  regDistCd: string;
  mccCd: string;
  mccValue: string;
  /** picture ids from merchantAccessUploadImage, and their urls */
  storePic: string;
  storePicUrl?: string;
  insideScenePic: string;
  insideScenePicUrl?: string;
}

/** businessInfo: the licence fields on top of smallBusinessInfo's. */
export interface BusinessInfo extends SmallBusinessInfo {
  licensePic: string;
  atLicensePicUrl?: string;
  registCode: string;
  cprRegAddr: string;
}

/** legalPersonInfo as an onboarding request sends it (identityNo and actNo in clear, once). */
export interface LegalPersonInfo {
  legalPersonidPositivePic: string;
  legalPersonPositivePicUrl?: string;
  legalPersonidOppositePic: string;
  legalPersonBackUrl?: string;
  identityName: string;
  identityNo: string;
  /** 'YYYY-MM-DD'; idEndDate '' when long-term */
  idStartDate?: string;
  idEndDate?: string;
  actNo: string;
  actName: string;
  lbnkNo: string;
  lbnkNm?: string;
  bankCardPositivePic?: string;
  bankCardPicUrl?: string;
  mblNo: string;
}

/** `merchantAccessIncom` request: an individual business or a company with a licence. */
export interface AccessForm extends FormFields {
  merchType: Exclude<MerchType, '02'>;
  businessInfo: BusinessInfo;
  legalPersonInfo: LegalPersonInfo;
}

/** `merchantAccessMicroIncom` / `cpMerchantSubmit` request: a small merchant without licence. */
export interface MicroAccessForm extends FormFields {
  smallBusinessInfo: SmallBusinessInfo;
  legalPersonInfo: LegalPersonInfo;
}

/**
 * `userAuthInfoSupplementSubmit` request: what the regulator asks the merchant to confirm or
 * supplement — smallBusinessInfo's fields, and the identity. `reuseIdentity: '1'` keeps the legal
 * person on file (no ID number is sent again); '0' sends a new identity.
 */
export interface AuthSupplementForm extends FormFields, SmallBusinessInfo {
  reuseIdentity: '0' | '1';
  identityName?: string;
  identityNo?: string;
  idStartDate?: string;
  idEndDate?: string;
}

/**
 * `esignNature` request. Without `operationId` it reads the merchant's agreement overview; with it,
 * the agreements of that operation for `merchType`; `sign: true` records the signature (idempotent:
 * signing twice keeps the first signature).
 */
export interface ServiceAgreementRequest {
  operationId?: string;
  merchType?: MerchType;
  /** '1' the signed application is audited automatically, '0' by hand */
  isAutoAudit?: '0' | '1';
  /** '1' the WeChat pay business opens by itself once the audit passes */
  businessAutoSwitch?: '0' | '1';
  sign?: boolean;
}

/** One agreement; `content` is server HTML (shown sanitised). */
export interface ServiceAgreement {
  code: string;
  title: string;
  content: string;
}
