// The Alipay and WeChat merchant certification (支付宝/微信商家认证, docs/product.md "Certification"),
// mapped onto the user-service calls the product lists for it:
//   certification/merchantRepo        the channel's certification (eligibility, method, status, account)
//   certification/addPersonAccount    opens it: the merchant's account at the channel
//   certification/submitCertification submits it with the chosen authentication method
//   merchant/access/getSettlementCard, setBank/update  the settlement account it verifies, and adding one
// Without `channel` the first three keep their real-name meaning (PersonIdentity, RealNameCertified).
import type {
  BankCard,
  CertificationEvent,
  CertificationImages,
  CertificationStatus,
  MerchantReport,
  PersonAccount,
  PersonAccountRequest,
  PersonIdentity,
  RealNameCertified,
  RejectedPicture,
  SettlementCardChange,
} from './user-service.types';

/** Where the merchant is certified. */
export type CertChannel = 'alipay' | 'wechat';

/**
 * How the merchant proves who they are (the `{atMethod}` route param): the legal person's name and
 * ID number, or the settlement account (the channel checks the holder against the licence).
 */
export type AtMethod = 'legalPerson' | 'account';

/** `certificationMerchantRepo` request: one channel ('alipay' when absent). */
export interface ChannelReportRequest {
  channel?: CertChannel;
}

/** `certificationMerchantRepo` response: the report (报备) and the channel's certification. */
export interface ChannelCertification extends MerchantReport {
  channel: CertChannel;
  /** Whether the merchant may open it; `ineligibleReason` says why not. */
  eligible: boolean;
  ineligibleReason: string | null;
  /** No business licence: the small-merchant variant (legal person only). */
  smallMerchant: boolean;
  opened: boolean;
  atMethod: AtMethod | null;
  status: CertificationStatus;
  statusName: string;
  /** Why it was rejected (one line per problem), empty otherwise. */
  rejectReasons: string[];
  /**
   * The photos the channel refused ([] unless rejected for its photos): uploaded again alone at
   * /AlipayCertificate/reUploadPic/{atMethod}, the method's other proof kept.
   */
  rejectedPics: RejectedPicture[];
  /** The account holder's name, masked (e.g. 李*). */
  holderNameMask: string;
  /**
   * The legal person the server already has, masked; the legal-person method can use it as it is
   * (`onFile`) instead of asking for it again. Null when the server has none.
   */
  legalPersonOnFile: { nameMask: string; idNoMask: string } | null;
  /** The settlement account the certification verifies, number masked; null when there is none. */
  account: BankCard | null;
  history: CertificationEvent[];
}

/** `certificationAddPersonAccount` request: with `channel`, opens that channel's certification. */
export interface ChannelOpenRequest extends Partial<PersonAccountRequest> {
  channel?: CertChannel;
}

/** `certificationAddPersonAccount` response. */
export interface ChannelOpened extends PersonAccount {
  channel: CertChannel | null;
  opened: boolean;
}

/**
 * The certification with one method: the legal person's identity (typed, or the one on file as
 * `legalPersonOnFile` shows it), or the settlement account; or,
 * after a photo rejection of that method, the refused photos alone (`pictures`, image ids from
 * merchantAccessUploadImage) — the identity or account on file is kept.
 */
export type ChannelCertificationRequest =
  | { channel: CertChannel; atMethod: 'legalPerson'; name: string; idNo: string }
  | { channel: CertChannel; atMethod: 'legalPerson'; onFile: true }
  | { channel: CertChannel; atMethod: 'account'; cardId: string }
  | { channel: CertChannel; atMethod: AtMethod; pictures: Partial<CertificationImages> };

/** `certificationSubmitCertification` request: real-name (no channel) or a channel certification. */
export type CertificationSubmitRequest = PersonIdentity | ChannelCertificationRequest;

/** `certificationSubmitCertification` response. */
export interface CertificationSubmitted extends RealNameCertified {
  channel: CertChannel | null;
  atMethod: AtMethod | null;
}

/** `setBankUpdate` request: the card and, from the bank services, its branch and city. */
export interface SettlementCardChangeRequest extends SettlementCardChange {
  /** Branch (line) number from bank/queryBankBranch. */
  lbnkNo?: string;
  provCd?: string;
  cityCd?: string;
}
