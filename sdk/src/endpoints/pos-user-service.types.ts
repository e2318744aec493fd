// Request and response shapes of the pos-user-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them). The shared merchant shapes (areas, MCCs, forms, SMS) are user-service's: these calls are
// user-service behind pos-user-service.
import type { AreaOption, MccOption } from './user-service.types';

/**
 * `touchAdd` / `touchNoAutoAdd` request: the merchant information (触达商户资料) a payment-terminal
 * provider needs to reach and serve the merchant. Only these fields are kept; others are dropped.
 */
export interface TouchMerchantForm {
  /** The shop's name as its customers know it (店铺名称). */
  merchantName: string;
  /** Mobile number of the person to reach: 11 digits starting with 1. */
  phone: string;
  /** The person to reach (联系人); '' when not given. */
  contactName?: string;
  /** Business category (MCC) code, one of `touchQueryMcc`'s; the server names it (`mccValue`). */
  mccCd?: string;
  /** Province code of the shop's area (the catalogue's area tree). */
  provinceCode?: string;
  /** City code, under the province. */
  cityCode?: string;
  /** District code, under the city. */
  districtCode?: string;
  /** Street and number within the district (详细地址). */
  address?: string;
}

/** `touchUpdate` request: the record's id and the fields to change (the others stay as saved). */
export interface TouchMerchantChange extends Partial<TouchMerchantForm> {
  /** The record to change (`TouchMerchant.id`). */
  id: string;
}

/** A saved merchant information record, as the server keeps and answers it. */
export interface TouchMerchant {
  /** The record's id ('TM…'); `/touch/index/{type}/{uuid}` carries it as uuid. */
  id: string;
  /** The shop's name (店铺名称). */
  merchantName: string;
  /** Mobile number of the person to reach. */
  phone: string;
  /** The person to reach; '' when not given. */
  contactName: string;
  /** MCC code; '' when not chosen. */
  mccCd: string;
  /** The MCC's name as the catalogue lists it; '' when not chosen. */
  mccValue: string;
  /** Province code; '' when not chosen. */
  provinceCode: string;
  /** City code; '' when not chosen. */
  cityCode: string;
  /** District code; '' when not chosen. */
  districtCode: string;
  /** Street and number; '' when not given. */
  address: string;
  /** '1' imported automatically (touchAdd), '0' added by hand (touchNoAutoAdd) */
  autoImport: '0' | '1';
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
}

/** `touchQueryMerchantInfo` request: one record by id, or all when absent. */
export interface TouchMerchantQuery {
  id?: string;
}

/** `touchQueryMerchantInfo` response without an id: every record and the merchant they belong to. */
export interface TouchMerchantList {
  list: TouchMerchant[];
  total: number;
  merchantNo: string;
  merchantName: string;
}

/** `touchQueryAddInit` response: the pickers of the add form and the merchant's own values. */
export interface TouchAddInit {
  mccList: MccOption[];
  provinces: AreaOption[];
  defaults: { regProvCd: string; mccCd: string };
}

/** `userAuthInfoSupplementNotice` response. */
export interface AuthSupplementNotice {
  needSupplement: '0' | '1';
  notice: string;
}

/** `virtualCreditCardAddReservationInfo` request: who reserves the virtual credit card. */
export interface CreditCardReservationRequest {
  /** The applicant's name as on the ID card. */
  name: string;
  /** The applicant's 18-character ID number (checked with its check character). */
  idNo: string;
  /** The applicant's mobile number: 11 digits starting with 1. */
  phone: string;
}

/**
 * The merchant's virtual credit card reservation ('01' reserved). The server answers the person
 * masked and keeps nothing else: the full ID and mobile numbers are never answered or stored.
 */
export interface CreditCardReservation {
  /** The reservation's id ('VC…'). */
  reservationId: string;
  /** The name masked ('*娜'). */
  name: string;
  /** The ID number masked ('110***********002X'). */
  idNo: string;
  /** The mobile number masked ('138****8000'). */
  phone: string;
  /** When it was reserved, 'YYYY-MM-DD HH:mm:ss'. */
  reserveTime: string;
  /** '01' reserved. */
  status: '01';
  /** The status in words (已预约). */
  statusName: string;
}

/** `virtualCreditCardQueryReservationInfo` response: the merchant's one reservation, if any. */
export interface CreditCardReservations {
  /** '1' the merchant has reserved, '0' not yet. */
  reserved: '0' | '1';
  /** The reservation; null when not reserved. */
  reservation: CreditCardReservation | null;
}

/** `userInfoQueryBaseInfo` response. */
export interface UserBaseInfo {
  merchantNo: string;
  merchantName: string;
  legalManName: string;
  phone: string;
  level: string;
  levelName: string;
  /** 'YYYYMMDD', '' when unknown */
  registerDate: string;
}

/** `userInfoQueryPhone` response. */
export interface UserPhone {
  phone: string;
}

/** `switchGet` request: one switch by key, or all when absent. */
export interface SwitchQuery {
  key?: string;
}

/** One feature switch ('1' on, '0' off) as `switchGet` with a key and `switchUpdate` send and answer it. */
export interface SwitchSetting {
  key: string;
  value: string;
}

/** Every feature switch by key (`switchGet` without a key). */
export type Switches = Record<string, string>;

/** `phonePosCertification` response. */
export interface PhonePosCertification {
  status: '00' | '01';
  statusName: string;
  name: string;
}
