// The certification and onboarding forms of docs/product.md §3, field names exactly as the product uses
// them.
import { emptyBankBranch } from '../../../components/BankCard/bankBranch';
import type { BankBranchValue } from '../../../components/BankCard/bankBranch';

export interface CertificationUserInfo {
  useSelfInfo: boolean;
  legalManName: string;
  legalManCardNo: string;
  cardStartTime: string;
  cardEndTime: string;
}

export interface CertificationImageInfo {
  legalManFrontPic: string;
  legalManReversePic: string;
  businessLicensePic: string;
  shopPic: string;
  insideScenePic: string;
}

/** The merchant business certification form, plus the fields "another certification form" adds. */
export interface CertificationForm extends CertificationImageInfo {
  registNo: string;
  registProvince: string;
  registCity: string;
  registArea: string;
  /** The displayed area label. */
  areaLabel: string;
  haveSubmit: boolean;
  inputUserInfo: CertificationUserInfo;
  imageInfo: CertificationImageInfo;
  legalManName: string;
  cardStartTime: string;
  cardEndTime: string;
  legalManCardNo: string;
  actNo: string;
  setBankNo: string;
  equNo: string;
  businessAddress: string;
  businessName: string;
  /** The category picked (the onboarding's field names). */
  mccCd: string;
  mccValue: string;
  /** The settlement card's bank and branch; setBankNo is the branch's line number at submit. */
  settleBank: BankBranchValue;
}

const address = ['address', 'regProvCd', 'regCityCd', 'regDistCd', 'mccCd', 'mccValue'] as const;
const pictures = ['storePic', 'storePicUrl', 'insideScenePic', 'insideScenePicUrl', 'mecDisNm'] as const;

/** Field names of the four onboarding form kinds. */
export const onboardingFields = {
  businessInfo: ['atLicensePicUrl', 'licensePic', 'registCode', 'cprRegAddr', ...address, ...pictures],
  legalPersonInfo: [
    'legalPersonidPositivePic',
    'legalPersonPositivePicUrl',
    'legalPersonidOppositePic',
    'legalPersonBackUrl',
    'identityName',
    'nameMask',
    'identityNo',
    'idNoMask',
    'actNm',
    'actNo',
    'actName',
    'lbnkNo',
    'bankCardPositivePic',
    'bankCardPicUrl',
    'mblNo',
    'cardInfo',
  ],
  updateCreditCard: [
    'cardNum',
    'bankName',
    'bankInfo',
    'areaName',
    'provinceValue',
    'cityValue',
    'branchBankNm',
    'branchBankCode',
    'imagePic',
    'imageUrl',
  ],
  /** businessInfo's address, category and picture fields, without the license fields. */
  smallBusinessInfo: [...address, ...pictures],
} as const;

export type OnboardingKind = keyof typeof onboardingFields;
export type OnboardingForm<K extends OnboardingKind> = {
  [F in (typeof onboardingFields)[K][number]]: string;
} & {
  /** Structured values some fields carry (e.g. cardInfo, bankInfo) stay as the screen stored them. */
  [extra: string]: unknown;
};
export type OnboardingForms = { [K in OnboardingKind]: Partial<OnboardingForm<K>> };

const emptyImages: CertificationImageInfo = {
  legalManFrontPic: '',
  legalManReversePic: '',
  businessLicensePic: '',
  shopPic: '',
  insideScenePic: '',
};

export const emptyCertificationForm: CertificationForm = {
  registNo: '',
  registProvince: '',
  registCity: '',
  registArea: '',
  areaLabel: '',
  haveSubmit: false,
  inputUserInfo: {
    useSelfInfo: true,
    legalManName: '',
    legalManCardNo: '',
    cardStartTime: '',
    cardEndTime: '',
  },
  imageInfo: emptyImages,
  ...emptyImages,
  legalManName: '',
  cardStartTime: '',
  cardEndTime: '',
  legalManCardNo: '',
  actNo: '',
  setBankNo: '',
  equNo: '',
  businessAddress: '',
  businessName: '',
  mccCd: '',
  mccValue: '',
  settleBank: emptyBankBranch,
};
