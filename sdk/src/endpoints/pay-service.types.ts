// Request and response shapes of the pay-service calls. docs/product.md gives no payloads: these are
// the shapes this project defines and the simulator serves (field spellings as docs/product.md §3 names
// them).
// The records, bill and rate calls of this service are in records.types.ts and bills.types.ts.

/** `happySend` request: which 开心送 activity (the current one when absent). */
export interface HappySendRequest {
  activityId?: string;
}

/** One reward tier of 开心送: reaching `tradeAmount` (yuan) in the month earns `reward`. */
export interface HappySendReward {
  level: number;
  tradeAmount: number;
  reward: string;
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
}

/** `esignNature` response: the merchant's electronic contract and whether it is signed. */
export interface ESignContract {
  contractNo: string;
  /** '1' signed, '0' not yet */
  signStatus: '0' | '1';
  /** 'YYYYMMDD', null until signed */
  signTime: string | null;
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
