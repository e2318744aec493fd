// Request and response shapes of the user-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them). Phone, card, name and id numbers arrive masked wherever a response carries them back.
import type { ItemList } from './records.types';

/** Where a certification (business licence or real name) stands. */
export type CertificationStatus = 'none' | 'auditing' | 'passed' | 'rejected';

/** One area of the province → city → district tree. */
export interface AreaOption {
  code: string;
  name: string;
}

/** One merchant category (MCC) and the group it is listed under. */
export interface MccOption {
  mccCd: string;
  mccValue: string;
  category: string;
}

/** A person's name and 18-digit id number, checked together. */
export interface PersonIdentity {
  name: string;
  idNo: string;
}

/**
 * Fields of a submitted form kept as sent: the simulator stores and answers back whatever the
 * form holds besides the fields it checks, so this really is a map of field name to value.
 */
export type FormFields = Record<string, unknown>;

/** A submit-then-query flow (onboarding, small-merchant report, supplements): '01' in review, '00' passed. */
export interface FormSubmission {
  status: '00' | '01';
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  submitTime: string;
  data: FormFields;
}

/** The answer of a form query when nothing was submitted yet. */
export interface FormNotSubmitted {
  status: 'none';
  statusName: string;
  submitTime: null;
  data: null;
}

/** A form query's answer: the submission, or that there is none. */
export type FormSubmissionState = FormSubmission | FormNotSubmitted;

/** `sendCodeByToken` response. */
export interface SmsCodeSent {
  sent: boolean;
  phone: string;
  expireSeconds: number;
}

/** `myInfo` response: the merchant's home card. */
export interface MyInfo {
  merchantNo: string;
  merchantName: string;
  shortName: string;
  phone: string;
  level: string;
  levelName: string;
  certStatus: CertificationStatus;
  certStatusName: string;
  realNameStatus: CertificationStatus;
  vipStatus: '0' | '1';
  points: number;
  unreadCount: number;
  deviceCount: number;
  settlementCard: { bankName: string; cardNo: string } | null;
}

/** `certificationQuerySts` response: the real-name certification. */
export interface RealNameStatus {
  status: CertificationStatus;
  statusName: string;
  name: string | null;
  idNo: string | null;
}

/** `realNameAndLevelInfo` response: real name and merchant level. */
export interface RealNameAndLevelInfo {
  realNameStatus: CertificationStatus;
  realNameStatusName: string;
  name: string | null;
  idNo: string | null;
  level: string;
  levelName: string;
  nextLevelName: string;
}

/** `wechatBinding` request: the code WeChat's authorize step handed the page; it is good once. */
export interface OauthCodeRequest {
  code: string;
}

/** The merchant account an official account is bound to, as the page may show it. */
export interface BoundMerchant {
  merchantNo: string;
  merchantName: string;
  /** 138****8000: the page never gets the number whole */
  phoneMask: string;
}

/**
 * `wechatBinding` / `wechatLoginInfo` response: the WeChat user of this session and the merchant
 * account bound to them. The openid stays on the server; the page gets a mask to show.
 */
export interface OfficialAccountSignIn {
  /** null: no WeChat user has signed in through the authorize step in this session */
  openIdMask: string | null;
  /** '1' bound to `merchant` */
  bindStatus: '0' | '1';
  /** a visit from WeChat's snapshot page (`is_snapshotuser=1`): never bound */
  snapshot: boolean;
  merchant: BoundMerchant | null;
  /** the binding opened a new merchant account */
  registered: boolean;
  /** seconds before another SMS code may be asked for (0: now); the server enforces it */
  resendAfter: number;
}

/** `sendCode` request: the mobile number the binding's SMS code goes to. */
export interface OfficialAccountSendCodeRequest {
  phone: string;
}

/** `sendCode` response. */
export interface OfficialAccountCodeSent {
  phoneMask: string;
  /** seconds before another code may be asked for */
  resendAfter: number;
  /** seconds the code is good for */
  expireSeconds: number;
}

/**
 * `userLoginRegisterBinding` request: the mobile number and its 6-digit SMS code, and which binding:
 * 'login' binds the number's merchant account (3101 when it has none), 'register' opens one for a
 * number without one (3007 when it has one). The same code serves either.
 */
export interface OfficialAccountBindRequest {
  type: 'login' | 'register';
  phone: string;
  smsCode: string;
}

/** `userLoginRegisterBinding` response. */
export interface OfficialAccountBound {
  bindStatus: '1';
  merchant: BoundMerchant;
  registered: boolean;
}

/** `wechatTicket` request: the page's address without its `#` part, as `wx.config` is signed for. */
export interface JsapiSignatureRequest {
  url: string;
}

/**
 * `wechatTicket` response: what `wx.config` takes. `signature` is the sha1 hex of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, as WeChat computes it.
 */
export interface JsapiSignature {
  appId: string;
  /** seconds since the epoch */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** `complianceIsHideFunctionApp` response. */
export interface HiddenFunctions {
  isHide: '0' | '1';
  /** codes of the functions to hide */
  functions: string[];
  certStatus: CertificationStatus;
}

/** `commonCaptcha` response. */
export interface Captcha {
  captchaId: string;
  /** a data: URL */
  image: string;
}

/** `bqCertificationQueryArea` request: no parentCode lists the provinces. */
export interface CertificationAreaRequest {
  parentCode?: string;
}

/** `bqCertificationQueryArea` response. */
export interface CertificationAreaList extends ItemList<AreaOption> {
  parentCode: string | null;
}

/** `bqCertificationCheckRegistNo` request: the merchant's own number when absent. */
export interface RegistNoCheckRequest {
  registNo?: string;
}

/** `bqCertificationCheckRegistNo` response. */
export interface RegistNoCheck {
  registNo: string;
  valid: boolean;
  reason: string;
}

/** `bqCertificationAgentCheckRegisterNo` response. */
export interface AgentRegistNoCheck {
  registNo: string;
  valid: boolean;
  agentName: string;
}

/** One step of the business certification's audit trail. */
export interface CertificationEvent {
  status: CertificationStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
  remark: string;
}

/** The name of one of the five photos of a business certification. */
export type CertificationPicField =
  'legalManFrontPic' | 'legalManReversePic' | 'businessLicensePic' | 'shopPic' | 'insideScenePic';

/** A photo the audit refused, and why: only these are uploaded again (reUploadPic). */
export interface RejectedPicture {
  field: CertificationPicField;
  reason: string;
}

/** `bqCertificationQueryStatus` / `bqCertificationSubmit` / `bqCertificationReSubmit` response. */
export interface CertificationProgress {
  status: CertificationStatus;
  statusName: string;
  rejectReason: string | null;
  /** The photos a rejection refused ([] unless rejected for its photos). */
  rejectedPics: RejectedPicture[];
  /** 'YYYY-MM-DD HH:mm:ss' at which the audit passes on its own; null when it waits for a reviewer */
  auditDueAt: string | null;
  history: CertificationEvent[];
}

/** The photos of a business certification (image ids from the upload). */
export interface CertificationImages {
  legalManFrontPic: string;
  legalManReversePic: string;
  businessLicensePic: string;
  shopPic: string;
  insideScenePic: string;
}

/**
 * `bqCertificationSubmit` request (the server checks the registration number's and the ID number's
 * check characters). `bqCertificationReSubmit` takes the same shape: after a photo rejection only
 * the photos uploaded again need to be sent, the rest of the submission is kept.
 */
export interface BusinessCertificationForm extends Partial<CertificationImages> {
  registNo: string;
  legalManName: string;
  legalManCardNo: string;
  registProvince?: string;
  registCity?: string;
  registArea?: string;
  /** The displayed area label, e.g. '上海市 上海市 徐汇区'. */
  areaLabel?: string;
  /** 'YYYY-MM-DD' */
  cardStartTime?: string;
  /** 'YYYY-MM-DD', or '长期' */
  cardEndTime?: string;
  mccCd?: string;
  mccValue?: string;
  businessName?: string;
  businessAddress?: string;
  /** The settlement card number (digits). */
  actNo?: string;
  /** The settlement card's branch (line) number. */
  setBankNo?: string;
  bankName?: string;
  bankBranchName?: string;
}

/** `bqCertificationReSubmit` request: the photos uploaded again (the other fields are optional). */
export type BusinessCertificationResubmission = Partial<BusinessCertificationForm>;

/** `bqCertificationQueryInfo` response: the form as submitted ('' for what was not sent). */
export interface CertificationInfo extends CertificationImages {
  registNo: string;
  registProvince: string;
  registCity: string;
  registArea: string;
  /** The business name as submitted (the merchant's name on file until one is). */
  businessName: string;
  /** The business address as submitted (the one on file until one is). */
  businessAddress: string;
  /** The settlement card number as submitted, masked ('' when none was sent). */
  actNo: string;
  /** The settlement card's bank ('' when none was sent). */
  bankName: string;
  haveSubmit: boolean;
  inputUserInfo: {
    useSelfInfo: boolean;
    legalManName: string;
    legalManCardNo: string;
    cardStartTime: string;
    cardEndTime: string;
  };
  imageInfo: CertificationImages;
}

/** `bqCertificationGetMecAuthInfo` response. */
export interface MerchantAuthInfo {
  merchantNo: string;
  merchantName: string;
  legalManName: string;
  legalManCardNo: string;
  registNo: string;
  authStatus: CertificationStatus;
}

/** `bqCertificationIdentityCheck` response. */
export interface IdentityCheck {
  pass: boolean;
  name: string;
  idNo: string;
}

/** `bqCertificationLicenseImageAnalysis` request: the licence photo as uploaded (a JPEG data URL). */
export interface LicenseImageRequest {
  image: string;
}

/**
 * `bqCertificationLicenseImageAnalysis` response: what was read off the licence. OCR can misread:
 * `registNo` is checked (check character, checkRegistNo) like a typed one.
 */
export interface LicenseImageAnalysis {
  registNo: string;
  businessName: string;
  legalManName: string;
  address: string;
  validPeriod: string;
}

/** `bqCertificationQueryMerchantAuthShow` response. */
export interface MerchantAuthShow {
  show: '0' | '1';
  status: CertificationStatus;
}

/** A bank card of the merchant (settlement or quick-pay), number masked. */
export interface BankCard {
  cardId: string;
  cardNo: string;
  bankName: string;
  bankCode: string;
  /** debit or credit */
  cardType: 'DC' | 'CC';
  phone: string;
  isSettlement: boolean;
  bindTime: string;
  /** The branch the settlement card was opened at, when setBank/update was given one. */
  branchBankNm?: string;
}

/** `merchantAccessGetSettlementCard` response. */
export interface SettlementCards {
  settlementCard: BankCard | null;
  cards: BankCard[];
}

/** `merchantAccessUploadImage` request: the image as a data: URL. */
export interface ImageUploadRequest {
  image: string;
  type?: string;
}

/** `merchantAccessUploadImage` response. */
export interface UploadedImage {
  imageId: string;
  url: string;
  type: string;
  /** length of the uploaded data */
  size: number;
}

/** `merchantAccessFindAreaList` query: no areaId lists the provinces. */
export interface AccessAreaQuery {
  areaId?: string;
}

/** `merchantAccessFindAreaList` response. */
export interface AccessAreaList extends ItemList<AreaOption> {
  areaId: string | null;
}

/** `merchantAccessGetBusinessType` entry: a category and its MCCs. */
export interface BusinessType {
  category: string;
  children: MccOption[];
}

/** `merchantAccessGetAuthentication` response: what onboarding fills in from the certifications. */
export interface AccessAuthentication {
  realNameStatus: CertificationStatus;
  certStatus: CertificationStatus;
  businessInfo: {
    mecDisNm: string;
    registCode: string;
    address: string;
    regProvCd: string;
    regCityCd: string;
    regDistCd: string;
    /** province, city and district names */
    areaLabel: string;
    mccCd: string;
    mccValue: string;
  };
  legalPersonInfo: {
    identityName: string;
    nameMask: string;
    idNoMask: string;
    actNo: string;
    actName: string;
    mblNo: string;
  };
}

/** `merchantAccessFindAccessResult` response. */
export interface AccessResult {
  accessStatus: FormSubmissionState['status'];
  statusName: string;
  merchantNo: string;
  submitTime: string | null;
}

/** `merchantAccessFindAccessInfoBySts` request: 'micro' reads the small-merchant submission. */
export interface AccessInfoRequest {
  kind?: 'micro';
}

/** `merchantAccessUpdateMerchantInfo` / `merchantAccessModifyMerchantInfo` request: at least one field. */
export interface MerchantInfoChange {
  merchantName?: string;
  shortName?: string;
  businessAddress?: string;
  mccCd?: string;
  mccValue?: string;
}

/** `merchantAccessUpdateMerchantInfo` / `merchantAccessModifyMerchantInfo` response. */
export interface MerchantInfoChanged {
  /** how many fields changed */
  updated: number;
  merchantName: string;
  shortName: string;
  businessAddress: string;
}

/** `merchantAccessTypeChooseShow` response: the onboarding types offered. */
export interface AccessTypeChoice {
  showNormal: '0' | '1';
  showMicro: '0' | '1';
  /** '01' individual business, '02' small merchant, '03' company */
  types: Array<{ type: '01' | '02' | '03'; name: string; description: string }>;
}

/** `bankQueryProv` entry. */
export interface ProvinceOption {
  provCd: string;
  provNm: string;
}

/** `bankQueryCity` request (Shanghai when absent). */
export interface CityListRequest {
  provCd?: string;
}

/** `bankQueryCity` entry. */
export interface CityOption {
  cityCd: string;
  cityNm: string;
}

/** `bankQueryBank` request: part of the bank name. */
export interface BankListRequest {
  keyword?: string;
}

/** `bankQueryBank` entry; limits in yuan. */
export interface BankOption {
  bankCode: string;
  bankName: string;
  singleLimit: number;
  dayLimit: number;
}

/** `bankQueryBankBranch` request (the first bank and Shanghai when absent). */
export interface BankBranchListRequest {
  bankCode?: string;
  cityCd?: string;
  keyword?: string;
}

/** `bankQueryBankBranch` entry: branch (line) number and name. */
export interface BankBranchOption {
  lbnkNo: string;
  lbnkNm: string;
}

/** `setBankUpdate` request: the new settlement card. */
export interface SettlementCardChange {
  cardNo: string;
  bankCode: string;
  branchBankNm?: string;
}

/** `setBankUpdate` response. */
export interface SettlementCardChanged {
  updated: boolean;
  card: BankCard & { branchBankNm: string };
}

/** `setBankFind` response. */
export type SettlementCardFound = { bound: true; card: BankCard } | { bound: false; card: null };

/** `certificationAddPersonAccount` request: account holder and number. */
export interface PersonAccountRequest {
  actName: string;
  actNo?: string;
}

/** `certificationAddPersonAccount` response. */
export interface PersonAccount {
  actName: string;
  accountStatus: '0' | '1';
  merchantNo: string;
}

/** `certificationSubmitCertification` response. */
export interface RealNameCertified {
  status: CertificationStatus;
  statusName: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
}

/** `certificationMerchantRepo` response: whether the merchant is reported. */
export interface MerchantReport {
  repoStatus: '0' | '1';
  repoStatusName: string;
  merchantNo: string;
}

/** `cpMerchantSubmit` request: the small-merchant report (businessName checked, the rest kept as sent). */
export interface SmallMerchantReportForm extends FormFields {
  businessName: string;
}
