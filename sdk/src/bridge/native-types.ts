// Payloads and results of the typed native calls (SPEC.md §3 "Native responses";
// the sample answers are fixtures/bridge/answers.json). Field spellings are the host's.
import type { DeviceInfo } from '../headers/types';

/** `getBaseRequestParams`: the device info headers are built from, plus app context. */
export interface BaseRequestParams extends DeviceInfo {
  appVersion?: string;
  phonePlatform?: string;
  language?: string;
  network?: string;
  channelNo?: string;
  appKey?: string;
  merchantNo?: string;
  queryId?: string;
  status?: string;
}

/** `getLocation` result. */
export interface LocationResult {
  latitude: number;
  longitude: number;
  province?: string;
  city?: string;
  district?: string;
}

/** `chooseImage` request. */
export interface ChooseImageOptions {
  count?: number;
  sourceType?: Array<'album' | 'camera'>;
}

/** `chooseImage` result: data URLs or host file URLs. */
export interface ChooseImageResult {
  images: string[];
}

/** The common `{result: '0000'}` answer of commands. */
export interface NativeResult {
  result: string;
}

/** `shareToWeChat` request. */
export interface ShareToWeChatOptions {
  title: string;
  desc?: string;
  link: string;
  imageUrl?: string;
  scene?: 'session' | 'timeline';
}

/** `pay` channels (SPEC.md §7). */
export type PayChannel = 'alipay' | 'unionPay' | 'unionSE';

/** `pay` request: the channel plus the order string / tn the server prepared. */
export interface PayOptions {
  channel: PayChannel;
  orderInfo?: string;
  tn?: string;
  [key: string]: unknown;
}

/** The wallet's trade response inside a payment result. */
export interface PaymentTradeResult {
  alipay_trade_app_pay_response?: {
    code: string;
    msg: string;
    trade_no: string;
    total_amount: string;
    seller_id: string;
    [key: string]: unknown;
  };
  sign?: string;
  [key: string]: unknown;
}

/** `pay` result; resultStatus '9000' is success. `result` may arrive as the raw JSON string. */
export interface PaymentResult {
  memo: string;
  result: PaymentTradeResult | string;
  resultStatus: string;
}

/** `login` result. */
export interface LoginResult extends NativeResult {
  token?: string;
}

/** `scanBankCard` (OCR) result; errorCode '0000' is success. */
export interface BankCardOcrResult {
  cardType: string;
  bankName: string;
  expiryDate: string;
  bankCode: string;
  cardName: string;
  cardNumber: string;
  errorCode: string;
}

/** `saveAsImage` result; resultCode '0000' is success. */
export interface SaveAsImageResult {
  resultCode: string;
}

/** `swipeCardPay` request. */
export interface SwipeCardPayOptions {
  amount: string | number;
  orderNo: string;
  [key: string]: unknown;
}

/** `swipeCardPay` result; errorCode '0000' is success. */
export interface SwipeCardPayResult {
  errorCode: string;
}

/** `scanQrCode` result. */
export interface QrCodeResult {
  content: string;
}

/** `webShare` request. */
export interface WebShareOptions {
  url: string;
  title?: string;
  desc?: string;
}

/** `webShare` result: what the user did, e.g. 'copyUrl'. */
export interface WebShareResult {
  type: string;
}

/** `getNotificationStatus` result: '1' on, '0' off. */
export interface NotificationStatusResult {
  status: string;
}
