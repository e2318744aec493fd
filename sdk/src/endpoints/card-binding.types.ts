// Quick card binding (pos-pay-service quickCardPay: list support bank, bind card, bind verify): the
// cards a merchant binds for quick payment, and the settlement card's list (the card the
// merchant's takings arrive on).
// A binding is two calls: bindCard checks the card, sends the SMS code and opens a pending order;
// bindVerify with that order's code binds the card. Nothing binds without the code.
import type { ServiceAgreement } from './onboarding.types';
import type { ItemList } from './records.types';
import type { BankCard } from './user-service.types';

/** Debit (DC) or credit (CC). */
export type CardKind = 'DC' | 'CC';

/** A card number prefix (BIN) the bank issues, and the kind of card it starts. */
export interface CardBin {
  prefix: string;
  cardType: CardKind;
}

/** A bank quick pay supports, with its limits in yuan and the prefixes that tell its cards. */
export interface SupportBank {
  bankCode: string;
  bankName: string;
  singleLimit: number;
  dayLimit: number;
  /** The bank's card prefixes (BINs): the longest one a number starts with names bank and kind. */
  bins: CardBin[];
  /** Kinds of card the bank binds for quick pay. */
  cardTypes: CardKind[];
}

/** `quickCardPayListSupportBank` response: the banks, and the quick-pay agreement to accept first. */
export interface SupportBankList extends ItemList<SupportBank> {
  /** `content` is server HTML (shown sanitised). */
  agreement: ServiceAgreement;
}

/**
 * `quickCardPayBindCard` request: sends the SMS code to `phone` and opens a pending order.
 * `bankCode` defaults to the bank the number's prefix names, `cardType` to DC. A credit card also
 * needs `cvn2` (3 digits) and `expiryDate` ('MMYY', not past): checked, never kept.
 * `agreementCode` is the code of the agreement the merchant accepted.
 */
export interface QuickPayBindCardRequest {
  cardNo: string;
  phone: string;
  bankCode?: string;
  cardType?: CardKind;
  cvn2?: string;
  expiryDate?: string;
  agreementCode?: string;
}

/** `quickCardPayBindVerify` response: the card bound ('1'). */
export interface CardBinding {
  bindStatus: '1';
  card: BankCard;
}

/** `quickCardPayBindCard` response: the pending order ('0') the SMS code confirms. */
export interface CardBindOrder {
  orderNo: string;
  bindStatus: '0';
  /** The card to bind (number masked). */
  card: BankCard;
  /** Where the code went, masked (138****8000). */
  phoneMask: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

/** `quickCardPayBindVerify` request: the order of bindCard and the 6-digit SMS code. */
export interface QuickPayBindVerifyRequest {
  orderNo: string;
  smsCode: string;
}
