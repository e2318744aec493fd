// Quick card binding (pos-pay-service quickCardPay: list support bank, bind card, bind verify): the
// cards a merchant binds for quick payment, and the settlement card's list (issue 14).
import type { BankCard } from './user-service.types';

/** A bank quick pay supports, with its limits in yuan. */
export interface SupportBank {
  bankCode: string;
  bankName: string;
  singleLimit: number;
  dayLimit: number;
}

/** `quickCardPayBindCard` request; `bankCode` defaults to the first supported bank, `cardType` to DC. */
export interface QuickPayBindCardRequest {
  cardNo: string;
  phone: string;
  bankCode?: string;
  cardType?: 'DC' | 'CC';
}

/** `quickCardPayBindVerify` response: the card bound ('1'). */
export interface CardBinding {
  bindStatus: '1';
  card: BankCard;
}

/** `quickCardPayBindCard` response: the binding and its order number. */
export interface CardBindOrder extends CardBinding {
  orderNo: string;
}

/** `quickCardPayBindVerify` request; `cardId` defaults to the first non-settlement card. */
export interface QuickPayBindVerifyRequest {
  cardId?: string;
  smsCode: string;
}
