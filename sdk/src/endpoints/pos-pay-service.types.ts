// Request and response shapes of the pos-pay-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them).
// Withdrawals and my orders are in records.types.ts and bills.types.ts. Times are 'YYYY-MM-DD HH:mm:ss',
// amounts yuan.
import type { ItemList, TransactionRecord } from './records.types';

/** One step of a progress timeline (device application, abnormal-trade recovery). */
export interface ProgressStep {
  status: string;
  statusName: string;
  time: string;
  remark: string;
}

// ---- Terminals and terminal applications (apply, replace, cooperate, JWB) ----

/** A terminal type one can apply for (deposit and service fee in yuan). */
export interface DeviceType {
  deviceType: string;
  deviceTypeName: string;
  deposit: number;
  serviceFee: number;
}

/** A terminal bound to the merchant. */
export interface Device {
  deviceId: string;
  sn: string;
  deviceType: string;
  deviceTypeName: string;
  bindTime: string;
  status: string;
  statusName: string;
}

/** `deviceDeviceType` response: the types one can apply for and the merchant's terminals. */
export interface DeviceTypeList extends ItemList<DeviceType> {
  devices: Device[];
}

/**
 * Whom the installer calls: a typed contact, or (`contactOnFile`) the legal person and mobile number
 * the server already has, which the app shows only masked (`merchantAccessGetAuthentication`'s
 * `legalPersonInfo.identityName` and `mblNo`) and so cannot send back.
 */
export type DeviceContact = { contactName: string; contactPhone: string } | { contactOnFile: true };

/**
 * `deviceApply`, cooperate and JWB submit request; `deviceType` defaults to the first type. With
 * `areaCode` (the district of the address) the server refuses a district no service provider covers.
 */
export type DeviceApplyRequest = DeviceContact & {
  deviceType?: string;
  address: string;
  areaCode?: string;
};

/**
 * `deviceReplace` request; `deviceId` defaults to the first terminal, `reason` to 机具故障,
 * `pictureIds` are what `devicePictureUpload` answered (photos of the fault).
 */
export type DeviceReplaceRequest = DeviceApplyRequest & {
  deviceId?: string;
  reason?: string;
  pictureIds?: string[];
};

/** What the merchant filled in for a terminal application (deviceId and reason for a replacement). */
export interface DeviceApplyForm {
  contactName: string;
  contactPhone: string;
  address: string;
  deviceId?: string;
  reason?: string;
  pictureIds?: string[];
}

/** The kind of a terminal application: which call submitted it. */
export type DeviceApplyKind = 'apply' | 'replace' | 'cooperate' | 'jwb';

/** Where a terminal application stands: '01' submitted, '02' approved, '03' shipped, '04' received. */
export type DeviceApplyStatus = '01' | '02' | '03' | '04';

/** A terminal application with its progress: what the submit calls and `deviceUrging` answer. */
export interface DeviceApplication {
  id: string;
  kind: DeviceApplyKind;
  deviceType: string;
  deviceTypeName: string;
  status: DeviceApplyStatus;
  statusName: string;
  applyTime: string;
  urgeCount: number;
  /** null until urged once */
  lastUrgeTime: string | null;
  form: DeviceApplyForm;
  progress: ProgressStep[];
  /** the terminal delivered, once the application is received ('04') */
  receivedDeviceId?: string;
}

/** `deviceUrging` query: the application to urge (the first unfinished one when absent). */
export interface DeviceUrgingQuery {
  id?: string;
}

/**
 * Cooperate and JWB progress request: one application by id, or all of one kind (the endpoint's
 * own kind unless `kind` names another, e.g. 'apply' for the merchant's own applications).
 */
export interface DeviceApplyProgressRequest {
  id?: string;
  kind?: DeviceApplyKind;
}

/** Cooperate and JWB progress response. */
export interface DeviceApplyProgress extends ItemList<DeviceApplication> {
  total: number;
}

/** `devicePictureUpload` request: the picture as a data URL or base64. */
export interface DevicePictureUploadRequest {
  image: string;
}

/** `devicePictureUpload` response: the stored picture. */
export interface DevicePicture {
  pictureId: string;
  url: string;
  /** length of the uploaded text */
  size: number;
}

/** A district, city or province. */
export interface Area {
  code: string;
  name: string;
}

/** A city with its districts. */
export interface AreaCity extends Area {
  districts: Area[];
}

/** A province with its cities: one node of the `onlineDeviceApplyAreaList` tree. */
export interface AreaProvince extends Area {
  cities: AreaCity[];
}

/** `onlineDeviceApplyServiceVerify` request: district code (310101 when absent). */
export interface DeviceServiceVerifyRequest {
  areaCode?: string;
}

/** `onlineDeviceApplyServiceVerify` response: whether a service provider covers the district. */
export interface DeviceServiceCoverage {
  areaCode: string;
  serviceable: boolean;
  serviceProvider: string;
  servicePhone: string;
}

/** `onlineDeviceApplyUserVerify` response: whether the merchant may apply online. */
export interface DeviceApplicantCheck {
  verified: boolean;
  /** '' when verified */
  reason: string;
}

// ---- Terminal service fee ----

/**
 * How the merchant pays the service fee: a wallet of the host app, a QR code scanned elsewhere, or
 * the mini program's own pay page (its web-view cannot pay).
 */
export type ServiceFeePayWay = ServiceFeeChannel['channel'] | 'qrCode' | 'miniProgram';

/** `deviceServiceFeeReceiveCodeInfo` request: the way of paying the order is opened for. */
export interface ServiceFeeOrderRequest {
  channel: ServiceFeePayWay;
}

/**
 * `deviceServiceFeeReceiveCodeInfo` response: the open service-fee order (the same one until it is
 * paid), with the QR code that collects it and the order string a host wallet pays.
 */
export interface ServiceFeeReceiveCode {
  orderNo: string;
  amount: number;
  qrCode: string;
  /** What the host wallet's `pay` call takes as `orderInfo`. */
  orderInfo: string;
  expireTime: string;
}

/** `deviceServiceFeePayedInfo` request: an order to follow, or the merchant's current fee. */
export interface ServiceFeePayedInfoRequest {
  orderNo?: string;
}

/**
 * `deviceServiceFeePayedInfo` response: the paid service fee, or the fee still due; `paying` is '1'
 * while a wallet answered "pending" (8000/6004) and the payment has not settled yet.
 */
export type ServiceFeePayedInfo =
  | { payed: '1'; amount: number; payTime: string; orderNo: string; sn: string; paying: '0' }
  | { payed: '0'; amount: number; payTime: null; orderNo: string | null; sn: string; paying: '0' | '1' };

/** `deviceServiceFeeRefund` request. */
export interface ServiceFeeRefundRequest {
  reason?: string;
}

/** `deviceServiceFeeRefund` response: the refund just applied for ('01' processing). */
export interface ServiceFeeRefund {
  refundNo: string;
  status: '01';
  statusName: string;
  amount: number;
}

/** A service-fee refund applied for, as `deviceServiceFeeCurrentRefund` shows it. */
export interface ServiceFeeRefundDetail extends ServiceFeeRefund {
  orderNo: string;
  reason: string;
  submitTime: string;
}

/** `deviceServiceFeeCurrentRefund` response: the refund applied for, or 'none'. */
export type ServiceFeeCurrentRefund = ServiceFeeRefundDetail | { status: 'none'; statusName: string };

/** `deviceServiceFeeDescriptionText` response. */
export interface ServiceFeeDescription {
  title: string;
  /** What the fee pays for, one short line each. */
  covers: string[];
  /** HTML */
  content: string;
}

/** `deviceServiceFeePreOrderControl` response: whether the service fee may be ordered now. */
export interface ServiceFeeOrderControl {
  canOrder: '0' | '1';
  /** '' when canOrder is '1' */
  reason: string;
}

/** A payment channel for the service fee. */
export interface ServiceFeeChannel {
  channel: 'alipay' | 'unionpay' | 'unionSe';
  name: string;
  /** '1' offered; '0' switched off by the server, not to be offered (the simulator offers every channel) */
  enabled: '0' | '1';
}

/** An activity that refunds the service fee once its target is reached. */
export interface ServiceFeeActivity {
  activityId: string;
  name: string;
  description: string;
}

/** `deviceServiceFeeEposStatus` response: whether the merchant's terminal is active. */
export interface EposStatus {
  eposStatus: '0' | '1';
  statusName: string;
  /** '' without a terminal */
  sn: string;
}

// ---- Service packages (set meals) ----

/** A service package (套餐); `active` '1' is the merchant's current one. */
export interface SetMeal {
  mealId: string;
  name: string;
  price: number;
  description: string;
  active: '0' | '1';
}

/** `userSetMealActiveProgress` response: this month's trade amount towards the package target. */
export interface SetMealProgress {
  mealId: string;
  /** yuan traded this month */
  progress: number;
  target: number;
  /** '1' target reached */
  status: '0' | '1';
  statusName: string;
}

// ---- Abnormal transactions and their recovery ----

/** A transaction flagged abnormal: '0' waiting for the merchant, '1' recovering, '2' recovered. */
export interface AbnormalTransaction {
  abnormalId: string;
  /** the transaction's uuid */
  uuid: string;
  /** 'YYYYMMDD' */
  tranDt: string;
  amount: number;
  tradeType: string;
  tradeTypeName: string;
  reason: string;
  status: '0' | '1' | '2';
  statusName: string;
  recovery: ProgressStep[];
}

/**
 * `abnormalHandleCheck` response: the abnormal transactions not yet recovered (`list`, counted by
 * `count`) and, for the progress screen, the ones already recovered (`recovered`).
 */
export interface AbnormalCheck extends ItemList<AbnormalTransaction> {
  hasAbnormal: '0' | '1';
  count: number;
  recovered: AbnormalTransaction[];
}

/**
 * `abnormalHandleCommonQuestions` request, also the help centre's questions: one question by `code`,
 * else the questions of every group whose title or answer text holds `keyword`, else the group
 * `type` ('abnormal' when absent).
 */
export interface CommonQuestionsRequest {
  type?: string;
  code?: string;
  keyword?: string;
}

/** A frequently asked question; `answer` is server HTML (shown sanitised). */
export interface CommonQuestion {
  code: string;
  type: string;
  /** the group's name, e.g. '异常交易' */
  typeName: string;
  title: string;
  answer: string;
}

/** Recovery progress and info request: one abnormal transaction (a default one when absent). */
export interface AbnormalTransactionRequest {
  abnormalId?: string;
}

/**
 * `abnormalHandleApply` request, the merchant's evidence: the trade type they saw (a `tradeType` of
 * `abnormalHandleTradeType`), what happened (`description`, defaults to the abnormal reason) and
 * a mobile number to reach them.
 */
export interface AbnormalRecoveryApplyRequest extends AbnormalTransactionRequest {
  contactPhone: string;
  tradeType?: string;
  description?: string;
}

/** `abnormalHandleApply` response: the recovery just applied for. */
export interface AbnormalRecovery {
  abnormalId: string;
  status: AbnormalTransaction['status'];
  statusName: string;
  progress: ProgressStep[];
}

/** `abnormalHandleRecoveryProgress` response: the recovery and the amount at stake. */
export interface AbnormalRecoveryProgress extends AbnormalRecovery {
  amount: number;
}

/** `abnormalHandleInfo` response: the abnormal transaction and the trade behind it. */
export interface AbnormalTransactionInfo extends AbnormalTransaction {
  trade: TransactionRecord | null;
}
