// Request and response shapes of the pos-user-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them). The shared merchant shapes (areas, MCCs, forms, SMS) are user-service's: these calls are
// user-service behind pos-user-service.
import type { AreaOption, FormFields, MccOption } from './user-service.types';

/** `touchAdd` / `touchNoAutoAdd` request: the merchant to reach (the rest of the form is kept as sent). */
export interface TouchMerchantForm extends FormFields {
  merchantName: string;
  phone: string;
}

/** `touchUpdate` request: the record's id and the fields to change. */
export interface TouchMerchantChange extends FormFields {
  id: string;
  merchantName?: string;
  phone?: string;
}

/** A merchant to reach, with the extra form fields it was added or updated with. */
export interface TouchMerchant extends FormFields {
  id: string;
  merchantName: string;
  phone: string;
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

/** `virtualCreditCardAddReservationInfo` request. */
export interface CreditCardReservationRequest {
  name: string;
  phone: string;
}

/** A virtual credit card reservation ('01' reserved). */
export interface CreditCardReservation {
  reservationId: string;
  name: string;
  phone: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  reserveTime: string;
  status: '01';
  statusName: string;
}

/** `virtualCreditCardQueryReservationInfo` response. */
export interface CreditCardReservations {
  reserved: '0' | '1';
  list: CreditCardReservation[];
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
