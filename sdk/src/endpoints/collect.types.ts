// Collecting money (pos-pay-service quickCardPay request, SMS verify, result): quick payments, and the
// QR-code and card-swipe collections built on them (issue 14).

/** A quick payment: '01' waiting for the SMS code, '00' paid. */
export interface QuickPayment {
  payOrderNo: string;
  cardId: string;
  amount: number;
  status: '00' | '01';
  statusName: string;
  createTime: string;
  /** null until paid */
  payTime: string | null;
}

/** `quickCardPayRequest` request: yuan up to 50000; `cardId` defaults to the first non-settlement card. */
export interface QuickPayRequest {
  cardId?: string;
  amount: number;
}

/** `quickCardPayRequest` response: the payment and the (masked) phone the SMS code went to. */
export interface QuickPayStarted extends QuickPayment {
  smsSent: boolean;
  phone: string;
}

/** `quickCardPaySmsVerify` request: the 6-digit SMS code confirming a payment. */
export interface QuickPaySmsVerifyRequest {
  payOrderNo: string;
  smsCode: string;
}

/** `quickCardPayResult` request: the payment to show (the latest when absent). */
export interface QuickPayResultRequest {
  payOrderNo?: string;
}

/** `quickCardPayResult` response: the payment, or 'none' when there is none. */
export type QuickPayResult = QuickPayment | { status: 'none'; statusName: string; payOrderNo: string | null };
