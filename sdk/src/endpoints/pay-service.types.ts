// Request and response shapes of the pay-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them).
// The records, bill and rate calls of this service are in records.types.ts and bills.types.ts.
import type { QuickPayment } from './collect.types';
import type { MerchType, ServiceAgreement } from './onboarding.types';

/**
 * `happySend` request: which 开心送 activity (the current one when absent). `action: 'order'` opens
 * the order that buys `packageId` (idempotent; an open order for that package is handed back), paid by
 * `payWay` — 'swipe' where the host can swipe a card, 'qrcode' elsewhere.
 */
export interface HappySendRequest {
  activityId?: string;
  action?: 'view' | 'order';
  packageId?: string;
  payWay?: 'qrcode' | 'swipe';
}

/** One reward tier of 开心送: reaching `tradeAmount` (yuan) in the month earns `reward`. */
export interface HappySendReward {
  level: number;
  tradeAmount: number;
  reward: string;
}

/** A package the merchant may buy: its price (yuan) and what it gives. */
export interface HappySendPackage {
  packageId: string;
  name: string;
  price: number;
  /** what the package gives, one line each */
  benefits: string[];
}

/** A package bought (its order paid). */
export interface HappySendPurchase {
  packageId: string;
  name: string;
  price: number;
  payOrderNo: string;
  payTime: string;
}

/** `happySend` response: the 开心送 activity and where the merchant stands this month. */
export interface HappySendActivity {
  activityId: string;
  name: string;
  /** '1' the merchant may take part, '0' not before certification */
  status: '0' | '1';
  statusName: string;
  /** yuan traded this month */
  monthTradeAmount: number;
  rewards: HappySendReward[];
  packages: HappySendPackage[];
  /** the packages bought in this activity, newest first */
  purchases: HappySendPurchase[];
  /** the order `action: 'order'` opened (or the open one it handed back); absent on a view */
  order?: QuickPayment;
}

/**
 * `esignNature` response: the merchant's electronic contract for the WeChat mini-program channel, its
 * agreements and whether they are signed.
 */
export interface ESignContract {
  contractNo: string;
  /** the operation the agreements belong to (a route parameter of serviceAgreementNew) */
  operationId: string;
  /** the merchant's own type, or the one asked for */
  merchType: MerchType;
  merchTypeName: string;
  /** as asked, else the merchant's defaults */
  isAutoAudit: '0' | '1';
  businessAutoSwitch: '0' | '1';
  /** '1' signed, '0' not yet */
  signStatus: '0' | '1';
  /** 'YYYYMMDD', null until signed */
  signTime: string | null;
  /** after signing: 'auditing' until the audit passes (by hand, or at once when auto-audited) */
  auditStatus: 'none' | 'auditing' | 'passed';
  /** '1' WeChat pay is open for the merchant */
  wechatPayOpen: '0' | '1';
  agreements: ServiceAgreement[];
  /** app route of the agreement to sign */
  signUrl: string;
}

/** `xsfPayRate` response: the scan-payment rate for new merchants (新手费率). */
export interface NewMerchantRate {
  /** percentage string, e.g. '0.38' */
  rate: string;
  description: string;
  level: string;
}
