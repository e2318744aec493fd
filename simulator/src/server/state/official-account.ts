// The official account's state (app/src/features/officialAccount; handlers/officialAccount/): the
// codes WeChat's authorize step handed out, the WeChat user signed in through one, the SMS code the
// binding asked for, and the one merchant account the session's WeChat user is bound to.

/** A code the simulator's authorize page minted: WeChat's `code`, good once and for five minutes. */
export interface OauthCodeRecord {
  code: string;
  openid: string;
  /** minted for a visit from the snapshot page (`is_snapshotuser=1`) */
  snapshot: boolean;
  /** simulator-clock ms it was minted */
  issuedAt: number;
  used: boolean;
}

/** The SMS code the binding sent; the number is kept whole here, as every number of the state. */
export interface BindSmsRecord {
  phone: string;
  code: string;
  /** simulator-clock ms it was sent; another may be sent 60 s later */
  sentAt: number;
  /** wrong codes so far; the fifth voids it */
  failures: number;
}

/** The merchant account the WeChat user is bound to: one per session. */
export interface OfficialAccountBindingRecord {
  openid: string;
  merchantNo: string;
  merchantName: string;
  phone: string;
  /** the binding opened this account (userLoginRegisterBinding, type register) */
  registered: boolean;
  boundAt: string;
}

export interface OfficialAccountRecord {
  codes: OauthCodeRecord[];
  /** the WeChat user whose code was exchanged last; null before any */
  openid: string | null;
  snapshot: boolean;
  sms: BindSmsRecord | null;
  binding: OfficialAccountBindingRecord | null;
}

export interface OfficialAccountState {
  /** Created on the first authorize visit or official-account call (handlers/officialAccount/). */
  officialAccount?: OfficialAccountRecord;
}
