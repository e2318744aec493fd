// Collecting money (pos-pay-service quickCardPay request, SMS verify, result): quick payments on a
// bound card, and the QR-code and card-swipe collections built on them. One payment order type
// serves all of them, and the 开心送 packages (pay-service happySend) are paid through it too.

/** How an order is paid: a bound card confirmed by SMS, a QR code the payer scans, a card swiped on the host. */
export type PayWay = 'card' | 'qrcode' | 'swipe';

/** What an order collects: takings, a deposit (/depositQRCode), or a 开心送 package the merchant buys. */
export type PayPurpose = 'collect' | 'deposit' | 'happySend';

/**
 * An order's state: '00' paid, '01' waiting for the SMS code (card), '02' waiting for the payer (QR
 * code scanned or card swiped), '03' failed (declined; `failReason` says why).
 */
export type QuickPaymentStatus = '00' | '01' | '02' | '03';

/** A payment order. */
export interface QuickPayment {
  payOrderNo: string;
  /** the bound card (payWay 'card'); '' otherwise */
  cardId: string;
  amount: number;
  payWay: PayWay;
  purpose: PayPurpose;
  status: QuickPaymentStatus;
  statusName: string;
  createTime: string;
  /** null until paid */
  payTime: null | string;
  /** what the payer scans (payWay 'qrcode'), null otherwise */
  qrContent: null | string;
  /** why it failed (status '03'), null otherwise */
  failReason: null | string;
  /** the 开心送 package bought (purpose 'happySend'), null otherwise */
  packageId: null | string;
}

/**
 * `quickCardPayRequest` request: yuan, more than 0 and up to 50000 with at most two decimals.
 * `payWay` defaults to 'card' (`cardId` then defaults to the first non-settlement card); 'qrcode' and
 * 'swipe' open an order the payer pays, `purpose` saying what for (default 'collect'; 'happySend'
 * orders come from the happySend call).
 */
export interface QuickPayRequest {
  payWay?: PayWay;
  purpose?: Exclude<PayPurpose, 'happySend'>;
  cardId?: string;
  amount: number;
}

/** `quickCardPayRequest` response: the order and, for a card, the (masked) phone the SMS code went to. */
export interface QuickPayStarted extends QuickPayment {
  smsSent: boolean;
  /** masked 3 + 4; '' when no SMS was sent */
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
export type QuickPayResult = QuickPayment | { status: 'none'; statusName: string; payOrderNo: null | string };
