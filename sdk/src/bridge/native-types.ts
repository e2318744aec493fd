// Payloads and results of the typed native calls (docs/product.md §3 "Native responses";
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

/** `pay` channels (docs/product.md §7). */
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

/**
 * `scanIdCard` (OCR of the ID card's portrait side) result; errorCode '0000' is success. The host
 * answers the dates as 'YYYY-MM-DD', validTo '长期' for a card valid for life.
 */
export interface IdCardOcrResult {
  name: string;
  idNo: string;
  validFrom: string;
  validTo: string;
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

/** A call that sends nothing (`{}` on the wire). */
export type NoPayload = Record<string, never>;

/** `saveAsImage` request: what the host needs to render the page (all optional). */
export interface SaveAsImageOptions {
  /** A file name suggestion, e.g. '月账单-202611'. */
  name?: string;
  [key: string]: unknown;
}

/**
 * Every host function the SDK knows, by name: what the page sends and what the host answers.
 * `bridge.call(name, payload)` is typed by this table; a function the table does not know yet goes
 * through `bridge.callUnchecked`.
 *
 * @example
 * ```ts
 * type Ocr = NativeFunctions['scanBankCard']['answer']; // BankCardOcrResult
 * ```
 */
export interface NativeFunctions {
  getBaseRequestParams: { payload?: NoPayload; answer: BaseRequestParams };
  getLocation: { payload?: NoPayload; answer: LocationResult };
  chooseImage: { payload?: ChooseImageOptions; answer: ChooseImageResult };
  shareToWeChat: { payload: ShareToWeChatOptions; answer: NativeResult };
  openWebView: { payload: { url: string; title?: string }; answer: NativeResult };
  closeWebView: { payload?: NoPayload; answer: NativeResult };
  openNativePage: { payload: { page: string; params: Record<string, unknown> }; answer: NativeResult };
  setTitle: { payload: { title: string }; answer: NativeResult };
  setRightButton: { payload: { text: string; icon?: string }; answer: NativeResult };
  pay: { payload: PayOptions; answer: PaymentResult };
  login: { payload?: NoPayload; answer: LoginResult };
  exitToLogin: { payload?: NoPayload; answer: NativeResult };
  scanBankCard: { payload?: NoPayload; answer: BankCardOcrResult };
  scanIdCard: { payload?: NoPayload; answer: IdCardOcrResult };
  saveAsImage: { payload?: SaveAsImageOptions; answer: SaveAsImageResult };
  swipeCardPay: { payload: SwipeCardPayOptions; answer: SwipeCardPayResult };
  scanQrCode: { payload?: NoPayload; answer: QrCodeResult };
  webShare: { payload: WebShareOptions; answer: WebShareResult };
  enterNativeModule: { payload: { module: string; params: Record<string, unknown> }; answer: NativeResult };
  getNotificationStatus: { payload?: NoPayload; answer: NotificationStatusResult };
  openNotificationSettings: { payload?: NoPayload; answer: NativeResult };
  replacePage: { payload: { url: string }; answer: NativeResult };
}

/** A host function name of {@link NativeFunctions}. @example const n: NativeFunctionName = 'scanQrCode'; */
export type NativeFunctionName = keyof NativeFunctions;

/** What function N sends. @example const p: NativePayload<'setTitle'> = { title: '交易记录' }; */
export type NativePayload<N extends NativeFunctionName> = NonNullable<NativeFunctions[N]['payload']>;

/** What function N answers. @example const a: NativeAnswer<'scanQrCode'> = { content: 'https://…' }; */
export type NativeAnswer<N extends NativeFunctionName> = NativeFunctions[N]['answer'];
